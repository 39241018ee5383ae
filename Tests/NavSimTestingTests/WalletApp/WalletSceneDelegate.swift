#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The wallet's scene delegate: builds the tabs, hands every link to the app coordinator
/// (at launch from the connection options, later from the scene's calls), and locks the
/// wallet when the scene goes to the background.
final class WalletSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var appCoordinator: WalletCoordinator?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let tabBarController = UITabBarController()
        let coordinator = WalletCoordinator(tabBarController: tabBarController)
        appCoordinator = coordinator
        coordinator.start()
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = tabBarController
        window?.makeKeyAndVisible()
        if let url = connectionOptions.urlContexts.first?.url ?? Self.webpageURL(in: connectionOptions.userActivities) {
            coordinator.open(url)
        } else if let item = connectionOptions.shortcutItem {
            coordinator.perform(shortcut: item.type)
        }
    }

    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        if let url = urlContexts.first?.url { appCoordinator?.open(url) }
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        if let url = Self.webpageURL(in: [userActivity]) { appCoordinator?.open(url) }
    }

    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        appCoordinator?.perform(shortcut: shortcutItem.type)
        completionHandler(true)
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        appCoordinator?.lock()
    }

    private static func webpageURL(in activities: Set<NSUserActivity>) -> URL? {
        activities.first { $0.activityType == NSUserActivityTypeBrowsingWeb }?.webpageURL
    }
}
