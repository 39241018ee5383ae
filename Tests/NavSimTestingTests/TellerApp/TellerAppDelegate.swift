#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

/// The teller app: a sign-in form, and behind it the safe.
final class TellerAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: TellerCoordinator?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let navigationController = UINavigationController()
        coordinator = TellerCoordinator(navigationController: navigationController)
        coordinator?.start()
        window = UIWindow()
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
        return true
    }
}

/// The teller's root coordinator: the sign-in form, then the safe's child coordinator once
/// the password is right. It never removes that child: going back from the safe leaks it.
@MainActor
final class TellerCoordinator {
    var childCoordinators: [SafeCoordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let signIn = TellerFormViewController()
        signIn.coordinator = self
        navigationController.pushViewController(signIn, animated: false)
    }

    func signedIn() {
        let safe = SafeCoordinator(navigationController: navigationController)
        childCoordinators.append(safe)
        safe.start()
    }
}
