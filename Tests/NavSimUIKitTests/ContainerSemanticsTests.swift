import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// UINavigationController, modal presentation and UITabBarController driven through a
/// session: UIKit's order of callbacks, its warnings and its exceptions (docs/uikit.md).
@Suite @MainActor struct ContainerSemanticsTests {
    @Test func launchShowsTheRootInUIKitOrder() throws {
        let (session, log) = try launched()
        #expect(
            events(of: log, after: 0) == [
                "launched", "coordinatorCreated c1 TestCoordinator", "containerCreated k1 navigation by c1",
                "coordinatorStarted c1", "screenCreated s1 Root by c1 state null", "pushed s1 onto k1",
                "windowCreated w1", "windowRootSet w1 to k1", "viewDidLoad s1", "viewWillAppear s1", "viewDidAppear s1",
            ])
        #expect(session.state.frontScreen == ScreenID(1))
    }

    @Test func pushAndBackFollowUIKitOrderAndReleaseThePoppedScreen() throws {
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("push") {
                coordinator.navigationController.pushViewController(coordinator.screen("Next"), animated: true)
            }
        }
        var mark = log.events.count
        try session.tap("push")
        #expect(
            events(of: log, after: mark) == [
                "userTapped push on s1", "screenCreated s2 Next by c1 state null", "pushed s2 onto k1",
                "viewDidLoad s2", "viewWillDisappear s1", "viewWillAppear s2", "animationsEnded",
                "viewDidDisappear s1", "viewDidAppear s2",
            ])
        mark = log.events.count
        try session.tapBack()
        #expect(
            events(of: log, after: mark) == [
                "backTapped k1", "popped s2 from k1", "viewWillDisappear s2", "viewWillAppear s1", "animationsEnded",
                "viewDidDisappear s2", "viewDidAppear s1", "screenDeallocated s2",
            ])
    }

    @Test func aCancelledSwipeReversesTheCallbacks() throws {
        var movingDuringSwipe: [Bool] = []
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("push") {
                let next = coordinator.screen("Next")
                next.onWillDisappear = { [unowned next] in movingDuringSwipe.append(next.isMovingFromParent) }
                coordinator.navigationController.pushViewController(next, animated: true)
            }
        }
        try session.tap("push")
        let mark = log.events.count
        try session.swipeBack(completing: false)
        #expect(
            events(of: log, after: mark) == [
                "interactiveBackBegan k1", "viewWillDisappear s2", "viewWillAppear s1", "interactiveBackCancelled k1",
                "viewWillDisappear s1", "viewDidDisappear s1", "viewWillAppear s2", "viewDidAppear s2",
            ])
        #expect(movingDuringSwipe == [true])
        #expect(session.state.frontScreen == ScreenID(2))
        #expect(session.state.invariantViolations().isEmpty)
    }

    /// UIKit takes the swiped controller off `viewControllers` when the swipe begins and
    /// puts it back when the swipe is cancelled; a finished swipe leaves it off.
    @Test func theSwipedControllerIsOffTheStackDuringTheSwipeAndBackIfCancelled() throws {
        var seen: [String] = []
        var navigation: UINavigationController?
        func names(_ controllers: [UIViewController?]) -> String {
            controllers.map { ($0 as? ButtonsViewController)?.navSimName ?? "-" }.joined(separator: ",")
        }
        func look(_ moment: String) {
            let stack = navigation?.viewControllers ?? []
            seen.append("\(moment) [\(names(stack))] top=\(names([navigation?.topViewController]))")
        }
        let (session, _) = try launched { _, coordinator, root in
            navigation = coordinator.navigationController
            root.addButton("push") {
                let next = coordinator.screen("Next")
                next.onWillDisappear = { look("willDisappear") }
                next.onWillAppear = { look("willAppear") }
                coordinator.navigationController.pushViewController(next, animated: true)
            }
        }
        try session.tap("push")
        seen = []
        try session.swipeBack(completing: false)
        try session.swipeBack(completing: true)
        #expect(
            seen == [
                "willDisappear [Root] top=Root", "willAppear [Root,Next] top=Next", "willDisappear [Root] top=Root",
            ])
        #expect(names(navigation?.viewControllers ?? []) == "Root")
    }

    @Test func poppingTheRootIsIgnoredWithAWarningAndReturnsNil() throws {
        var popped: [UIViewController?] = []
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("pop") { popped.append(coordinator.navigationController.popViewController(animated: true)) }
        }
        let before = session.state
        try session.tap("pop")
        #expect(log.events.last?.description.hasPrefix("commandIgnored popViewController") == true)
        #expect(popped.count == 1 && popped[0] == nil)
        #expect(session.state.containers == before.containers)
    }

    @Test func pushingTheSameControllerTwiceCrashes() throws {
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("again") { coordinator.navigationController.pushViewController(root, animated: true) }
        }
        let before = session.state
        try session.tap("again")
        guard case .crashed(let reason, _) = log.events.last else {
            Issue.record("expected a crash, got \(String(describing: log.events.last))")
            return
        }
        #expect(
            reason
                == "pushViewController: NSInvalidArgumentException: Pushing the same view controller instance more "
                + "than once is not supported (<ButtonsViewController>)")
        #expect(session.state.containers == before.containers)
        #expect(throws: SessionError.self) { try session.tap("again") }
    }

    /// UIKit raises the same exception for a controller lower in the stack, not only the
    /// top: pushing the root again from a screen above it (the seed-004 editor's slip).
    @Test func pushingAControllerAlreadyBelowTheTopCrashesWithUIKitsReason() throws {
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("next") {
                let next = coordinator.screen("Next")
                next.addButton("root") { coordinator.navigationController.pushViewController(root, animated: true) }
                coordinator.navigationController.pushViewController(next, animated: true)
            }
        }
        try session.tap("next")
        let stack = session.state.containers
        let count = log.events.count
        try session.tap("root")
        #expect(
            events(of: log, after: count) == [
                "userTapped root on s2",
                "crashed in app: pushViewController: NSInvalidArgumentException: Pushing the same view controller "
                    + "instance more than once is not supported (<ButtonsViewController>)",
            ])
        #expect(session.state.containers == stack)
        #expect(session.state.invariantViolations().map(\.rule) == [.crashed])
    }

    @Test func aSheetKeepsThePresenterInViewAndFullScreenHidesIt() throws {
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("sheet") {
                let sheet = coordinator.screen("Sheet")
                sheet.addButton("cover") { [unowned sheet] in
                    let cover = coordinator.screen("Cover")
                    cover.addButton("home") { root.dismiss(animated: true) }
                    cover.modalPresentationStyle = .fullScreen
                    sheet.present(cover, animated: true)
                }
                root.present(sheet, animated: true)
            }
        }
        let (s1, s2, s3) = (ScreenID(1), ScreenID(2), ScreenID(3))
        try session.tap("sheet")
        #expect(session.state.screensInView == [s1, s2])
        #expect(session.state.frontScreen == s2)
        var mark = log.events.count
        try session.tap("cover")
        #expect(session.state.screensInView == [s3])
        #expect(
            events(of: log, after: mark).filter(\.isLifecycle) == [
                "viewDidLoad s3", "viewWillDisappear s1", "viewWillDisappear s2", "viewWillAppear s3",
                "viewDidAppear s3", "viewDidDisappear s1", "viewDidDisappear s2",
            ])
        // Dismissing from the root takes down the sheet and the cover above it, top first.
        mark = log.events.count
        try session.tap("home")
        #expect(
            events(of: log, after: mark) == [
                "userTapped home on s3", "viewWillDisappear s3", "viewWillAppear s1", "animationsEnded",
                "dismissed s3", "dismissed s2", "viewDidAppear s1", "viewDidDisappear s3", "screenDeallocated s2",
                "screenDeallocated s3",
            ])
        #expect(session.state.windows[WindowID(1)]?.modals == [])
    }

    @Test func presentingWhileAlreadyPresentingIsIgnored() throws {
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("twice") {
                root.present(coordinator.screen("First"), animated: true)
                root.present(coordinator.screen("Second"), animated: true)
            }
        }
        try session.tap("twice")
        #expect(
            log.events.contains {
                $0.description == "commandIgnored present s3 from s1: s1 is already presenting"
            })
        #expect(session.state.windows[WindowID(1)]?.modals.map(\.controller) == [.screen(ScreenID(2))])
        #expect(session.state.screens[ScreenID(3)] == nil, "the refused controller was recorded, then released")
        #expect(log.events.contains { $0.description == "screenDeallocated s3" })
    }

    @Test func retappingTheSelectedTabPopsItsStackToTheRoot() throws {
        final class TabsSceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                guard let scene = scene as? UIWindowScene else { return }
                let inbox = UINavigationController(rootViewController: ButtonsViewController("Inbox", coordinator: nil))
                inbox.pushViewController(ButtonsViewController("Top", coordinator: nil), animated: false)
                let tabs = UITabBarController()
                tabs.viewControllers = [inbox, ButtonsViewController("Settings", coordinator: nil)]
                window = UIWindow(windowScene: scene)
                window?.rootViewController = tabs
                window?.makeKeyAndVisible()
            }
        }
        let log = EventLog()
        let session = Session(app: NavSimApp(sceneDelegate: TabsSceneDelegate.init), sink: log)
        try session.launch()
        func front() -> String? { session.state.frontScreen.flatMap { session.state.screens[$0]?.name } }
        #expect(front() == "Top")
        var mark = log.events.count
        try session.tapTab(1)
        #expect(front() == "Settings")
        // The new tab's viewWillAppear comes first (docs/architecture.md cites the logs).
        #expect(
            events(of: log, after: mark) == [
                "tabTapped 1 of k2", "tabSelected 1 of k2", "viewDidLoad s3", "viewWillAppear s3",
                "viewWillDisappear s2",
                "viewDidDisappear s2", "viewDidAppear s3",
            ])
        mark = log.events.count
        try session.tapTab(0)
        #expect(front() == "Top")
        #expect(
            events(of: log, after: mark) == [
                "tabTapped 0 of k2", "tabSelected 0 of k2", "viewWillAppear s2", "viewWillDisappear s3",
                "viewDidDisappear s3", "viewDidAppear s2",
            ])
        mark = log.events.count
        try session.tapTab(0)
        #expect(front() == "Inbox")
        #expect(
            events(of: log, after: mark) == [
                "tabTapped 0 of k2", "poppedToRoot k1", "viewDidLoad s1", "viewWillDisappear s2", "viewWillAppear s1",
                "animationsEnded", "viewDidDisappear s2", "viewDidAppear s1", "screenDeallocated s2",
            ])
    }

    @Test func aDelegateCanRefuseATab() throws {
        final class Refusing: NSObject, UITabBarControllerDelegate {
            var asked: [Int] = []
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
                -> Bool
            {
                asked.append(tabBarController.viewControllers?.firstIndex { $0 === viewController } ?? -1)
                return false
            }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                Issue.record("didSelect after a refusal")
            }
        }
        final class TabsSceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            let delegate = Refusing()
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                guard let scene = scene as? UIWindowScene else { return }
                let tabs = UITabBarController()
                tabs.viewControllers = [
                    ButtonsViewController("Home", coordinator: nil),
                    ButtonsViewController("Settings", coordinator: nil),
                ]
                tabs.delegate = delegate
                window = UIWindow(windowScene: scene)
                window?.rootViewController = tabs
                window?.makeKeyAndVisible()
            }
        }
        var scene: TabsSceneDelegate?
        let log = EventLog()
        let app = NavSimApp(sceneDelegate: {
            let made = TabsSceneDelegate()
            scene = made
            return made
        })
        let session = Session(app: app, sink: log)
        try session.launch()
        let mark = log.events.count
        try session.tapTab(1)
        #expect(events(of: log, after: mark) == ["tabTapped 1 of k1"])
        #expect(scene?.delegate.asked == [1])
        #expect(session.state.frontScreen.flatMap { session.state.screens[$0]?.name } == "Home")
    }
}

