import NavSimCore
import NavSimSimulator
import Testing

/// App code makes coordinators, controllers and windows without passing a runtime, as
/// UIKit code does: they belong to the session that is launching the app or answering an
/// input.
@Suite @MainActor struct CurrentRuntimeTests {
    final class FeedCoordinator: BaseCoordinator {
        let navigationController = NavigationController()
        var detail: FeedCoordinator?

        override func start() {
            super.start()
            navigationController.pushViewController(Screen(name: "Feed", owner: self))
        }
    }

    final class App: AppModel {
        var window: Window?
        var coordinator: FeedCoordinator?
        var runtimeSeenAtLaunch: Runtime?

        func didFinishLaunching(runtime: Runtime) {
            runtimeSeenAtLaunch = Runtime.current
            coordinator = FeedCoordinator()
            coordinator?.start()
            window = Window()
            window?.rootViewController = coordinator?.navigationController
        }
    }

    @Test func objectsMadeWithoutARuntimeBelongToTheSessionRunningTheirCode() throws {
        #expect(Runtime.current == nil)
        let app = App()
        let log = EventLog()
        let session = Session(app: app, sink: log)
        try session.launch()
        #expect(app.runtimeSeenAtLaunch === session.runtime)
        #expect(Runtime.current == nil, "no session is current between inputs")
        let (c1, s1, k1, w1) = (CoordinatorID(1), ScreenID(1), ContainerID(1), WindowID(1))
        // A stored property's initial value is made before `super.init()` runs, as in Swift.
        #expect(
            log.events == [
                .launched, .containerCreated(k1, style: .navigation, owner: nil),
                .coordinatorCreated(c1, type: "FeedCoordinator"), .coordinatorStarted(c1),
                .screenCreated(s1, name: "Feed", owner: c1, state: .null), .pushed(s1, container: k1),
                .windowCreated(w1), .windowRootSet(w1, root: .container(k1)), .lifecycle(s1, .viewDidLoad),
                .lifecycle(s1, .viewWillAppear), .lifecycle(s1, .viewDidAppear),
            ])
        var replayed = NavigationState()
        for event in log.events { try replayed.apply(event) }
        #expect(replayed == session.state)
    }

    @Test func eachSessionGetsItsOwnObjects() throws {
        let first = EventLog()
        let second = EventLog()
        let sessions = [Session(app: App(), sink: first), Session(app: App(), sink: second)]
        for session in sessions { try session.launch() }
        #expect(first.events == second.events)
        #expect(sessions[0].state == sessions[1].state)
    }
}
