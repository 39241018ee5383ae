#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// Who hears about an edit.
@MainActor
protocol EditorViewControllerDelegate: AnyObject {
    func editorViewController(_ sender: EditorViewController, didChangeValue newValue: String)
}
