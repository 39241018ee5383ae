import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// Child view controllers embedded in a screen: recorded as embedded screens, with UIKit's
/// containment calls and appearance callbacks in UIKit's order.
@Suite @MainActor struct ContainmentTests {
    /// A child screen that logs its containment and lifecycle calls.
    final class CardViewController: UIViewController, NavSimNamed {
        let navSimName: String
        let log: Log

        init(_ name: String, log: Log) {
            navSimName = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func willMove(toParent parent: UIViewController?) {
            super.willMove(toParent: parent)
            log.append("\(navSimName) willMove(\(parent.map { _ in "parent" } ?? "nil"))")
        }

        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            log.append("\(navSimName) didMove(\(parent.map { _ in "parent" } ?? "nil"))")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            log.append("\(navSimName) viewDidLoad")
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.append("\(navSimName) viewWillAppear")
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.append("\(navSimName) viewDidAppear")
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.append("\(navSimName) viewWillDisappear")
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.append("\(navSimName) viewDidDisappear")
        }
    }

    /// A container screen that embeds cards the documented way: `addChild`, the child's view
    /// into its view, `didMove(toParent:)`; and removes them the reverse way.
    final class DashboardViewController: UIViewController, NavSimNamed {
        let navSimName = "Dashboard"
        let cards: [CardViewController]

        init(cards: [CardViewController]) {
            self.cards = cards
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            cards.forEach(embed)
        }

        func embed(_ card: UIViewController) {
            addChild(card)
            view.addSubview(card.view)
            card.didMove(toParent: self)
        }

        func remove(_ card: UIViewController) {
            card.willMove(toParent: nil)
            card.view.removeFromSuperview()
            card.removeFromParent()
        }
    }

    /// A container that forwards appearance to its child itself.
    final class ManualContainerViewController: UIViewController, NavSimNamed {
        let navSimName = "Manual"
        let child: CardViewController

        init(child: CardViewController) {
            self.child = child
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            child.beginAppearanceTransition(true, animated: animated)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            child.endAppearanceTransition()
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            child.beginAppearanceTransition(false, animated: animated)
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            child.endAppearanceTransition()
        }
    }

    /// A two-page pager that switches pages with `transition(from:to:…)`.
    final class PagerViewController: UIViewController, NavSimNamed {
        let navSimName = "Pager"
        let pages: [CardViewController]
        private(set) var current = 0

        init(pages: [CardViewController]) {
            self.pages = pages
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(pages[0])
            view.addSubview(pages[0].view)
            pages[0].didMove(toParent: self)
            view.addSubview(UIButton(primaryAction: UIAction(title: "Next") { [unowned self] _ in self.flip() }))
        }

        func flip() {
            let from = pages[current]
            current = 1 - current
            let to = pages[current]
            from.willMove(toParent: nil)
            addChild(to)
            transition(
                from: from, to: to, duration: 0.3, options: [], animations: {},
                completion: { _ in
                    from.removeFromParent()
                    to.didMove(toParent: self)
                })
        }
    }

