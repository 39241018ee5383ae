import NavSimCore
import NavSimExploration
import NavSimTesting
import NavSimUIKit
import Testing

/// The most common launch-time coordinator bug: the app coordinator presents the sign-in
/// flow as soon as the home screen's view loads, before it is in the window, so UIKit
/// refuses with "whose view is not in the window hierarchy" and the user lands on a home
/// screen that should have been behind the sign-in. The fixed app presents once the
/// window shows the home screen.
@MainActor private final class SignInAppCoordinator {
    let navigationController = UINavigationController()
    let presentsEarly: Bool

    init(presentsEarly: Bool) { self.presentsEarly = presentsEarly }

    func start(in window: UIWindow?) {
        let home = LandingViewController()
        home.onLoad = { [weak self] in if self?.presentsEarly == true { self?.showSignIn() } }
        navigationController.viewControllers = [home]
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
        if !presentsEarly { showSignIn() }
    }

    func showSignIn() {
        let signIn = PasswordFormViewController()
        signIn.onSignIn = { [weak self] in self?.navigationController.dismiss(animated: true) }
        signIn.modalPresentationStyle = .fullScreen
        navigationController.present(signIn, animated: true)
    }
}

private final class LandingViewController: UIViewController {
    var onLoad: () -> Void = {}

    override func viewDidLoad() {
        super.viewDidLoad()
        onLoad()
    }
}

private final class PasswordFormViewController: UIViewController {
    var onSignIn: () -> Void = {}

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(UIButton(primaryAction: UIAction(title: "Sign In") { [weak self] _ in self?.onSignIn() }))
    }
}

private final class SignInSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let coordinator: SignInAppCoordinator

    init(presentsEarly: Bool) { coordinator = SignInAppCoordinator(presentsEarly: presentsEarly) }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: scene)
        coordinator.start(in: window)
    }
}

@Suite @MainActor struct EarlyPresentationTests {
    @Test func exploreFindsASignInPresentedBeforeTheHomeScreenIsInTheWindowAtLaunch() {
        let early = SystematicExploration(depth: 3) {
            NavSimApp(sceneDelegate: { SignInSceneDelegate(presentsEarly: true) })
        }.run()
        #expect(
            early.findings.map(\.message) == [
                "UIKit ignored `present s2 from k1`: Attempt to present <PasswordFormViewController> on "
                    + "<UINavigationController> whose view is not in the window hierarchy"
            ])
        #expect(early.findings.map(\.rule) == ["ignoredCommand"])
        #expect(early.findings.first?.inputs == [])
        let fixed = SystematicExploration(depth: 3) {
            NavSimApp(sceneDelegate: { SignInSceneDelegate(presentsEarly: false) })
        }.expectNoFindings()
        #expect(fixed.findings.isEmpty && fixed.complete)
    }
}
