#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

/// The value being edited.
final class EditorViewModel {
    var value: String

    init(value: String) {
        self.value = value
    }
}
