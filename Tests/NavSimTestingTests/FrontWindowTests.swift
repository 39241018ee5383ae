import NavSimCore
import NavSimTesting
import NavSimUIKit
import Testing

/// An app that makes a new window when the user logs out, as session-based apps do: the new
/// window covers the old one, so its screen is the one the user taps.
@MainActor private final class HomeScreen: UIViewController {
    var onLogOut: () -> Void = {}
    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton()
        button.setTitle("Log out", for: .normal)
        button.addAction(UIAction { [weak self] _ in self?.onLogOut() }, for: .touchUpInside)
        view.addSubview(button)
    }
}

@MainActor private final class SignInScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton()
        button.setTitle("Sign in", for: .normal)
        button.addAction(UIAction { _ in }, for: .touchUpInside)
        view.addSubview(button)
    }
}

@MainActor private final class SessionSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let home = HomeScreen()
        home.onLogOut = { [weak self] in
            let window = UIWindow(windowScene: scene)
            window.rootViewController = SignInScreen()
            window.makeKeyAndVisible()
            self?.window = window
        }
        window = UIWindow(windowScene: scene)
        window?.rootViewController = home
        window?.makeKeyAndVisible()
    }
}

@Suite @MainActor struct FrontWindowTests {
    private func taps(_ store: NavigationTestStore) -> [String] {
        store.availableInputs.compactMap { input in
            guard case .userTapped(_, let action, _) = input else { return nil }
            return action
        }
    }

    @Test func aWindowMadeLaterIsTheOneTheUserTaps() {
        let store = NavigationTestStore(exhaustive: false) {
            NavSimApp(sceneDelegate: { SessionSceneDelegate() })
        }
        store.launch()
        #expect(taps(store) == ["Log out"])
        store.tap("Log out")
        #expect(taps(store) == ["Sign in"], "the new window covers the old one")
    }
}
