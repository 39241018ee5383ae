import NavSimCore
import NavSimSimulator
import NavSimUIKit

/// A screen whose buttons run the test's closures, named by the test.
final class ButtonsViewController: UIViewController, NavSimNamed {
    let navSimName: String
    weak var coordinator: TestCoordinator?
    var onViewDidLoad: () -> Void = {}
    var onWillAppear: () -> Void = {}
    var onWillDisappear: () -> Void = {}
    var onDidDisappear: () -> Void = {}
    private var pending: [UIButton] = []

    init(_ name: String, coordinator: TestCoordinator?) {
        navSimName = name
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    /// Adds a button titled `title` that runs `action`.
    func addButton(_ title: String, action: @escaping @MainActor () -> Void) {
        let button = UIButton(primaryAction: UIAction(title: title) { _ in action() })
        if isViewLoaded { view.addSubview(button) } else { pending.append(button) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        pending.forEach(view.addSubview)
        pending = []
        onViewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        onWillAppear()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        onWillDisappear()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        onDidDisappear()
    }
}

/// The coordinator of a test app: a navigation controller and the children it keeps.
@MainActor final class TestCoordinator {
    let navigationController = UINavigationController()
    var childCoordinators: [TestCoordinator] = []
    /// Child flows shown in sheets (`SheetSwipeTests`).
    var sheetFlows: [SheetFlowCoordinator] = []
    /// Child flows shown with a custom transition (`CustomTransitionTests`).
    var cardFlows: [CardFlowCoordinator] = []
    /// Child flows popped with an interactive transition (`InteractiveTransitionTests`).
    var detailFlows: [DetailFlowCoordinator] = []

    /// A screen named `name` owned by this coordinator.
    func screen(_ name: String) -> ButtonsViewController { ButtonsViewController(name, coordinator: self) }
}

/// A scene with one coordinator whose root screen "Root" gets the test's buttons.
final class TestSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var coordinator: TestCoordinator?
    private let configure: @MainActor (TestSceneDelegate, TestCoordinator, ButtonsViewController) -> Void

    init(configure: @escaping @MainActor (TestSceneDelegate, TestCoordinator, ButtonsViewController) -> Void) {
        self.configure = configure
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let coordinator = TestCoordinator()
        self.coordinator = coordinator
        let root = coordinator.screen("Root")
        coordinator.navigationController.pushViewController(root, animated: false)
        configure(self, coordinator, root)
        window = UIWindow(windowScene: scene)
        window?.rootViewController = coordinator.navigationController
        window?.makeKeyAndVisible()
    }
}

/// A launched session of the test app `configure` sets up, with its log.
@MainActor
func launched(
    _ configure: @escaping @MainActor (TestSceneDelegate, TestCoordinator, ButtonsViewController) -> Void = { _, _, _ in
    }
) throws -> (Session, EventLog) {
    let log = EventLog()
    let session = Session(app: NavSimApp(sceneDelegate: { TestSceneDelegate(configure: configure) }), sink: log)
    try session.launch()
    return (session, log)
}

/// The events recorded since `count`, as text.
func events(of log: EventLog, after count: Int) -> [String] { log.events[count...].map(\.description) }

/// Taps `action` in `session` and returns the events the tap recorded in `log`, as text.
@MainActor func events(of log: EventLog, tapping action: String, in session: Session) throws -> [String] {
    let mark = log.events.count
    try session.tap(action)
    return events(of: log, after: mark)
}
