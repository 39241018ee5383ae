#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// Makes the window and the notes coordinator, which it keeps.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var coordinator: NotesCoordinator?
    let storesChildren: Bool

    init(storesChildren: Bool) {
        self.storesChildren = storesChildren
        super.init()
    }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        let navigationController = UINavigationController()
        coordinator = NotesCoordinator(navigationController: navigationController, storesChildren: storesChildren)
        coordinator?.start()
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
    }
}
