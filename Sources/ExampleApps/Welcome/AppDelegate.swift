#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// Makes the window and starts the welcome flow.
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var welcomeCoordinator: WelcomeCoordinator?
    let variant: Variant

    init(variant: Variant) {
        self.variant = variant
        super.init()
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        let navigationController = UINavigationController()
        let input = WelcomeCoordinatorInput(navigationController: navigationController, variant: variant)
        welcomeCoordinator = WelcomeCoordinator(input: input, actions: WelcomeCoordinatorOutput())
        welcomeCoordinator?.start()
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
        return true
    }
}
