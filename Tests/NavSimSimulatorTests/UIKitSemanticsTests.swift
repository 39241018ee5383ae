import NavSimCore
import NavSimSimulator
import Testing

/// An app built by each test: a window with a navigation controller whose root screen
/// "Root" has the controls the test adds.
final class TestApp: AppModel {
    var window: Window?
    var navigation: NavigationController?
    var coordinator: BaseCoordinator?
    let configure: (TestApp, Screen) -> Void

    init(configure: @escaping (TestApp, Screen) -> Void = { _, _ in }) { self.configure = configure }

    func didFinishLaunching(runtime: Runtime) {
        let coordinator = BaseCoordinator(runtime: runtime)
        coordinator.start()
        let navigation = NavigationController(runtime: runtime)
        let root = Screen(name: "Root", owner: coordinator)
        navigation.pushViewController(root)
        self.coordinator = coordinator
        self.navigation = navigation
        configure(self, root)
        window = Window(runtime: runtime)
        window?.rootViewController = navigation
    }
}

/// Runs `app`, launched, and returns the session with its log.
@MainActor func launched(_ app: TestApp) throws -> (Session, EventLog) {
    let log = EventLog()
    let session = Session(app: app, sink: log)
    try session.launch()
    return (session, log)
}

/// The events recorded since `count`.
func events(of log: EventLog, after count: Int) -> [NavigationEvent] { Array(log.events[count...]) }

