#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// Shows the safe, behind the lock.
@MainActor
final class SafeCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let safe = SafeViewController()
        safe.coordinator = self
        navigationController.pushViewController(safe, animated: false)
    }
}

/// The safe's screen.
final class SafeViewController: UIViewController {
    weak var coordinator: SafeCoordinator?
}
