#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The seed's base template for every coordinator of the app.
@MainActor
protocol Coordinator {
    var parentCoordinator: Coordinator? { get set }
    var children: [Coordinator] { get set }
    var navigationController: UINavigationController { get set }

    func start()
}