    /// The test app after a tap on its root's "Open", which pushes what `make` makes: the
    /// session, its log, the pushed container and how many events came before the tap.
    private func opened<Container: UIViewController>(
        _ make: @escaping @MainActor () -> Container
    ) throws -> (session: Session, events: EventLog, container: Container, start: Int) {
        weak var made: Container?
        let (session, events) = try launched { _, _, root in
            root.addButton("Open") {
                let container = make()
                made = container
                root.navigationController?.pushViewController(container, animated: true)
            }
        }
        let start = events.events.count
        try session.tap("Open")
        return (session, events, try #require(made), start)
    }

    // MARK: - Embedding

    @Test func aChildEmbeddedInAScreenOnScreenAppearsAsItsViewGoesIn() throws {
        let log = Log()
        let (session, events, dashboard, _) = try opened { DashboardViewController(cards: []) }
        let start = events.events.count
        session.runtime.asCurrent {
            dashboard.embed(CardViewController("Card", log: log))
        }

        #expect(
            events.events[start...].map(\.description) == [
                "screenCreated s3 Card by none state null",
                "viewDidLoad s3",
                "screenEmbedded s3 in s2",
                "viewWillAppear s3",
                "viewDidAppear s3",
            ])
        #expect(
            log.entries == [
                "Card willMove(parent)", "Card viewDidLoad", "Card viewWillAppear", "Card viewDidAppear",
                "Card didMove(parent)",
            ])
        #expect(session.state.screensInView == [ScreenID(2), ScreenID(3)])
        #expect(session.state.screens[ScreenID(2)]?.children == [ScreenID(3)])
        #expect(session.state.screens[ScreenID(3)]?.location == .embedded(ScreenID(2)))
        #expect(session.state.invariantViolations().isEmpty)
    }

    @Test func aChildIsEmbeddedWhenAViewHoldingItsViewJoinsTheParentAndStaysWhileItsViewMovesInside() throws {
        let log = Log()
        let (session, events, dashboard, _) = try opened { DashboardViewController(cards: []) }
        let (card, holder, other) = session.runtime.asCurrent {
            (CardViewController("Card", log: log), UIView(), UIView())
        }
        var start = events.events.count
        session.runtime.asCurrent {
            dashboard.addChild(card)
            holder.addSubview(card.view)
            card.didMove(toParent: dashboard)
        }
        #expect(
            events.events[start...].map(\.description) == [
                "screenCreated s3 Card by none state null", "viewDidLoad s3",
            ],
            "a child whose view is not in its parent's view is not shown")

        start = events.events.count
        session.runtime.asCurrent { dashboard.view.addSubview(holder) }
        #expect(
            events.events[start...].map(\.description) == [
                "screenEmbedded s3 in s2", "viewWillAppear s3", "viewDidAppear s3",
            ])

        start = events.events.count
        session.runtime.asCurrent {
            dashboard.view.addSubview(other)
            other.addSubview(card.view)
        }
        #expect(events.events.count == start, "moving the view inside the parent's view changes nothing")

        session.runtime.asCurrent { holder.addSubview(card.view) }
        session.runtime.asCurrent { holder.removeFromSuperview() }
        #expect(
            events.events[start...].map(\.description) == [
                "viewWillDisappear s3", "viewDidDisappear s3", "screenUnembedded s3",
            ])
        #expect(card.parent === dashboard, "it is still a child, only not shown")
    }

    @Test func childrenEmbeddedBeforeTheParentAppearsFollowItWhenPushedOverAndPoppedBack() throws {
        let log = Log()
        var (session, events, _, start) = try opened {
            DashboardViewController(cards: [CardViewController("A", log: log), CardViewController("B", log: log)])
        }
        #expect(
            events.events[start...].map(\.description) == [
                "userTapped Open on s1",
                "screenCreated s2 Dashboard by none state null",
                "pushed s2 onto k1",
                "viewDidLoad s2",
                "screenCreated s3 A by none state null",
                "viewDidLoad s3",
                "screenEmbedded s3 in s2",
                "screenCreated s4 B by none state null",
                "viewDidLoad s4",
                "screenEmbedded s4 in s2",
                "viewWillDisappear s1",
                "viewWillAppear s2",
                "viewWillAppear s3",
                "viewWillAppear s4",
                "animationsEnded", "viewDidDisappear s1",
                "viewDidAppear s2",
                "viewDidAppear s3",
                "viewDidAppear s4",
            ])
        #expect(
            log.entries == [
                "A willMove(parent)", "A viewDidLoad", "A didMove(parent)",
                "B willMove(parent)", "B viewDidLoad", "B didMove(parent)",
                "A viewWillAppear", "B viewWillAppear", "A viewDidAppear", "B viewDidAppear",
            ])

        start = events.events.count
        session.runtime.asCurrent {
            let dashboard = session.runtime.screen(ScreenID(2)) as? UIViewController
            dashboard?.navigationController?.pushViewController(UIViewController(), animated: true)
        }
        try session.settle()
        #expect(
            events.events[start...].map(\.description) == [
                "screenCreated s5 UI by none state null",
                "pushed s5 onto k1",
                "viewDidLoad s5",
                "viewWillDisappear s2",
                "viewWillDisappear s3",
                "viewWillDisappear s4",
                "viewWillAppear s5",
                "animationsEnded", "viewDidDisappear s2",
                "viewDidDisappear s3",
                "viewDidDisappear s4",
                "viewDidAppear s5",
            ])

        try session.tapBack()
        start = events.events.count
        try session.tapBack()
        #expect(
            events.events[start...].map(\.description) == [
                "backTapped k1",
                "popped s2 from k1",
                "viewWillDisappear s2",
                "viewWillDisappear s3",
                "viewWillDisappear s4",
                "viewWillAppear s1",
                "animationsEnded", "viewDidDisappear s2",
                "viewDidDisappear s3",
                "viewDidDisappear s4",
                "viewDidAppear s1",
                "screenDeallocated s2",
                "screenDeallocated s3",
                "screenDeallocated s4",
            ])
        #expect(session.state.invariantViolations().isEmpty)
    }

    @Test func removingAChildSendsTheDisappearPairThenUnembedsIt() throws {
        let log = Log()
        let (session, events, dashboard, _) = try opened {
            DashboardViewController(cards: [CardViewController("Card", log: log)])
        }
        let start = events.events.count
        let logStart = log.entries.count
        session.runtime.asCurrent { dashboard.remove(dashboard.cards[0]) }

        #expect(
            events.events[start...].map(\.description) == [
                "viewWillDisappear s3", "viewDidDisappear s3", "screenUnembedded s3",
            ])
        #expect(
            log.entries[logStart...] == [
                "Card willMove(nil)", "Card viewWillDisappear", "Card viewDidDisappear", "Card didMove(nil)",
            ])
        #expect(session.state.screensInView == [ScreenID(2)])
        #expect(session.state.screens[ScreenID(2)]?.children == [])
        #expect(dashboard.children.isEmpty)
    }

    @Test func aContainerThatDoesNotForwardAppearanceTellsItsChildWithBeginAndEnd() throws {
        let log = Log()
        var (session, events, _, start) = try opened {
            ManualContainerViewController(child: CardViewController("Card", log: log))
        }
        #expect(
            events.events[start...].map(\.description) == [
                "userTapped Open on s1",
                "screenCreated s2 Manual by none state null",
                "pushed s2 onto k1",
                "viewDidLoad s2",
                "screenCreated s3 Card by none state null",
                "viewDidLoad s3",
                "screenEmbedded s3 in s2",
                "viewWillDisappear s1",
                "viewWillAppear s2",
                "viewWillAppear s3",
                "animationsEnded", "viewDidDisappear s1",
                "viewDidAppear s2",
                "viewDidAppear s3",
            ])

        start = events.events.count
        try session.tapBack()
        #expect(
            events.events[start...].prefix(10).map(\.description) == [
                "backTapped k1",
                "popped s2 from k1",
                "viewWillDisappear s2",
                "viewWillDisappear s3",
                "viewWillAppear s1",
                "animationsEnded", "viewDidDisappear s2",
                "viewDidDisappear s3",
                "viewDidAppear s1",
                "screenDeallocated s2",
            ])
        #expect(session.state.invariantViolations().isEmpty)
    }

    @Test func aChildOfAContainerThatDoesNotForwardGetsNoCallbacksWhenEmbedded() throws {
        let log = Log()
        let (session, events, manual, _) = try opened {
            ManualContainerViewController(child: CardViewController("Card", log: log))
        }
        let start = events.events.count
        session.runtime.asCurrent {
            let extra = CardViewController("Extra", log: log)
            manual.addChild(extra)
            manual.view.addSubview(extra.view)
            extra.didMove(toParent: manual)
        }
        #expect(
            events.events[start...].map(\.description) == [
                "screenCreated s4 Extra by none state null", "viewDidLoad s4", "screenEmbedded s4 in s2",
            ])
        #expect(session.state.screens[ScreenID(4)]?.appearance == .disappeared)
    }

    @Test func aPagerSwitchesPagesWithTransitionFromTo() throws {
        let log = Log()
        let (session, events, _, _) = try opened {
            PagerViewController(pages: [CardViewController("A", log: log), CardViewController("B", log: log)])
        }
        let start = events.events.count
        let logStart = log.entries.count
        try session.tap("Next")

        #expect(
            events.events[start...].map(\.description) == [
                "userTapped Next on s2",
                "screenCreated s4 B by none state null",
                "viewDidLoad s4",
                "screenEmbedded s4 in s2",
                "viewWillAppear s4",
                "viewDidAppear s4",
                "viewWillDisappear s3",
                "viewDidDisappear s3",
                "screenUnembedded s3",
            ])
        #expect(
            log.entries[logStart...] == [
                "A willMove(nil)", "B willMove(parent)", "B viewDidLoad", "B viewWillAppear", "B viewDidAppear",
                "A viewWillDisappear", "A viewDidDisappear", "A didMove(nil)", "B didMove(parent)",
            ])

        let back = events.events.count
        try session.tap("Next")
        #expect(
            events.events[back...].map(\.description) == [
                "userTapped Next on s2",
                "screenEmbedded s3 in s2",
                "viewWillAppear s3",
                "viewDidAppear s3",
                "viewWillDisappear s4",
                "viewDidDisappear s4",
                "screenUnembedded s4",
            ])
        #expect(session.state.screensInView == [ScreenID(2), ScreenID(3)])
    }

    @Test func anEmbeddedScreenPushesOntoItsParentsNavigationControllerAndPresentsFromItsLayer() throws {
        let log = Log()
        let (session, events, dashboard, _) = try opened {
            DashboardViewController(cards: [CardViewController("Card", log: log)])
        }
        let card = dashboard.cards[0]
        #expect(card.navigationController === dashboard.navigationController)
        var start = events.events.count
        session.runtime.asCurrent { card.navigationController?.pushViewController(UIViewController(), animated: true) }
        try session.settle()
        #expect(
            events.events[start...].map(\.description) == [
                "screenCreated s4 UI by none state null", "pushed s4 onto k1", "viewDidLoad s4",
                "viewWillDisappear s2", "viewWillDisappear s3", "viewWillAppear s4",
                "animationsEnded", "viewDidDisappear s2", "viewDidDisappear s3", "viewDidAppear s4",
            ])

        try session.tapBack()
        start = events.events.count
        session.runtime.asCurrent { card.present(UIViewController(), animated: true) }
        try session.settle()
        #expect(
            events.events[start...].map(\.description) == [
                "screenCreated s5 UI by none state null", "presented s5 by k1 as pageSheet", "viewDidLoad s5",
                "viewWillAppear s5", "animationsEnded", "viewDidAppear s5",
            ])
        #expect(session.state.invariantViolations().isEmpty)
    }

    @Test func transitionBetweenControllersWithoutACommonParentIsARecordedCrash() throws {
        let (session, events) = try launched()
        session.runtime.asCurrent {
            let parent = UIViewController()
            parent.transition(
                from: UIViewController(), to: UIViewController(), duration: 0, options: [], animations: nil)
        }
        #expect(
            events.events.last?.description
                == "crashed in app: transition(from:to:): Children view controllers UIViewController and "
                + "UIViewController must have a common parent view controller")
    }

    @Test func aTabBarControllerAddedAsAChildOfAScreenIsARecordedIgnoredCommand() throws {
        let (session, events) = try launched()
        session.runtime.asCurrent {
            let parent = UIViewController()
            let child = UITabBarController()
            parent.addChild(child)
            #expect(child.parent === parent, "it stays a child, as in UIKit")
        }
        guard case .commandIgnored(let command, let reason)? = events.events.last else {
            Issue.record("expected commandIgnored, got \(events.events.last.map(\.description) ?? "nothing")")
            return
        }
        #expect(command == "addChild(UITabBarController) to UIViewController")
        #expect(reason.contains("does not show tab bar controllers embedded in a screen"))
    }

    @Test func aNavigationControllerEmbeddedInAScreenOnScreenShowsItsStackUntilRemoved() throws {
        let log = Log()
        let (session, events, dashboard, _) = try opened { DashboardViewController(cards: []) }
        let navigation = session.runtime.asCurrent {
            UINavigationController(rootViewController: CardViewController("Card", log: log))
        }
        var start = events.events.count
        session.runtime.asCurrent { dashboard.embed(navigation) }
        #expect(
            events.events[start...].map(\.description) == [
                "containerCreated k2 navigation by none", "screenCreated s3 Card by none state null",
                "stackReplaced k2 with [s3]", "containerEmbedded k2 in s2", "viewDidLoad s3", "viewWillAppear s3",
                "viewDidAppear s3",
            ])
        #expect(session.state.screensInView == [ScreenID(2), ScreenID(3)])
        #expect(session.state.screens[ScreenID(2)]?.embeddedContainers == [ContainerID(2)])
        start = events.events.count
        session.runtime.asCurrent { dashboard.remove(navigation) }
        #expect(
            events.events[start...].map(\.description) == [
                "viewWillDisappear s3", "viewDidDisappear s3", "containerUnembedded k2",
            ])
        #expect(session.state.screensInView == [ScreenID(2)])
        #expect(
            log.entries == [
                "Card viewDidLoad", "Card viewWillAppear", "Card viewDidAppear", "Card viewWillDisappear",
                "Card viewDidDisappear",
            ])
    }

    // MARK: - A coordinator's embedded screen

    /// The ViewModel of an embedded summary card.
    final class SummaryViewModel {
        var likes = 0
    }

    final class SummaryViewController: UIViewController, NavSimNamed {
        let navSimName = "Summary"
        let viewModel = SummaryViewModel()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(
                UIButton(primaryAction: UIAction(title: "Like") { [unowned self] _ in self.viewModel.likes += 1 }))
        }
    }

    /// A coordinator that builds a profile screen with the summary card embedded in it.
    @MainActor final class ProfileCoordinator {
        let navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            let profile = DashboardViewController(cards: [])
            profile.loadViewIfNeeded()
            profile.embed(SummaryViewController())
            navigationController.pushViewController(profile, animated: true)
        }
    }

    @Test func anEmbeddedScreensViewModelStateIsRecordedAndItsControlsAreTappedThroughItsParent() throws {
        var profileCoordinator: ProfileCoordinator?
        let (session, events) = try launched { _, coordinator, root in
            root.addButton("Profile") {
                let child = ProfileCoordinator(navigationController: coordinator.navigationController)
                profileCoordinator = child
                child.start()
            }
        }
        try session.tap("Profile")
        #expect(session.state.screensInView == [ScreenID(2), ScreenID(3)])
        #expect(session.state.frontScreen == ScreenID(2), "taps go to the parent screen, whose view holds the card")
        #expect(session.state.screens[ScreenID(3)]?.state == ["likes": 0])

        let start = events.events.count
        try session.tap("Like")
        #expect(
            events.events[start...].map(\.description) == [
                "userTapped Like on s2", #"viewModelStateChanged s3 to {"likes":1}"#,
            ])
        #expect(profileCoordinator != nil)
    }
}
