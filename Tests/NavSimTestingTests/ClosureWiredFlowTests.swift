import NavSimCore
import NavSimTesting
import NavSimUIKit
import Testing

/// A flow wired by closures, as Swift code wires flows today: the scene delegate keeps its
/// root coordinator in a local, which only the list's closure keeps alive; a detail
/// coordinator keeps no reference to its screen, whose view model reports through
/// `[weak self]` closures, and tells its parent it finished (its screen left, by "done" or
/// by the back button) through another. The leaky variant's parent forgets to remove the
/// child.
final class NavigationSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// The root coordinator, when the scene delegate keeps it; else it is a local.
    var root: AnyObject?
    let start: @MainActor (UINavigationController) -> AnyObject
    let keepsRoot: Bool

    /// A scene delegate whose window shows a navigation controller it made, handed to
    /// `start`, which starts the root coordinator.
    init(keepingRoot: Bool = false, start: @escaping @MainActor (UINavigationController) -> AnyObject) {
        keepsRoot = keepingRoot
        self.start = start
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let navigation = UINavigationController()
        window = UIWindow(windowScene: scene)
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
        let coordinator = start(navigation)
        if keepsRoot { root = coordinator }
    }
}

/// A coordinator the scene delegate starts.
@MainActor protocol Starting: AnyObject {
    func start()
}

extension Starting {
    /// Starts it and returns it.
    func started() -> Self {
        start()
        return self
    }
}

@MainActor private final class LibraryCoordinator: Starting {
    let navigation: UINavigationController
    let removesChildren: Bool
    var children: [BookCoordinator] = []

    init(navigation: UINavigationController, removesChildren: Bool) {
        self.navigation = navigation
        self.removesChildren = removesChildren
    }

    func start() {
        let viewModel = ActionViewModel()
        viewModel.onAction = { self.openBook() }
        navigation.pushViewController(ActionViewController(action: "open", viewModel: viewModel), animated: false)
    }

    func openBook() {
        let child = BookCoordinator(navigation: navigation)
        child.onFinish = { [weak self] finished in
            guard let self, removesChildren else { return }
            children.removeAll { $0 === finished }
        }
        children.append(child)
        child.start()
    }
}

@MainActor private final class BookCoordinator {
    let navigation: UINavigationController
    var onFinish: ((BookCoordinator) -> Void)?

    init(navigation: UINavigationController) { self.navigation = navigation }

    func start() {
        let viewModel = ActionViewModel()
        viewModel.onAction = { [weak self] in self?.navigation.popViewController(animated: false) }
        viewModel.onLeave = { [weak self] in
            guard let self else { return }
            onFinish?(self)
        }
        navigation.pushViewController(ActionViewController(action: "done", viewModel: viewModel), animated: false)
    }
}

@MainActor private final class ActionViewModel {
    var onAction: (() -> Void)?
    var onLeave: (() -> Void)?
}

private final class ActionViewController: UIViewController {
    let action: String
    let viewModel: ActionViewModel

    init(action: String, viewModel: ActionViewModel) {
        self.action = action
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(
            UIButton(primaryAction: UIAction(title: action) { [weak self] _ in self?.viewModel.onAction?() }))
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent { viewModel.onLeave?() }
    }
}

@Suite @MainActor struct ClosureWiredFlowTests {
    static func app(removesChildren: Bool) -> NavSimApp {
        NavSimApp(sceneDelegate: {
            NavigationSceneDelegate { navigation in
                LibraryCoordinator(navigation: navigation, removesChildren: removesChildren).started()
            }
        })
    }

    @Test func coordinatorsHeldOnlyByClosuresAreSeenWithTheirScreens() {
        let store = NavigationTestStore(exhaustive: false) { Self.app(removesChildren: true) }
        store.launch()
        store.tap("open")
        store.tap("done")
        #expect(
            store.lives() == [
                "coordinatorCreated c1 LibraryCoordinator", "coordinatorStarted c1",
                "screenCreated s1 Action by c1 state {}",
                "coordinatorCreated c2 BookCoordinator", "childAdded c2 to c1", "coordinatorStarted c2",
                "screenCreated s2 Action by c2 state {}", "coordinatorFinished c2", "childRemoved c2 from c1",
                "coordinatorDeallocated c2",
            ])
    }

    @Test func explorationFindsTheChildNobodyRemovedAndProvesTheFixedFlow() {
        let leaky = SystematicExploration(depth: 3) { Self.app(removesChildren: false) }.run()
        #expect(
            leaky.findings.map(\.message) == [
                "BookCoordinator#2 has no screen left on screen but is still alive: leaked"
            ])
        let fixed = SystematicExploration(depth: 3) { Self.app(removesChildren: true) }.run()
        #expect(leaky.findings.first?.inputs.count == 2)
        #expect(fixed.isProof && fixed.states == 2)
    }
}

