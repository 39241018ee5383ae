#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

@MainActor
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get set }
    func start()
}
