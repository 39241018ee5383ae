#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The value being edited.
final class EditorViewModel {
    var value: String

    init(value: String) {
        self.value = value
    }
}
