#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

/// Who hears about an edit.
@MainActor
protocol EditorViewControllerDelegate: AnyObject {
    func editorViewController(_ sender: EditorViewController, didChangeValue newValue: String)
}
