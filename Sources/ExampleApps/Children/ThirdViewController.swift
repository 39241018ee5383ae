#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

/// A screen of the main flow with no controls of its own.
class ThirdViewController: UIViewController {
    weak var coordinator: MainCoordinator?
}
