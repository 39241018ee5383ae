#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

/// Makes the window and the main coordinator, which it keeps: view controllers hold their
/// coordinator weakly.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var mainCoordinator: MainCoordinator?
    let variant: Variant

    init(variant: Variant) {
        self.variant = variant
        super.init()
    }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = (scene as? UIWindowScene) else { return }

        window = UIWindow(windowScene: windowScene)
        let nav = UINavigationController()
        mainCoordinator = MainCoordinator(nav: nav, variant: variant)
        mainCoordinator?.start()

        window?.rootViewController = nav
        window?.makeKeyAndVisible()
    }
}