@Suite @MainActor struct UIKitSemanticsTests {
    @Test func launchShowsTheRootInUIKitOrder() throws {
        let (session, log) = try launched(TestApp())
        let c1 = CoordinatorID(1)
        let k1 = ContainerID(1)
        let s1 = ScreenID(1)
        #expect(
            log.events == [
                .launched, .coordinatorCreated(c1, type: "BaseCoordinator"), .coordinatorStarted(c1),
                .containerCreated(k1, style: .navigation, owner: nil),
                .screenCreated(s1, name: "Root", owner: c1, state: .null), .pushed(s1, container: k1),
                .windowCreated(WindowID(1)), .windowRootSet(WindowID(1), root: .container(k1)),
                .lifecycle(s1, .viewDidLoad), .lifecycle(s1, .viewWillAppear), .lifecycle(s1, .viewDidAppear),
            ])
        #expect(session.state.frontScreen == s1)
    }

    @Test func pushAndBackFollowUIKitOrderAndReleaseThePoppedScreen() throws {
        let (session, log) = try launched(
            TestApp { app, root in
                root.addAction("push") { _ in
                    guard let coordinator = app.coordinator else { return }
                    app.navigation?.pushViewController(Screen(name: "Next", owner: coordinator))
                }
            })
        let s1 = ScreenID(1)
        let s2 = ScreenID(2)
        let k1 = ContainerID(1)
        var mark = log.events.count
        try session.tap("push")
        #expect(
            events(of: log, after: mark) == [
                .userTapped(screen: s1, action: "push", argument: .null),
                .screenCreated(s2, name: "Next", owner: CoordinatorID(1), state: .null), .pushed(s2, container: k1),
                .lifecycle(s2, .viewDidLoad), .lifecycle(s1, .viewWillDisappear), .lifecycle(s2, .viewWillAppear),
                .lifecycle(s1, .viewDidDisappear), .lifecycle(s2, .viewDidAppear),
            ])
        mark = log.events.count
        try session.tapBack()
        #expect(
            events(of: log, after: mark) == [
                .backTapped(container: k1), .popped(s2, container: k1), .lifecycle(s2, .viewWillDisappear),
                .lifecycle(s1, .viewWillAppear), .lifecycle(s2, .viewDidDisappear), .lifecycle(s1, .viewDidAppear),
                .screenDeallocated(s2),
            ])
    }

    @Test func aCancelledSwipeReversesTheCallbacks() throws {
        var movingDuringSwipe: [Bool] = []
        let (session, log) = try launched(
            TestApp { app, root in
                root.addAction("push") { _ in
                    guard let coordinator = app.coordinator else { return }
                    let next = SpyScreen(name: "Next", runtime: coordinator.runtime, owner: coordinator)
                    next.onWillDisappear = { movingDuringSwipe.append(next.isMovingFromParent) }
                    app.navigation?.pushViewController(next)
                }
            })
        try session.tap("push")
        let mark = log.events.count
        try session.swipeBack(completing: false)
        let s1 = ScreenID(1)
        let s2 = ScreenID(2)
        let k1 = ContainerID(1)
        #expect(
            events(of: log, after: mark) == [
                .interactiveBackBegan(container: k1), .lifecycle(s2, .viewWillDisappear),
                .lifecycle(s1, .viewWillAppear),
                .interactiveBackCancelled(container: k1), .lifecycle(s1, .viewWillDisappear),
                .lifecycle(s1, .viewDidDisappear), .lifecycle(s2, .viewWillAppear), .lifecycle(s2, .viewDidAppear),
            ])
        #expect(movingDuringSwipe == [true])
        #expect(session.state.frontScreen == s2)
        #expect(session.state.invariantViolations().isEmpty)
    }

    @Test func poppingTheRootIsIgnoredWithAWarning() throws {
        let (session, log) = try launched(
            TestApp { app, root in root.addAction("pop") { _ in app.navigation?.popViewController() } })
        let before = session.state
        try session.tap("pop")
        #expect(
            log.events.last
                == .commandIgnored(command: "popViewController on k1", reason: "only the root screen is left"))
        #expect(session.state.containers == before.containers)
    }

    @Test func pushingTheSameScreenTwiceCrashes() throws {
        let (session, log) = try launched(
            TestApp { app, root in root.addAction("again") { _ in app.navigation?.pushViewController(root) } })
        try session.tap("again")
        #expect(
            log.events.last
                == .crashed(reason: "Pushing the same view controller instance (s1) more than once", coordinator: nil))
        #expect(
            throws: SessionError.crashed(
                reason: "Pushing the same view controller instance (s1) more than once", step: 13)
        ) {
            try session.tap("again")
        }
    }

    @Test func aSheetKeepsThePresenterInViewAndFullScreenHidesIt() throws {
        let (session, log) = try launched(
            TestApp { app, root in
                root.addAction("sheet") { _ in
                    guard let coordinator = app.coordinator else { return }
                    let sheet = Screen(name: "Sheet", owner: coordinator)
                    sheet.addAction("cover") { [weak sheet] _ in
                        let cover = Screen(name: "Cover", owner: coordinator)
                        cover.addAction("home") { _ in root.dismiss() }
                        sheet?.present(cover, style: .fullScreen)
                    }
                    root.present(sheet)
                }
            })
        let s1 = ScreenID(1)
        let s2 = ScreenID(2)
        let s3 = ScreenID(3)
        try session.tap("sheet")
        #expect(session.state.screensInView == [s1, s2])
        #expect(session.state.frontScreen == s2)
        var mark = log.events.count
        try session.tap("cover")
        #expect(session.state.screensInView == [s3])
        #expect(
            events(of: log, after: mark).filter { if case .lifecycle = $0 { true } else { false } } == [
                .lifecycle(s3, .viewDidLoad), .lifecycle(s1, .viewWillDisappear), .lifecycle(s2, .viewWillDisappear),
                .lifecycle(s3, .viewWillAppear), .lifecycle(s3, .viewDidAppear), .lifecycle(s1, .viewDidDisappear),
                .lifecycle(s2, .viewDidDisappear),
            ])
        // Dismissing from the root takes down the sheet and the cover above it, top first.
        mark = log.events.count
        try session.tap("home")
        #expect(
            events(of: log, after: mark) == [
                .userTapped(screen: s3, action: "home", argument: .null), .dismissed(.screen(s3)),
                .dismissed(.screen(s2)), .lifecycle(s3, .viewWillDisappear), .lifecycle(s1, .viewWillAppear),
                .lifecycle(s1, .viewDidAppear), .lifecycle(s3, .viewDidDisappear), .screenDeallocated(s2),
                .screenDeallocated(s3),
            ])
        #expect(session.state.windows[WindowID(1)]?.modals == [])
    }

    @Test func presentingWhileAlreadyPresentingIsIgnored() throws {
        let (session, log) = try launched(
            TestApp { app, root in
                root.addAction("twice") { _ in
                    guard let coordinator = app.coordinator else { return }
                    root.present(Screen(name: "First", owner: coordinator))
                    root.present(Screen(name: "Second", owner: coordinator))
                }
            })
        try session.tap("twice")
        #expect(log.events.contains(.commandIgnored(command: "present s3 from s1", reason: "s1 is already presenting")))
        #expect(session.state.windows[WindowID(1)]?.modals.map(\.controller) == [.screen(ScreenID(2))])
        #expect(session.state.screens[ScreenID(3)] == nil)
    }

    @Test func retappingTheSelectedTabPopsItsStackToTheRoot() throws {
        final class TabsApp: AppModel {
            var window: Window?
            func didFinishLaunching(runtime: Runtime) {
                let owner = BaseCoordinator(runtime: runtime)
                let tabs = TabBarController(runtime: runtime)
                let first = NavigationController(runtime: runtime)
                let top = Screen(name: "Top", owner: owner)
                first.pushViewController(Screen(name: "Inbox", owner: owner))
                first.pushViewController(top)
                tabs.viewControllers = [first, Screen(name: "Settings", owner: owner)]
                window = Window(runtime: runtime)
                window?.rootViewController = tabs
                withExtendedLifetime(owner) {}
            }
        }
        let log = EventLog()
        let session = Session(app: TabsApp(), sink: log)
        try session.launch()
        #expect(session.state.frontScreen.flatMap { session.state.screens[$0]?.name } == "Top")
        try session.tapTab(1)
        #expect(session.state.frontScreen.flatMap { session.state.screens[$0]?.name } == "Settings")
        try session.tapTab(0)
        #expect(session.state.frontScreen.flatMap { session.state.screens[$0]?.name } == "Top")
        try session.tapTab(0)
        #expect(session.state.frontScreen.flatMap { session.state.screens[$0]?.name } == "Inbox")
        #expect(log.events.contains(.poppedToRoot(container: ContainerID(2))))
    }
}

