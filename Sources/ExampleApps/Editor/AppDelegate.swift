#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// Builds the app coordinator and the window at launch.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var appCoordinator: AppCoordinator?
    private let variant: AppVariant

    init(variant: AppVariant) {
        self.variant = variant
        super.init()
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let coordinator = AppCoordinator(variant: variant)
        coordinator.start()
        appCoordinator = coordinator
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = coordinator.sceneViewController
        window?.makeKeyAndVisible()
        return true
    }
}
