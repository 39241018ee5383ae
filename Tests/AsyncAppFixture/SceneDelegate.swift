import Foundation

#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// Makes the window and the app coordinator, which it keeps.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var coordinator: AppCoordinator?
    let leaksArticles: Bool

    init(leaksArticles: Bool) {
        self.leaksArticles = leaksArticles
        super.init()
    }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        // For the tests: app code that traps, ends the process or never returns at launch.
        switch ProcessInfo.processInfo.environment["NEWS_AT_LAUNCH"] {
        case "trap":
            let none: [String] = []
            print("news: \(none.first!)")
        case "exit": exit(3)
        case "hang":
            var spins = 0
            while spins >= 0 { spins = (spins &+ 1) & 0xFFFF }
        default: break
        }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        print("scene: connecting at \(Date())")
        coordinator = AppCoordinator(window: window, leaksArticles: leaksArticles)
        coordinator?.start()
        window.makeKeyAndVisible()
    }
}
