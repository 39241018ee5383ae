#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// A screen of the main flow with no controls of its own.
class ThirdViewController: UIViewController {
    weak var coordinator: MainCoordinator?
}
