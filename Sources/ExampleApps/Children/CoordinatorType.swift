#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The seed's coordinator protocol: children, a navigation controller and `start()`.
@MainActor
protocol CoordinatorType: AnyObject {
    var childCoordinators: [CoordinatorType] { get set }
    var navigationController: UINavigationController { get set }

    func start()
}
