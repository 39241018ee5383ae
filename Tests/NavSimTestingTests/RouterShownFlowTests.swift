import NavSimCore
import NavSimTesting
import NavSimUIKit
import Testing

/// A launch flow in the shape of shles/Coordinator: coordinators share a base class that
/// keeps their children, show their screens through routers they hold (an `AppRouter` that
/// sets the window's root, a `Router` over a navigation controller) and are wired by
/// closures: the sign-in screen gets the parent's `finishFlow` closure, not its coordinator.
/// The leaky variant's `finishFlow` forgets to remove the sign-in child; it no longer
/// mentions the child, so the closure captures only the parent (as Swift drops a capture
/// nothing uses), and nothing links the sign-in screen to its coordinator but the stack
/// that showed it.
@MainActor private class BaseCoordinator {
    private var childCoordinators: [BaseCoordinator] = []

    func start() {}

    func attachChild(_ coordinator: BaseCoordinator) {
        childCoordinators.append(coordinator)
    }

    func detachChild(_ coordinator: BaseCoordinator) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}

/// Sets the window's root for the coordinators that hold it: a helper, not a coordinator.
@MainActor private final class AppRouter {
    private let window: UIWindow

    init(window: UIWindow) { self.window = window }

    func setRootViewController(_ controller: UIViewController) {
        window.rootViewController = controller
    }
}

/// Pushes onto a navigation controller for the coordinator that holds it.
@MainActor private final class Router {
    private let rootController: UINavigationController

    init(rootController: UINavigationController) { self.rootController = rootController }

    func setRootViewController(_ controller: UIViewController) {
        rootController.setViewControllers([controller], animated: false)
    }

    func push(_ controller: UIViewController) {
        rootController.pushViewController(controller, animated: false)
    }
}

private final class LaunchCoordinator: BaseCoordinator {
    let appRouter: AppRouter
    let detachesSignIn: Bool
    let feedPushesItself: Bool
    private var isSignedIn = false

    init(appRouter: AppRouter, detachesSignIn: Bool, feedPushesItself: Bool) {
        self.appRouter = appRouter
        self.detachesSignIn = detachesSignIn
        self.feedPushesItself = feedPushesItself
    }

    override func start() {
        if isSignedIn { runFeedFlow() } else { runSignInFlow() }
    }

    private func runSignInFlow() {
        let coordinator = SignInCoordinator(appRouter: appRouter)
        if detachesSignIn {
            coordinator.finishFlow = { [unowned self, unowned coordinator] in
                self.isSignedIn = true
                self.start()
                self.detachChild(coordinator)
            }
        } else {
            coordinator.finishFlow = { [unowned self] in
                self.isSignedIn = true
                self.start()
            }
        }
        attachChild(coordinator)
        coordinator.start()
    }

    private func runFeedFlow() {
        let navigation = UINavigationController()
        appRouter.setRootViewController(navigation)
        let coordinator = FeedCoordinator(router: Router(rootController: navigation), screenPushes: feedPushesItself)
        attachChild(coordinator)
        coordinator.start()
    }
}

private final class SignInCoordinator: BaseCoordinator {
    var finishFlow: (() -> Void)?
    private let appRouter: AppRouter

    init(appRouter: AppRouter) { self.appRouter = appRouter }

    override func start() {
        let screen = ButtonViewController(title: "signIn")
        screen.onTap = finishFlow
        appRouter.setRootViewController(screen)
    }
}

/// Shows the item through its router, or has the feed screen push it.
private final class FeedCoordinator: BaseCoordinator {
    private let router: Router
    private let screenPushes: Bool

    init(router: Router, screenPushes: Bool) {
        self.router = router
        self.screenPushes = screenPushes
    }

    override func start() {
        let screen = ButtonViewController(title: "open")
        if screenPushes {
            screen.onTap = { [unowned screen] in screen.pushItem() }
        } else {
            screen.onTap = { [unowned self] in self.router.push(ButtonViewController(title: "item")) }
        }
        router.setRootViewController(screen)
    }
}

