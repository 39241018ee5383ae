import NavSimCore
import NavSimTesting
import NavSimUIKit
import Testing

/// The root coordinator, which keeps the window's navigation controller and, once the
/// welcome screen's "Sign in" is tapped, the feed's coordinator, as Job4m2's `AppCoordinator`.
@MainActor private final class RootFlowCoordinator: Starting {
    let navigation: UINavigationController
    let keepsSignIn: Bool
    var feedCoordinator: FeedCoordinator?

    init(navigation: UINavigationController, keepsSignIn: Bool) {
        self.navigation = navigation
        self.keepsSignIn = keepsSignIn
    }

    func start() {
        navigation.setViewControllers([WelcomeViewController(coordinator: self)], animated: false)
    }

    func showFeed() {
        let feed = FeedCoordinator(navigation: navigation, keepsSignIn: keepsSignIn)
        feedCoordinator = feed
        feed.start()
    }
}

/// A feed whose coordinator logs out as Job4m2's `SexCoordinator.exit()` does: it starts a
/// sign-in child it keeps, whose screen knows nothing of it (NavSim finds no owner), and
/// stays to start the feed again after the next sign-in. The twin makes the sign-in
/// coordinator in a local, so nothing of the feed's flow is left.
@MainActor private final class FeedCoordinator {
    let navigation: UINavigationController
    let keepsSignIn: Bool
    var signInCoordinator: SignInCoordinator?

    init(navigation: UINavigationController, keepsSignIn: Bool) {
        self.navigation = navigation
        self.keepsSignIn = keepsSignIn
    }

    func start() {
        navigation.setViewControllers([FeedViewController(coordinator: self)], animated: false)
    }

    func logOut() {
        let signIn = SignInCoordinator(navigation: navigation)
        if keepsSignIn { signInCoordinator = signIn }
        signIn.start()
    }
}

@MainActor private final class SignInCoordinator {
    let navigation: UINavigationController

    init(navigation: UINavigationController) { self.navigation = navigation }

    func start() {
        navigation.setViewControllers([SignInViewController()], animated: false)
    }
}

private final class FeedViewController: UIViewController {
    weak var coordinator: FeedCoordinator?

    init(coordinator: FeedCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(
            UIButton(primaryAction: UIAction(title: "Log out") { [weak self] _ in self?.coordinator?.logOut() }))
    }
}

private final class WelcomeViewController: UIViewController {
    weak var coordinator: RootFlowCoordinator?

    init(coordinator: RootFlowCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(
            UIButton(primaryAction: UIAction(title: "Sign in") { [weak self] _ in self?.coordinator?.showFeed() }))
    }
}

private final class SignInViewController: UIViewController {}

/// A coordinator whose own screens left while a child it keeps shows the screen in front
/// (whose owner NavSim cannot find) has not ended its flow.
@Suite @MainActor struct ChildFlowOnScreenTests {
    static func explore(keepsSignIn: Bool) -> ExplorationReport {
        SystematicExploration(depth: 3) {
            NavSimApp(sceneDelegate: {
                NavigationSceneDelegate(keepingRoot: true) {
                    RootFlowCoordinator(navigation: $0, keepsSignIn: keepsSignIn).started()
                }
            })
        }.run()
    }

    @Test func aCoordinatorWhoseKeptChildShowsTheSignInIsNotAFlowEnded() {
        let report = Self.explore(keepsSignIn: true)
        #expect(report.findings.map(\.message) == [])
        #expect(report.states == 3)
        #expect(report.complete)
    }

    @Test func aCoordinatorThatKeepsNoChildOfTheSignInHasEndedItsFlow() {
        let report = Self.explore(keepsSignIn: false)
        #expect(
            report.findings.map(\.message) == [
                "FeedCoordinator#2 has no screen left on screen but is still alive: leaked"
            ])
        #expect(
            report.findings.map { $0.inputs.map(ScenarioFile.line(for:)) } == [
                [#"{"tap": "Sign in", "on": "Welcome"}"#, #"{"tap": "Log out", "on": "Feed"}"#]
            ])
    }
}
