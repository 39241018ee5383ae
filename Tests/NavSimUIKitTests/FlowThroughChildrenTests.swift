import NavSimCore
import NavSimSimulator
import Testing

@testable import NavSimUIKit

/// A coordinator that owns no screen and shows its flow through a child coordinator (a flow
/// that starts a step coordinator, wired by closures) is leaked when its child's screen goes
/// and nothing lets the flow go.
@Suite @MainActor struct FlowThroughChildrenTests {
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var root: RootCoordinator?
        var flowFinishes = false

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let navigationController = UINavigationController()
            let root = RootCoordinator(navigationController, flowFinishes: flowFinishes)
            self.root = root
            root.start()
            window = UIWindow(windowScene: scene)
            window?.rootViewController = navigationController
            window?.makeKeyAndVisible()
        }
    }

    final class RootCoordinator {
        var childCoordinators: [AnyObject] = []
        let navigationController: UINavigationController
        let flowFinishes: Bool

        init(_ navigationController: UINavigationController, flowFinishes: Bool) {
            self.navigationController = navigationController
            self.flowFinishes = flowFinishes
        }

        func start() {
            let home = Screen("Home")
            home.onGo = { [weak self] in self?.startFlow() }
            navigationController.pushViewController(home, animated: false)
        }

        func startFlow() {
            let flow = FlowCoordinator(navigationController)
            flow.onFinish = { [weak self, weak flow] in self?.childCoordinators.removeAll { $0 === flow } }
            childCoordinators.append(flow)
            flow.start(finishing: flowFinishes)
        }
    }

    /// Owns no screen: its one step is a child coordinator's.
    final class FlowCoordinator {
        var childCoordinators: [AnyObject] = []
        var onFinish: (() -> Void)?
        let navigationController: UINavigationController

        init(_ navigationController: UINavigationController) { self.navigationController = navigationController }

        func start(finishing: Bool) {
            let step = StepCoordinator(navigationController)
            step.onFinish = { [weak self] in
                self?.childCoordinators.removeAll()
                if finishing { self?.onFinish?() }
            }
            childCoordinators.append(step)
            step.start()
        }
    }

    final class StepCoordinator {
        var onFinish: (() -> Void)?
        let navigationController: UINavigationController

        init(_ navigationController: UINavigationController) { self.navigationController = navigationController }

        func start() {
            let screen = Screen("Step")
            screen.onGone = { [weak self] in self?.onFinish?() }
            navigationController.pushViewController(screen, animated: true)
        }
    }

    final class Screen: UIViewController, NavSimNamed {
        let navSimName: String
        var onGo: (() -> Void)?
        var onGone: (() -> Void)?

        init(_ name: String) {
            navSimName = name
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            guard onGo != nil else { return }
            let go = UIButton(type: .system)
            go.setTitle("go", for: .normal)
            go.addAction(UIAction { [weak self] _ in self?.onGo?() }, for: .touchUpInside)
            view.addSubview(go)
        }

        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            if parent == nil { onGone?() }
        }
    }

    private func launched(flowFinishes: Bool) throws -> Session {
        let session = Session(
            app: NavSimApp(sceneDelegate: {
                let delegate = SceneDelegate()
                delegate.flowFinishes = flowFinishes
                return delegate
            }), sink: EventLog())
        try session.launch()
        return session
    }

    private func flow(in session: Session) throws -> CoordinatorNode {
        try #require(session.state.coordinators.values.first { $0.type.hasSuffix("FlowCoordinator") })
    }

    @Test func aFlowLeftStoredAfterItsStepEndedIsALeak() throws {
        let session = try launched(flowFinishes: false)
        try session.tap("go")
        #expect(session.state.invariantViolations().isEmpty, "the step is on screen")
        #expect(try flow(in: session).hasShownScreensThroughChildren)
        try session.tapBack()
        let flow = try flow(in: session)
        #expect(!flow.isDeallocated && flow.children.isEmpty)
        #expect(
            session.state.invariantViolations().map(\.description) == [
                "flowEndedButAlive: \(flow.displayName) has no screen left on screen but is still alive: leaked"
            ])
    }

    @Test func aFlowLetGoWhenItsStepEndsIsNoLeak() throws {
        let session = try launched(flowFinishes: true)
        try session.tap("go")
        try session.tapBack()
        #expect(
            !session.state.coordinators.values.contains { $0.type.hasSuffix("FlowCoordinator") && !$0.isDeallocated })
        #expect(session.state.invariantViolations().isEmpty)
    }
}
