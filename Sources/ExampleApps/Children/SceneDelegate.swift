#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
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
        let coordinator = MainCoordinator(nav: nav, variant: variant)
        // The seed's warning: view controllers hold their coordinator weakly, so the root one
        // must be stored here. Variant `rootNotStored` forgets it: nothing holds it once this
        // method returns.
        if variant != .rootNotStored { mainCoordinator = coordinator }
        coordinator.start()

        window?.rootViewController = nav
        window?.makeKeyAndVisible()
    }
}
