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

/// A form whose view ends editing when tapped beside its fields, as many apps write it:
/// a title label, an email field, and a "Sign in" button that pushes Reset.
@MainActor private final class FormViewController: UIViewController {
    var onSignIn: () -> Void = {}
    let email = UITextField()
    let signIn = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        let title = UILabel()
        title.text = "Welcome back"
        signIn.setTitle("Sign in", for: .normal)
        signIn.addTarget(self, action: Selector(navSimPort: "signInTapped", Self.signInTapped), for: .touchUpInside)
        for subview in [title, email, signIn] { view.addSubview(subview) }
        view.addGestureRecognizer(
            UITapGestureRecognizer(target: self, action: Selector(navSimPort: "endEditing", Self.endEditing)))
    }

    func endEditing() { view.endEditing(true) }
    func signInTapped() { onSignIn() }
}

@MainActor private final class FormCoordinator: Starting {
    let navigation: UINavigationController
    init(navigation: UINavigationController) { self.navigation = navigation }

    func start() {
        let form = FormViewController()
        form.onSignIn = { [weak self] in self?.navigation.pushViewController(ResetViewController(), animated: true) }
        navigation.pushViewController(form, animated: false)
    }

    static var app: NavSimApp {
        NavSimApp(sceneDelegate: {
            NavigationSceneDelegate(keepingRoot: true) { FormCoordinator(navigation: $0).started() }
        })
    }
}

@Suite @MainActor struct GestureTapTests {
    @Test func aTapRecognizerOnAViewTouchesReachIsAControlNamedByItsText() {
        let (store, taps) = launched { SignInCoordinator.app }
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

    /// A tap recognizer on a view that holds controls is a tap on the background beside
    /// them: named `background`, not after the title label (which would also make the real
    /// button "Sign in#2"), and no dead input when, with no field editing, it does nothing.
    @Test func aTapBesideAFormsControlsIsTheBackgroundAndNotADeadInput() {
        let taps = launched { FormCoordinator.app }.taps
        #expect(taps == ["background", "textField", "Sign in"])

        let report = SystematicExploration(depth: 2) { FormCoordinator.app }.run()
        #expect(report.coverage.screens == ["Form", "Reset"])
        #expect(report.findings.map(\.rule).isEmpty, "\(report.findings.map(\.message))")
        #expect(!report.coverage.deadActions.contains { $0.action == "background" })
    }

    @Test func onlyTheBackgroundTapsNameIsExemptFromDeadInputs() {
        let screen = ScreenID(1)
        for action in ["background", "background#2", "background#12"] {
            #expect(NavigationEvent.isBackgroundTap(action))
            let tap = NavigationEvent.userTapped(screen: screen, action: action, argument: .null)
            #expect(InvariantViolation.deadInput(tap, in: NavigationState()) == nil)
        }
        for action in ["backgrounds", "background#", "background#x", "Background", "tap"] {
            #expect(!NavigationEvent.isBackgroundTap(action))
            let tap = NavigationEvent.userTapped(screen: screen, action: action, argument: .null)
            #expect(InvariantViolation.deadInput(tap, in: NavigationState())?.rule == .deadInput)
        }
    }

    /// A store of `app`, launched, and the taps its first screen offers.
    private func launched(_ app: @MainActor @Sendable () -> NavSimApp) -> (NavigationTestStore, taps: [String]) {
        let store = NavigationTestStore(app: app)
        store.launch()
        store.skipEvents()
        let taps = store.availableInputs.compactMap { input -> String? in
            guard case .userTapped(_, let action, _) = input else { return nil }
            return action
        }
        return (store, taps)
    }
}
