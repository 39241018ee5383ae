#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The child that shows the compose screen; its screen holds it weakly.
@MainActor
final class ComposeCoordinator {
    let navigationController: UINavigationController
    weak var screen: ComposeViewController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let compose = ComposeViewController()
        compose.coordinator = self
        screen = compose
        navigationController.pushViewController(compose, animated: true)
    }

    func save() {
        navigationController.popViewController(animated: true)
    }
}
