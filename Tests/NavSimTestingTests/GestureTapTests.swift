import NavSimCore
import NavSimExploration
import NavSimTesting
import NavSimUIKit
import Testing

/// A sign-in screen whose links are labels and an image with tap recognizers: "Forgot
/// password?" accepts touches and pushes a screen; "Terms" forgot `isUserInteractionEnabled`,
/// so on iOS a tap on it does nothing; the avatar's recognizer is disabled.
@MainActor private final class SignInViewController: UIViewController {
    var onForgot: () -> Void = {}
    private(set) var statesSeen: [UIGestureRecognizer.State] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let forgot = UILabel()
        forgot.text = "Forgot password?"
        forgot.isUserInteractionEnabled = true
        forgot.addGestureRecognizer(
            UITapGestureRecognizer(target: self, action: Selector(navSimPort: "forgot(_:)", Self.forgot(_:))))
        let terms = UILabel()
        terms.text = "Terms"
        terms.addGestureRecognizer(
            UITapGestureRecognizer(target: self, action: Selector(navSimPort: "forgot(_:)", Self.forgot(_:))))
        let avatar = UIImageView()
        avatar.accessibilityIdentifier = "avatar"
        avatar.isUserInteractionEnabled = true
        let disabled = UITapGestureRecognizer(target: self, action: Selector(navSimPort: "forgot(_:)", Self.forgot(_:)))
        disabled.isEnabled = false
        avatar.addGestureRecognizer(disabled)
        for view in [forgot, terms, avatar] { self.view.addSubview(view) }
    }

    func forgot(_ sender: UITapGestureRecognizer) {
        statesSeen.append(sender.state)
        onForgot()
    }
}

@MainActor private final class ResetViewController: UIViewController {}

@MainActor private final class SignInCoordinator: Starting {
    let navigation: UINavigationController
    static weak var signIn: SignInViewController?
    init(navigation: UINavigationController) { self.navigation = navigation }

    func start() {
        let signIn = SignInViewController()
        Self.signIn = signIn
        signIn.onForgot = { [weak self] in self?.navigation.pushViewController(ResetViewController(), animated: true) }
        navigation.pushViewController(signIn, animated: false)
    }

    static var app: NavSimApp {
        NavSimApp(sceneDelegate: {
            NavigationSceneDelegate(keepingRoot: true) { SignInCoordinator(navigation: $0).started() }
        })
    }
}

@Suite @MainActor struct GestureTapTests {
    @Test func aTapRecognizerOnAViewTouchesReachIsAControlNamedByItsText() {
        let store = NavigationTestStore { SignInCoordinator.app }
        store.launch()
        store.skipEvents()
        let taps = store.availableInputs.compactMap { input -> String? in
            guard case .userTapped(_, let action, _) = input else { return nil }
            return action
        }
        #expect(taps == ["Forgot password?"], "not the label that takes no touches, nor a disabled recognizer")
        store.tap("Forgot password?")
        store.expectEvents([
            "userTapped Forgot password? on s1",
            "screenCreated s2 Reset by none state null",
            "pushed s2 onto k1",
            "viewDidLoad s2",
            "viewWillDisappear s1",
            "viewWillAppear s2",
            "ownerFound s2 by c1",
            "animationsEnded",
            "viewDidDisappear s1",
            "viewDidAppear s2",
        ])
        #expect(SignInCoordinator.signIn?.statesSeen == [.ended])
    }

    @Test func explorationReachesTheScreenOnlyARecognizerLeadsTo() {
        let report = SystematicExploration(depth: 2) { SignInCoordinator.app }.run()
        #expect(report.coverage.screens == ["Reset", "SignIn"])
    }
}