private final class ButtonViewController: UIViewController {
    var onTap: (() -> Void)?

    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    func pushItem() {
        navigationController?.pushViewController(ButtonViewController(title: "item"), animated: false)
    }

    /// A button titled as the screen, when the screen has something to do.
    override func viewDidLoad() {
        super.viewDidLoad()
        guard onTap != nil else { return }
        view.addSubview(UIButton(primaryAction: UIAction(title: title ?? "") { [weak self] _ in self?.onTap?() }))
    }
}

private final class RouterSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var coordinator: LaunchCoordinator?
    let detachesSignIn: Bool
    let feedPushesItself: Bool

    init(detachesSignIn: Bool, feedPushesItself: Bool) {
        self.detachesSignIn = detachesSignIn
        self.feedPushesItself = feedPushesItself
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        self.window = window
        let coordinator = LaunchCoordinator(
            appRouter: AppRouter(window: window), detachesSignIn: detachesSignIn, feedPushesItself: feedPushesItself)
        self.coordinator = coordinator
        coordinator.start()
        window.makeKeyAndVisible()
    }
}

@Suite @MainActor struct RouterShownFlowTests {
    static func app(detachesSignIn: Bool, feedPushesItself: Bool = false) -> NavSimApp {
        NavSimApp(sceneDelegate: {
            RouterSceneDelegate(detachesSignIn: detachesSignIn, feedPushesItself: feedPushesItself)
        })
    }

    /// The sign-in screen reaches only the launch coordinator, through `finishFlow`, but the
    /// sign-in coordinator showed it; the feed's navigation controller is its coordinator's
    /// through the `Router` it keeps, and the item it pushes through that router is its own.
    /// So the sign-in coordinator the leaky variant keeps is reported once its screen left.
    @Test func theCoordinatorWhoseMethodCalledTheRouterOwnsTheScreen() {
        let store = NavigationTestStore(exhaustive: false) { Self.app(detachesSignIn: false) }
        store.launch()
        store.tap("signIn")
        store.tap("open")
        #expect(
            store.lives(andEventsStartingWith: ["ownerFound"]) == [
                "coordinatorCreated c1 LaunchCoordinator", "coordinatorCreated c2 SignInCoordinator",
                "childAdded c2 to c1", "coordinatorStarted c2", "screenCreated s1 Button by c2 state null",
                "coordinatorCreated c3 FeedCoordinator", "childAdded c3 to c1", "coordinatorStarted c3",
                "screenCreated s2 Button by c3 state null", "ownerFound k1 by c3",
                "screenCreated s3 Button by none state null", "ownerFound s3 by c3",
            ])
        store.expectFindings([
            "step 26: flowEndedButAlive: SignInCoordinator#2 has no screen left on screen but is still alive: leaked"
        ])
    }

    @Test func explorationFindsTheSignInChildNobodyRemovedAndProvesTheFixedFlow() {
        let leaky = SystematicExploration(depth: 3) { Self.app(detachesSignIn: false) }.run()
        #expect(
            leaky.findings.map(\.message) == [
                "SignInCoordinator#2 has no screen left on screen but is still alive: leaked"
            ])
        #expect(leaky.findings.first?.inputs.count == 1)
        let fixed = SystematicExploration(depth: 3) { Self.app(detachesSignIn: true) }.run()
        #expect(fixed.findings.isEmpty && fixed.isProof)
    }

    /// A screen a view controller's method pushed is not the coordinator's whose closure
    /// called that method: the search up the stack stops at the recorded controller's frame.
    @Test func aScreenAViewControllerPushedHasNoOwnerFromTheStack() {
        let store = NavigationTestStore(exhaustive: false) { Self.app(detachesSignIn: true, feedPushesItself: true) }
        store.launch()
        store.tap("signIn")
        store.tap("open")
        #expect(
            store.lives(andEventsStartingWith: ["ownerFound"]).suffix(2) == [
                "ownerFound k1 by c3", "screenCreated s3 Button by none state null",
            ])
    }
}
