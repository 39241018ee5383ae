#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

@MainActor
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get set }
    func start()
}
