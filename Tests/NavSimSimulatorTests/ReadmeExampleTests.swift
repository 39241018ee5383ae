import NavSimCore
import NavSimSimulator
import Testing

// The README's "Modelling your own app" example, kept compiling and checked.

private final class AppCoordinator: BaseCoordinator {
    let navigationController: NavigationController
    var childCoordinators: [BaseCoordinator] = [] {
        didSet { childrenDidChange(from: oldValue, to: childCoordinators) }
    }

    init(navigationController: NavigationController) {
        self.navigationController = navigationController
        super.init()
    }

    override func start() {
        super.start()
        let inbox = Screen(name: "Inbox", owner: self, viewModel: InboxViewModel())
        inbox.addAction("compose") { [weak self] _ in self?.compose() }
        navigationController.pushViewController(inbox)
    }

    func compose() {
        navigationController.present(Screen(name: "Compose", owner: self), style: .pageSheet)
    }
}

private struct InboxState: Codable, Equatable { var unread = 3 }
private final class InboxViewModel: ViewModel<InboxState> {
    init() { super.init(state: InboxState()) }
}

private final class MyApp: AppModel {
    var window: Window?
    var coordinator: AppCoordinator?
    func didFinishLaunching(runtime: Runtime) {
        let navigation = NavigationController()
        coordinator = AppCoordinator(navigationController: navigation)
        coordinator?.start()
        window = Window()
        window?.rootViewController = navigation
    }
}

@Suite @MainActor struct ReadmeExampleTests {
    @Test func theReadmeExampleRunsAsDescribed() throws {
        let log = EventLog()
        let session = Session(app: MyApp(), sink: log)
        try session.launch()
        try session.tap("compose")
        #expect(session.state.frontScreen.flatMap { session.state.screens[$0]?.name } == "Compose")
        #expect(session.state.screens[ScreenID(1)]?.state == ["unread": 3])
        #expect(session.state.screensInView == [ScreenID(1), ScreenID(2)])
        #expect(session.state.invariantViolations().isEmpty)
        #expect(
            log.events.contains(
                .presented(.screen(ScreenID(2)), presenter: .container(ContainerID(1)), style: .pageSheet)))
    }
}
