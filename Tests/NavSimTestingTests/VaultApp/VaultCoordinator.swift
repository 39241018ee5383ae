#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

/// The vault's root coordinator: the lock screen, then the safe's child coordinator once
/// the password is right. It never removes that child: going back from the safe leaks it,
/// a bug only a signed-in user can reach.
@MainActor
final class VaultCoordinator {
    var childCoordinators: [SafeCoordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let lock = LockViewController()
        lock.coordinator = self
        navigationController.pushViewController(lock, animated: false)
    }

    func unlocked() {
        let safe = SafeCoordinator(navigationController: navigationController)
        childCoordinators.append(safe)
        safe.start()
    }
}
