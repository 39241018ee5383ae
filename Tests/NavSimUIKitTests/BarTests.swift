import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// The navigation bar and the tab bar: appearance kept, and a hidden navigation bar takes
/// its back button and bar button items off the screen.
@Suite @MainActor struct BarTests {
    /// A sign-in screen that hides the bar while it is in view, as many apps do.
    final class SignInViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in })
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            navigationController?.navigationBar.isHidden = true
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let tabBarController = UITabBarController()

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            tabBarController.tabBar.barTintColor = .orange
            tabBarController.tabBar.unselectedItemTintColor = .white
            tabBarController.viewControllers = [navigationController]
            navigationController.navigationBar.prefersLargeTitles = true
            navigationController.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
            navigationController.pushViewController(SignInViewController(), animated: false)
            window = UIWindow(windowScene: scene)
            window?.rootViewController = tabBarController
            window?.makeKeyAndVisible()
        }
    }

    private func launched() throws -> (Session, SceneDelegate) {
        var delegate: SceneDelegate?
        let session = Session(
            app: NavSimApp(sceneDelegate: {
                let made = SceneDelegate()
                delegate = made
                return made
            }), sink: EventLog())
        try session.launch()
        return try (session, #require(delegate))
    }

    @Test func barsKeepTheirAppearance() throws {
        let (_, delegate) = try launched()
        #expect(delegate.tabBarController.tabBar.barTintColor == .orange)
        #expect(delegate.tabBarController.tabBar.unselectedItemTintColor == .white)
        #expect(delegate.navigationController.navigationBar.prefersLargeTitles)
        let attributes = delegate.navigationController.navigationBar.titleTextAttributes
        #expect(attributes?[.foregroundColor] as? UIColor == .white)
    }

    @Test func aHiddenNavigationBarShowsNoBackButtonAndNoBarButtonItems() throws {
        let (session, delegate) = try launched()
        let navigation = delegate.navigationController
        #expect(navigation.isNavigationBarHidden, "hiding the bar itself is what isNavigationBarHidden reads")
        #expect(session.availableInputs().map(\.description) == ["tabTapped 0 of k1"])
        #expect(throws: SessionError.self) { try session.tapBack() }

        session.runtime.asCurrent { navigation.setNavigationBarHidden(false, animated: true) }
        #expect(!navigation.navigationBar.isHidden)
        #expect(
            session.availableInputs().map(\.description) == [
                "userTapped done on s2", "backTapped k2", "interactiveBackBegan k2", "tabTapped 0 of k1",
            ])
    }
}
