import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// A `UITabBarController` pushed onto a navigation stack, which UIKit accepts: it is one
/// entry of the stack, its selected tab is what the stack shows, and back pops it.
@Suite @MainActor struct PushedTabBarTests {
    @Test func aPushedTabBarControllerShowsItsTabsAndBackPopsIt() throws {
        weak var pushed: UITabBarController?
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("tabs") {
                let tabs = UITabBarController()
                tabs.viewControllers = [coordinator.screen("First"), coordinator.screen("Second")]
                coordinator.navigationController.pushViewController(tabs, animated: true)
                pushed = tabs
            }
        }
        var mark = log.events.count
        try session.tap("tabs")
        // The tabs the user may rearrange are the tabs set (ApplicationCoordinator reads the first).
        #expect(pushed?.customizableViewControllers?.count == 2)
        #expect(pushed?.customizableViewControllers?.first === pushed?.viewControllers?.first)
        #expect(
            events(of: log, after: mark) == [
                "userTapped tabs on s1", "containerCreated k2 tabBar by none",
                "screenCreated s2 First by c1 state null", "screenCreated s3 Second by c1 state null",
                "tabsSet k2 to [s2, s3]", "pushed k2 onto k1", "viewDidLoad s2", "viewWillDisappear s1",
                "viewWillAppear s2", "animationsEnded", "viewDidDisappear s1", "viewDidAppear s2",
            ])
        #expect(session.state.containers[ContainerID(1)]?.stack == [.screen(ScreenID(1)), .container(ContainerID(2))])
        #expect(session.state.frontScreen == ScreenID(2))
        mark = log.events.count
        try session.tapTab(1)
        #expect(
            events(of: log, after: mark) == [
                "tabTapped 1 of k2", "tabSelected 1 of k2", "viewDidLoad s3", "viewWillAppear s3",
                "viewWillDisappear s2", "viewDidDisappear s2", "viewDidAppear s3",
            ])
        mark = log.events.count
        try session.tapBack()
        #expect(
            events(of: log, after: mark) == [
                "backTapped k1", "popped k2 from k1", "viewWillDisappear s3", "viewWillAppear s1", "animationsEnded",
                "viewDidDisappear s3", "viewDidAppear s1", "containerDeallocated k2", "screenDeallocated s2",
                "screenDeallocated s3",
            ])
        #expect(session.state.frontScreen == ScreenID(1))
    }

    @Test func theTabBarControllersNavigationItemDecidesTheBackButtonAndASwipePopsIt() throws {
        var tabs: UITabBarController?
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("tabs") {
                let pushed = UITabBarController()
                pushed.viewControllers = [coordinator.screen("First")]
                tabs = pushed
                coordinator.navigationController.pushViewController(pushed, animated: false)
            }
        }
        try session.tap("tabs")
        let back = NavigationEvent.backTapped(container: ContainerID(1))
        #expect(session.availableInputs().contains(back))
        tabs?.navigationItem.hidesBackButton = true
        #expect(!session.availableInputs().contains(back))
        tabs?.navigationItem.hidesBackButton = false
        tabs = nil
        let mark = log.events.count
        try session.swipeBack(completing: true)
        #expect(
            events(of: log, after: mark) == [
                "interactiveBackBegan k1", "viewWillDisappear s2", "viewWillAppear s1", "interactiveBackFinished k1",
                "popped k2 from k1", "viewDidDisappear s2", "viewDidAppear s1", "containerDeallocated k2",
                "screenDeallocated s2",
            ])
        #expect(session.state.containers[ContainerID(1)]?.stack == [.screen(ScreenID(1))])
    }
}
