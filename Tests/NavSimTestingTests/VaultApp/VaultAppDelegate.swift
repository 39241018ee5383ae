#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The vault app: a password form, and behind it the safe.
final class VaultAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: VaultCoordinator?
    /// Whether the lock signs in with a button (the teller app).
    var signsInWithButton = false

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let navigationController = UINavigationController()
        coordinator = VaultCoordinator(navigationController: navigationController, signsInWithButton: signsInWithButton)
        coordinator?.start()
        window = UIWindow()
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
        return true
    }
}
