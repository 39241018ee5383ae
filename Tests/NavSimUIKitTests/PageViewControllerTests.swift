import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// `UIPageViewController`: its pages are embedded screens, a swipe is an input of the
/// screen that shows it, and the pages get UIKit's containment calls, appearance callbacks
/// and the delegate's calls in UIKit's order.
@Suite @MainActor struct PageViewControllerTests {
    typealias Card = ContainmentTests.CardViewController

    /// The data source and delegate of the test's page view controller: three pages made up
    /// front, every call logged.
    final class Pages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages: [Card]
        let log: Log

        init(_ names: [String], log: Log) {
            pages = names.map { Card($0, log: log) }
            self.log = log
        }

        private func name(_ controller: UIViewController?) -> String {
            (controller as? Card)?.navSimName ?? "nil"
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
        ) -> UIViewController? {
            let index = pages.firstIndex { $0 === viewController }.map { $0 - 1 }
            return index.flatMap { pages.indices.contains($0) ? pages[$0] : nil }
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
        ) -> UIViewController? {
            let index = pages.firstIndex { $0 === viewController }.map { $0 + 1 }
            return index.flatMap { pages.indices.contains($0) ? pages[$0] : nil }
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
        ) {
            log.append("willTransitionTo \(pendingViewControllers.map(name))")
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController], transitionCompleted completed: Bool
        ) {
            log.append("didFinishAnimating \(finished) \(previousViewControllers.map(name)) completed \(completed)")
        }
    }

    /// The test app after a tap on its root's "Open", which pushes a scroll-style page view
    /// controller showing the first of pages A, B and C.
    private func opened(
        style: UIPageViewController.TransitionStyle = .scroll, dataSource: Bool = true
    ) throws -> (session: Session, events: EventLog, pages: Pages, controller: UIPageViewController, start: Int) {
        let log = Log()
        var made: (Pages, UIPageViewController)?
        let (session, events) = try launched { _, _, root in
            root.addButton("Open") {
                let pages = Pages(["A", "B", "C"], log: log)
                let controller = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal)
                if dataSource { controller.dataSource = pages }
                controller.delegate = pages
                controller.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
                made = (pages, controller)
                root.navigationController?.pushViewController(controller, animated: true)
            }
        }
        let start = events.events.count
        try session.tap("Open")
        let (pages, controller) = try #require(made)
        return (session, events, pages, controller, start)
    }

    @Test func thePagesAreEmbeddedScreensThatAppearWithThePageViewController() throws {
        let (session, events, pages, controller, start) = try opened()
        #expect(
            events.events[start...].map(\.description) == [
                "userTapped Open on s1",
                "screenCreated s2 UIPage by none state null",
                "viewDidLoad s2",
                "screenCreated s3 A by none state null",
                "viewDidLoad s3",
                "screenEmbedded s3 in s2",
                "pushed s2 onto k1",
                "viewWillDisappear s1",
                "viewWillAppear s2",
                "viewWillAppear s3",
                "animationsEnded",
                "viewDidDisappear s1",
                "viewDidAppear s2",
                "viewDidAppear s3",
            ])
        #expect(
            pages.log.entries == [
                "A willMove(parent)", "A viewDidLoad", "A didMove(parent)", "A viewWillAppear", "A viewDidAppear",
            ])
        #expect(controller.viewControllers?.first === pages.pages[0])
        #expect(controller.children.count == 1 && controller.children.first === pages.pages[0])
        #expect(session.state.frontScreen == ScreenID(2))
        #expect(session.state.screensInView == [ScreenID(2), ScreenID(3)])
        #expect(
            session.availableInputs().compactMap { input -> String? in
                guard case .userTapped(_, let action, let argument) = input else { return nil }
                return argument == .null ? action : "\(action) \(argument)"
            } == ["swipe to next page", "swipe to next page false"],
            "no page before the first: only the swipe forward, completed or let go of early")
        #expect(session.state.invariantViolations().isEmpty)
        #expect(session.state.outline.contains("UIPage"))
    }

    @Test func aSwipeForwardTurnsThePageInUIKitsOrderAndTellsTheDelegate() throws {
        let (session, events, pages, controller, _) = try opened()
        let before = pages.log.entries.count
        let start = events.events.count
        try session.tap("swipe to next page")
        #expect(
            events.events[start...].map(\.description) == [
                "userTapped swipe to next page on s2",
                "screenCreated s4 B by none state null",
                "viewDidLoad s4",
                "screenEmbedded s4 in s2",
                "viewWillDisappear s3",
                "viewWillAppear s4",
                "viewDidDisappear s3",
                "viewDidAppear s4",
                "screenUnembedded s3",
            ])
        #expect(
            pages.log.entries[before...] == [
                "willTransitionTo [\"B\"]",
                "A willMove(nil)",
                "B willMove(parent)",
                "B viewDidLoad",
                "A viewWillDisappear",
                "B viewWillAppear",
                "A viewDidDisappear",
                "B viewDidAppear",
                "B didMove(parent)",
                "A didMove(nil)",
                "didFinishAnimating true [\"A\"] completed true",
            ])
        #expect(controller.viewControllers?.first === pages.pages[1])
        #expect(controller.children.count == 1 && pages.pages[0].parent == nil)
        #expect(session.state.screens[ScreenID(3)]?.location == nil)
        #expect(session.state.screens[ScreenID(4)]?.location == .embedded(ScreenID(2)))
        #expect(
            session.runtime.screen(ScreenID(2))?.controlNames == ["swipe to next page", "swipe to previous page"],
            "the middle page has a page on either side")

        let back = events.events.count
        try session.tap("swipe to previous page")
        #expect(
            events.events[back...].map(\.description) == [
                "userTapped swipe to previous page on s2",
                "screenEmbedded s3 in s2",
                "viewWillDisappear s4",
                "viewWillAppear s3",
                "viewDidDisappear s4",
                "viewDidAppear s3",
                "screenUnembedded s4",
            ],
            "page A, kept by the data source, comes back: no new screen")
        #expect(session.state.invariantViolations().isEmpty)
    }

    @Test func theOutlineShowsThePageViewControllerWithItsCurrentPageAndTheKeptOnesOffScreen() throws {
        let (session, _, _, _, _) = try opened()
        try session.tap("swipe to next page")
        #expect(
            session.state.outlineLines.prefix(8) == [
                "step 34", "w1", "  root k1 Navigation", "    s1 Root [disappeared] null",
                "    s2 UIPage [appeared] null", "      embedded s4 B [appeared] null", "not in a window",
                "  s3 A [disappeared] null",
            ])
    }

    @Test func aSwipeLetGoOfEarlyBringsTheOldPageBackAndTellsTheDelegateItDidNotComplete() throws {
        let (session, events, pages, controller, _) = try opened()
        let before = pages.log.entries.count
        let start = events.events.count
        try session.tap("swipe to next page", argument: false)
        #expect(
            events.events[start...].map(\.description) == [
                "userTapped swipe to next page on s2 with false",
                "screenCreated s4 B by none state null",
                "viewDidLoad s4",
                "screenEmbedded s4 in s2",
                "viewWillDisappear s3",
                "viewWillAppear s4",
                "viewWillDisappear s4",
                "viewDidDisappear s4",
                "viewWillAppear s3",
                "viewDidAppear s3",
                "screenUnembedded s4",
            ])
        #expect(
            pages.log.entries[before...] == [
                "willTransitionTo [\"B\"]",
                "B willMove(parent)",
                "B viewDidLoad",
                "A viewWillDisappear",
                "B viewWillAppear",
                "B viewWillDisappear",
                "B viewDidDisappear",
                "A viewWillAppear",
                "A viewDidAppear",
                "B willMove(nil)",
                "B didMove(nil)",
                "didFinishAnimating true [\"A\"] completed false",
            ])
        #expect(controller.viewControllers?.first === pages.pages[0])
        #expect(controller.children.count == 1)
        #expect(session.state.invariantViolations().isEmpty)
    }

    @Test func setViewControllersOnScreenTurnsWithoutTheDelegateAndRunsItsCompletion() throws {
        let (session, events, pages, controller, _) = try opened()
        let before = pages.log.entries.count
        let start = events.events.count
        var completed: Bool?
        session.runtime.asCurrent {
            controller.setViewControllers([pages.pages[2]], direction: .forward, animated: true) { completed = $0 }
        }
        try session.settle()
        #expect(completed == true)
        #expect(
            events.events[start...].map(\.description) == [
                "screenCreated s4 C by none state null",
                "viewDidLoad s4",
                "screenEmbedded s4 in s2",
                "viewWillDisappear s3",
                "viewWillAppear s4",
                "viewDidDisappear s3",
                "viewDidAppear s4",
                "screenUnembedded s3",
            ])
        #expect(
            !pages.log.entries[before...].contains { $0.hasPrefix("willTransitionTo") || $0.hasPrefix("didFinish") })
        #expect(
            session.runtime.screen(ScreenID(2))?.controlNames == ["swipe to previous page"],
            "the data source was asked for C's neighbours: B before it, none after")
    }

    @Test func swipesNeedADataSourceAndEnabledScrolling() throws {
        let (session, _, _, _, _) = try opened(dataSource: false)
        #expect(session.runtime.screen(ScreenID(2))?.controlNames == [], "no data source: no swipe")
        #expect(throws: SessionError.self) { try session.tap("swipe to next page") }

        let (scrolling, _, _, scrollingController, _) = try opened()
        for case let scrollView as UIScrollView in scrollingController.view.subviews {
            scrollView.isScrollEnabled = false
        }
        #expect(scrolling.runtime.screen(ScreenID(2))?.controlNames == [], "the app turned scrolling off")

        let (curling, _, _, curlingController, _) = try opened(style: .pageCurl)
        #expect(curling.runtime.screen(ScreenID(2))?.controlNames == ["swipe to next page"])
        for recognizer in curlingController.gestureRecognizers { recognizer.isEnabled = false }
        #expect(
            curling.runtime.screen(ScreenID(2))?.controlNames == [], "the app turned the page curl's recognizers off")
    }

    @Test func aNumberOfPagesTheSpineCannotShowIsARecordedCrash() throws {
        let (session, events, pages, controller, _) = try opened()
        session.runtime.asCurrent {
            controller.setViewControllers(pages.pages, direction: .forward, animated: false)
        }
        #expect(
            events.events.last?.description
                == "crashed in app: The number of view controllers provided (3) doesn't match the number required (1) "
                + "for the requested transition")
    }

    @Test func theSameSwipesGiveTheSameEvents() throws {
        func run() throws -> [String] {
            let (session, events, _, _, _) = try opened()
            try session.tap("swipe to next page")
            try session.tap("swipe to next page", argument: false)
            try session.tap("swipe to next page")
            try session.tap("swipe to previous page")
            return events.events.map(\.description)
        }
        #expect(try run() == run())
    }

    /// An onboarding pager written as iOS apps write one: a subclass that is its own data
    /// source and delegate, pages made lazily in an array, a page control it keeps in step
    /// in `didFinishAnimating`, and a `convenience init()` for the scroll style.
    final class OnboardingPageViewController: UIPageViewController, UIPageViewControllerDataSource,
        UIPageViewControllerDelegate
    {
        private lazy var pages: [UIViewController] = (1...3).map { index in
            let page = UIViewController()
            page.title = "Step \(index)"
            return page
        }
        let pageControl = UIPageControl()

        convenience init() {
            self.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            dataSource = self
            delegate = self
            pageControl.numberOfPages = pages.count
            view.addSubview(pageControl)
            if let first = pages.first { setViewControllers([first], direction: .forward, animated: true) }
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
        ) -> UIViewController? {
            guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
            return pages[index - 1]
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
        ) -> UIViewController? {
            guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
            return pages[index + 1]
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController], transitionCompleted completed: Bool
        ) {
            guard completed, let current = viewControllers?.first, let index = pages.firstIndex(of: current) else {
                return
            }
            pageControl.currentPage = index
        }
    }

    @Test func anOnboardingPagerWrittenAsOnIOSRunsUnchanged() throws {
        var made: OnboardingPageViewController?
        let (session, _) = try launched { _, _, root in
            root.addButton("Start") {
                let pager = OnboardingPageViewController()
                made = pager
                root.navigationController?.pushViewController(pager, animated: true)
            }
        }
        try session.tap("Start")
        let pager = try #require(made)
        #expect(pager.transitionStyle == .scroll && pager.children.count == 1)
        try session.tap("swipe to next page")
        try session.tap("swipe to next page")
        #expect(pager.pageControl.currentPage == 2)
        #expect(session.runtime.screen(ScreenID(2))?.controlNames == ["swipe to previous page"])
        try session.tap("swipe to previous page", argument: false)
        #expect(pager.pageControl.currentPage == 2, "a swipe let go of early leaves the page where it was")
        #expect(session.state.screens.values.filter { $0.name == "UI" }.count == 3)
        #expect(session.state.invariantViolations().isEmpty)
    }
}
