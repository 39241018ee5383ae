#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

/// The child's second screen, with no controls of its own.
class AddSecondViewController: UIViewController {
    weak var coordinator: AddCoordinator?
}
