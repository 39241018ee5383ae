#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// Makes the window and the app coordinator, which it keeps; opens `recipes://recipe/NAME`.
public final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?
    var appCoordinator: AppCoordinator?
    let removesFinishedChildren: Bool

    /// - Parameter removesFinishedChildren: Whether the app coordinator lets go of a cooking
    ///   flow the user left with the back button (the leaky variant does not).
    public init(removesFinishedChildren: Bool = true) {
        self.removesFinishedChildren = removesFinishedChildren
        super.init()
    }

    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        let navigationController = UINavigationController()
        appCoordinator = AppCoordinator(
            navigationController: navigationController, removesFinishedChildren: removesFinishedChildren)
        appCoordinator?.start()
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
    }

    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        guard let url = urlContexts.first?.url, url.host == "recipe" else { return }
        appCoordinator?.showRecipe(url.lastPathComponent)
    }
}