/// A list whose coordinator is kept only by the list's closure and whose detail
/// coordinator keeps its screen in a `weak var`, as a forecast app does; the leaky variant
/// keeps every detail coordinator it starts.
@MainActor private final class ForecastCoordinator: Starting {
    let navigation: UINavigationController
    let keepsChildren: Bool
    var children: [DayCoordinator] = []

    init(navigation: UINavigationController, keepsChildren: Bool) {
        self.navigation = navigation
        self.keepsChildren = keepsChildren
    }

    func start() {
        let viewModel = ActionViewModel()
        viewModel.onAction = { self.showDay() }
        navigation.pushViewController(ActionViewController(action: "day", viewModel: viewModel), animated: false)
    }

    func showDay() {
        let day = DayCoordinator()
        if keepsChildren { children.append(day) }
        day.start(on: navigation)
    }
}

@MainActor private final class DayCoordinator {
    private weak var viewController: UIViewController?

    func start(on navigation: UINavigationController) {
        let viewModel = ActionViewModel()
        viewModel.onAction = { [weak navigation] in navigation?.popViewController(animated: false) }
        let screen = ActionViewController(action: "close", viewModel: viewModel)
        viewController = screen
        navigation.pushViewController(screen, animated: false)
    }
}

/// A root coordinator the scene delegate keeps, holding the navigation controller the
/// scene delegate made; signing out replaces its screen with one of a profile coordinator
/// that is not its child (a `[weak self]` closure links them).
@MainActor private final class RootCoordinator: Starting {
    let navigation: UINavigationController

    init(navigation: UINavigationController) { self.navigation = navigation }

    func start() {
        let viewModel = ActionViewModel()
        viewModel.onAction = { [weak self] in self?.showProfile() }
        navigation.setViewControllers([ActionViewController(action: "signOut", viewModel: viewModel)], animated: false)
    }

    func showProfile() {
        let profile = ProfileCoordinator(navigation: navigation)
        profile.onFinish = { [weak self] in self?.start() }
        profile.start()
    }
}

@MainActor private final class ProfileCoordinator {
    let navigation: UINavigationController
    var onFinish: (() -> Void)?

    init(navigation: UINavigationController) { self.navigation = navigation }

    func start() {
        let viewModel = ActionViewModel()
        // The screen's closure keeps this coordinator alive while the screen lives.
        viewModel.onAction = { self.onFinish?() }
        navigation.setViewControllers([ActionViewController(action: "signIn", viewModel: viewModel)], animated: false)
    }
}

/// Owners found after their screens: a coordinator that keeps its screen weakly, and a
/// root coordinator whose navigation controller the scene delegate made.
@Suite @MainActor struct FoundOwnerTests {
    static func forecast(keepsChildren: Bool) -> NavSimApp {
        NavSimApp(sceneDelegate: {
            NavigationSceneDelegate { navigation in
                ForecastCoordinator(navigation: navigation, keepsChildren: keepsChildren).started()
            }
        })
    }

    static func profile() -> NavSimApp {
        NavSimApp(sceneDelegate: {
            NavigationSceneDelegate(keepingRoot: true) { RootCoordinator(navigation: $0).started() }
        })
    }

    @Test func aChildThatKeepsItsScreenWeaklyOwnsItAndItsLeakIsFound() {
        let leaky = SystematicExploration(depth: 3) {
            Self.forecast(keepsChildren: true)
        }.run()
        #expect(
            leaky.findings.map(\.message) == [
                "DayCoordinator#2 has no screen left on screen but is still alive: leaked"
            ])
        #expect(leaky.findings.first?.inputs.count == 2)
        let fixed = SystematicExploration(depth: 3) {
            Self.forecast(keepsChildren: false)
        }.run()
        #expect(fixed.isProof)
    }

    @Test func aRootCoordinatorKeepsItsFlowWhileItsNavigationControllerIsOnScreen() {
        let store = NavigationTestStore(exhaustive: false) { Self.profile() }
        store.launch()
        #expect(store.events.map(\.description).contains("ownerFound k1 by c1"))
        store.tap("signOut")
        store.tap("signIn")
        store.tap("signOut")
        #expect(store.state.invariantViolations().isEmpty)
        let explored = SystematicExploration(depth: 4) { Self.profile() }.run()
        #expect(explored.isProof)
    }
}
