#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The vault's root coordinator: the lock screen, then the safe's child coordinator once
/// the password is right. It never removes that child: going back from the safe leaks it,
/// a bug only a signed-in user can reach.
@MainActor
final class VaultCoordinator {
    var childCoordinators: [SafeCoordinator] = []
    let navigationController: UINavigationController
    /// Whether the lock is a form with a Sign in button (the teller app) rather than a field
    /// that opens on Return.
    let signsInWithButton: Bool

    init(navigationController: UINavigationController, signsInWithButton: Bool = false) {
        self.navigationController = navigationController
        self.signsInWithButton = signsInWithButton
    }

    func start() {
        if signsInWithButton {
            let form = TellerFormViewController()
            form.coordinator = self
            navigationController.pushViewController(form, animated: false)
        } else {
            let lock = LockViewController()
            lock.coordinator = self
            navigationController.pushViewController(lock, animated: false)
        }
    }

    func unlocked() {
        let safe = SafeCoordinator(navigationController: navigationController)
        childCoordinators.append(safe)
        safe.start()
    }
}
