#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// Builds the services, the projects flow and the window; opens `projects://add`.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var projectsCoordinator: ProjectsCoordinator?
    private let variant: AppVariant

    init(variant: AppVariant) {
        self.variant = variant
        super.init()
    }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let router = Router(
            navigationController: UINavigationController(), tracksPops: variant == .routerTracksPops)
        let services = ProjectsCoordinator.Services(
            router: router, projectsProvider: ProjectsProvider(), activityManager: ActivityManager(),
            locationManager: LocationManager(), accountManager: AccountManager())
        let coordinator = ProjectsCoordinator(servicesContainer: services)
        coordinator.start()
        projectsCoordinator = coordinator
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = coordinator.initialViewController
        window?.makeKeyAndVisible()
    }

    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        guard let url = urlContexts.first?.url, url.scheme == "projects", url.host == "add" else { return }
        projectsCoordinator?.addProject()
    }
}