/// Modal flows whose ends are easy to get wrong.
@Suite @MainActor struct ModalEdgeCaseTests {
    /// Logging out while a cover is up: the new root replaces the old one and the cover
    /// leaves the window with it.
    @Test func replacingTheRootTakesItsModalsAway() throws {
        let (session, log) = try launched { scene, coordinator, root in
            root.addButton("cover") { [unowned coordinator, unowned root] in
                let cover = coordinator.screen("Cover")
                cover.addButton("logOut") {
                    let login = UINavigationController(rootViewController: coordinator.screen("Login"))
                    scene.coordinator = nil
                    scene.window?.rootViewController = login
                }
                cover.modalPresentationStyle = .fullScreen
                root.present(cover, animated: true)
            }
        }
        try session.tap("cover")
        try session.tap("logOut")
        let state = session.state
        #expect(state.windows[WindowID(1)]?.modals == [])
        #expect(state.frontScreen.flatMap { state.screens[$0]?.name } == "Login")
        #expect(state.screens.values.map(\.name).sorted() == ["Login"])
        #expect(log.events.contains { $0.description == "dismissed s2" })
        #expect(session.runtime.failure == nil)
        #expect(state.invariantViolations().isEmpty)
    }

    /// After a chain is dismissed from below, its middle layer can be presented and
    /// dismissed again: no stale link to the old top is left.
    @Test func aDismissedChainLeavesNoStaleLinks() throws {
        weak var middle: ButtonsViewController?
        let (session, _) = try launched { _, coordinator, root in
            let second = coordinator.screen("Second")
            middle = second
            second.addButton("third") { [unowned second] in
                let third = coordinator.screen("Third")
                third.addButton("home") { root.dismiss(animated: true) }
                second.present(third, animated: true)
            }
            second.addButton("close") { [unowned second] in second.dismiss(animated: true) }
            root.addButton("second") { root.present(second, animated: true) }
        }
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
        let (session, _) = try launched { _, coordinator, root in
            root.addButton("open") {
                let child = TestCoordinator()
                coordinator.childCoordinators.append(child)
                let modal = child.screen("Modal")
                modal.addButton("done") { root.dismiss(animated: true) }
                child.navigationController.pushViewController(modal, animated: false)
                root.present(child.navigationController, animated: true)
            }
        }
        try session.tap("open")
        #expect(session.state.invariantViolations().isEmpty)
        try session.tap("done")
        #expect(session.state.invariantViolations().map(\.rule) == [.flowEndedButAlive])
        #expect(session.state.invariantViolations().first?.coordinator == CoordinatorID(2))
    }
}

extension String {
    /// Whether this event text is a view lifecycle callback.
    fileprivate var isLifecycle: Bool { hasPrefix("view") }
}