/// A screen that reports `viewWillDisappear` to the test.
final class SpyScreen: Screen {
    var onWillDisappear: () -> Void = {}
    override func viewWillDisappear() { onWillDisappear() }
}

@Suite @MainActor struct ModalEdgeCaseTests {
    /// Logging out while a sheet is up: the new root replaces the old one and the sheet
    /// leaves the window with it.
    @Test func replacingTheRootTakesItsModalsAway() throws {
        let (session, log) = try launched(
            TestApp { app, root in
                root.addAction("sheet") { [weak root] _ in
                    guard let coordinator = app.coordinator, let root else { return }
                    let sheet = Screen(name: "Sheet", owner: coordinator)
                    sheet.addAction("logOut") { _ in
                        let login = NavigationController(runtime: coordinator.runtime)
                        login.pushViewController(Screen(name: "Login", owner: coordinator))
                        app.navigation = nil
                        app.window?.rootViewController = login
                    }
                    root.present(sheet, style: .fullScreen)
                }
            })
        try session.tap("sheet")
        try session.tap("logOut")
        let state = session.state
        #expect(state.windows[WindowID(1)]?.modals == [])
        #expect(state.frontScreen.flatMap { state.screens[$0]?.name } == "Login")
        #expect(state.screens.values.map(\.name).sorted() == ["Login"])
        #expect(log.events.contains(.dismissed(.screen(ScreenID(2)))))
        #expect(session.runtime.failure == nil)
        #expect(state.invariantViolations().isEmpty)
    }

    /// After a chain is dismissed from below, its middle layer can be presented and
    /// dismissed again: no stale link to the old top is left.
    @Test func aDismissedChainLeavesNoStaleLinks() throws {
        var middle: Screen?
        let (session, _) = try launched(
            TestApp { app, root in
                guard let coordinator = app.coordinator else { return }
                let second = Screen(name: "Second", owner: coordinator)
                middle = second
                second.addAction("third") { [weak second] _ in
                    let third = Screen(name: "Third", owner: coordinator)
                    third.addAction("home") { _ in root.dismiss() }
                    second?.present(third)
                }
                second.addAction("close") { [weak second] _ in second?.dismiss() }
                root.addAction("second") { _ in
                    guard let second = middle else { return }
                    root.present(second)
                }
            })
        try session.tap("second")
        try session.tap("third")
        try session.tap("home")
        #expect(middle?.presentedViewController == nil)
        try session.tap("second")
        try session.tap("close")
        #expect(session.runtime.failure == nil)
        #expect(session.state.windows[WindowID(1)]?.modals == [])
        #expect(session.state.frontScreen == ScreenID(1))
    }

    /// A child coordinator whose presented flow was dismissed, but which its parent never
    /// let go, is a leak even though its screens are still in its navigation controller.
    @Test func aChildLeftAfterItsModalWasDismissedIsALeak() throws {
        final class ModalChild: BaseCoordinator {
            let navigation: NavigationController
            override init(runtime: Runtime) {
                navigation = NavigationController(runtime: runtime)
                super.init(runtime: runtime)
            }
        }
        var children: [ModalChild] = []
        let (session, _) = try launched(
            TestApp { app, root in
                root.addAction("open") { _ in
                    guard let runtime = app.coordinator?.runtime else { return }
                    let child = ModalChild(runtime: runtime)
                    child.start()
                    let screen = Screen(name: "Modal", owner: child)
                    screen.addAction("done") { _ in root.dismiss() }
                    child.navigation.pushViewController(screen)
                    children.append(child)
                    root.present(child.navigation)
                }
            })
        try session.tap("open")
        #expect(session.state.invariantViolations().isEmpty)
        try session.tap("done")
        #expect(session.state.invariantViolations().map(\.rule) == [.flowEndedButAlive])
        #expect(session.state.invariantViolations().first?.coordinator == CoordinatorID(2))
    }
}
