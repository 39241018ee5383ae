#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The child's second screen, with no controls of its own.
class AddSecondViewController: UIViewController {
    weak var coordinator: AddCoordinator?
}
