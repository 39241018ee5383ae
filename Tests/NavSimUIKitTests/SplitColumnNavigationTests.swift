import NavSimCore
import NavSimExploration
import NavSimSimulator
import Testing

@testable import NavSimUIKit

/// An expanded split view controller whose columns are navigation controllers, the usual
/// iPad layout: each column's stack is shown in the split view controller
/// (`containerEmbedded`), pushes and pops run in each column with UIKit's lifecycle order,
/// each column has its own back button, and the live state is the fold of its events
/// (docs/uikit.md, "Navigation controllers in columns").
@Suite @MainActor struct SplitColumnNavigationTests {
    /// The launch of `SplitApp`'s classic layout expanded: the split view controller is a
    /// screen; when its view loads, each column's navigation controller is recorded with its
    /// root and embedded; the roots load and appear right after the split view controller.
    static let launch = [
        "launched", "windowCreated w1", "screenCreated s1 UISplit by none state null", "windowRootSet w1 to s1",
        "viewDidLoad s1", "containerCreated k1 navigation by none", "screenCreated s2 List by none state null",
        "stackReplaced k1 with [s2]", "containerEmbedded k1 in s1", "containerCreated k2 navigation by none",
        "screenCreated s3 Placeholder by none state null", "stackReplaced k2 with [s3]", "containerEmbedded k2 in s1",
        "viewWillAppear s1", "viewDidLoad s2", "viewWillAppear s2", "viewDidLoad s3", "viewWillAppear s3",
        "viewDidAppear s1", "viewDidAppear s2", "viewDidAppear s3",
    ]

    private func launched(
        _ layout: SplitApp.Layout = .classic, flowsRemoveThemselves: Bool = true
    ) throws -> (Session, Timeline) {
        try SplitViewTests().launched(width: .regular) {
            SplitApp(timeline: $0, layout: layout, flowsRemoveThemselves: flowsRemoveThemselves)
        }
    }

    /// Folds the recorded events again: the replay's state is the live one.
    private func expectReplayEqualsLive(_ session: Session, _ timeline: Timeline) throws {
        var replayed = NavigationState()
        for event in timeline.events { try replayed.apply(event) }
        #expect(replayed == session.state)
    }

    /// The back inputs the session offers, as text.
    private func backInputs(_ session: Session) -> [String] {
        session.availableInputs().map(\.description).filter {
            $0.hasPrefix("backTapped") || $0.hasPrefix("interactive")
        }
    }

    @Test func bothColumnsShowTheirNavigationStacks() throws {
        let (session, timeline) = try launched()
        #expect(timeline.entries == Self.launch)
        let split = try #require(session.runtime.screen(ScreenID(1)) as? UISplitViewController)
        #expect(!split.isCollapsed)
        #expect(split.children.map(label) == ["navigation", "navigation"])
        #expect(session.state.screens[ScreenID(1)]?.embeddedContainers == [ContainerID(1), ContainerID(2)])
        #expect(session.state.containers[ContainerID(2)]?.location == .embedded(ScreenID(1)))
        #expect(session.state.screensInView == [ScreenID(1), ScreenID(2), ScreenID(3)])
        #expect(backInputs(session).isEmpty)
        #expect(session.state.invariantViolations().isEmpty)
        try expectReplayEqualsLive(session, timeline)
    }

    @Test func pushAndBackInThePrimaryColumn() throws {
        let (session, timeline) = try launched()
        var mark = timeline.entries.count
        try session.tap("show")
        #expect(
            Array(timeline.entries[mark...]) == [
                "userTapped show on s1", "screenCreated s4 Shown by none state null", "pushed s4 onto k1",
                "viewDidLoad s4", "viewWillDisappear s2", "viewWillAppear s4", "animationsEnded",
                "viewDidDisappear s2", "viewDidAppear s4",
            ])
        #expect(session.state.screensInView == [ScreenID(1), ScreenID(4), ScreenID(3)])
        #expect(backInputs(session) == ["backTapped k1", "interactiveBackBegan k1"])
        mark = timeline.entries.count
        try session.tapBack(in: ContainerID(1))
        #expect(
            Array(timeline.entries[mark...]) == [
                "backTapped k1", "popped s4 from k1", "viewWillDisappear s4", "viewWillAppear s2", "animationsEnded",
                "viewDidDisappear s4", "viewDidAppear s2", "screenDeallocated s4",
            ])
        #expect(session.state.screensInView == [ScreenID(1), ScreenID(2), ScreenID(3)])
        try expectReplayEqualsLive(session, timeline)
    }

    /// The launch of the `detailCoordinator` layout: as ``launch``, with `DetailCoordinator`
    /// recorded first, the owner of the secondary column's navigation controller; not of the
    /// split view controller, which the app's object that holds the coordinator made.
    static let coordinatedLaunch = [
        "launched", "windowCreated w1", "coordinatorCreated c1 DetailCoordinator",
        "screenCreated s1 UISplit by none state null", "windowRootSet w1 to s1", "viewDidLoad s1",
        "containerCreated k1 navigation by none", "screenCreated s2 List by none state null",
        "stackReplaced k1 with [s2]", "containerEmbedded k1 in s1", "containerCreated k2 navigation by c1",
        "screenCreated s3 Placeholder by none state null", "stackReplaced k2 with [s3]", "containerEmbedded k2 in s1",
        "viewWillAppear s1", "viewDidLoad s2", "viewWillAppear s2", "viewDidLoad s3", "viewWillAppear s3",
        "viewDidAppear s1", "viewDidAppear s2", "viewDidAppear s3",
    ]

    @Test(arguments: [true, false])
    func pushAndBackInTheSecondaryColumn(removesItself: Bool) throws {
        let (session, timeline) = try launched(.detailCoordinator, flowsRemoveThemselves: removesItself)
        #expect(timeline.entries == Self.coordinatedLaunch)
        var mark = timeline.entries.count
        try session.tap("reply")
        #expect(
            Array(timeline.entries[mark...]) == [
                "userTapped reply on s1", "coordinatorCreated c2 ReplyCoordinator", "coordinatorStarted c2",
                "screenCreated s4 Reply by c2 state null", "pushed s4 onto k2", "viewDidLoad s4",
                "viewWillDisappear s3", "viewWillAppear s4", "animationsEnded", "viewDidDisappear s3",
                "viewDidAppear s4",
            ])
        #expect(session.state.screensInView == [ScreenID(1), ScreenID(2), ScreenID(4)])
        #expect(backInputs(session) == ["backTapped k2", "interactiveBackBegan k2"])
        mark = timeline.entries.count
        try session.tapBack(in: ContainerID(2))
        let popped = [
            "backTapped k2", "popped s4 from k2", "viewWillDisappear s4", "viewWillAppear s3", "animationsEnded",
            "viewDidDisappear s4",
        ]
        if removesItself {
            #expect(
                Array(timeline.entries[mark...])
                    == popped + ["coordinatorDeallocated c2", "viewDidAppear s3", "screenDeallocated s4"])
            #expect(session.state.invariantViolations().isEmpty)
        } else {
            #expect(Array(timeline.entries[mark...]) == popped + ["viewDidAppear s3"])
            #expect(
                session.state.invariantViolations().map(\.description) == [
                    "flowEndedButAlive: ReplyCoordinator#2 has no screen left on screen but is still alive: leaked"
                ])
        }
        try expectReplayEqualsLive(session, timeline)
    }

    @Test func aCancelledBackSwipeInAColumnKeepsItsTop() throws {
        let (session, timeline) = try launched()
        try session.tap("show")
        let mark = timeline.entries.count
        try session.swipeBack(in: ContainerID(1), completing: false)
        #expect(
            Array(timeline.entries[mark...]) == [
                "interactiveBackBegan k1", "viewWillDisappear s4", "viewWillAppear s2", "interactiveBackCancelled k1",
                "viewWillDisappear s2", "viewDidDisappear s2", "viewWillAppear s4", "viewDidAppear s4",
            ])
        #expect(session.state.screensInView == [ScreenID(1), ScreenID(4), ScreenID(3)])
        try expectReplayEqualsLive(session, timeline)
    }

    @Test func showDetailReplacesTheSecondaryColumnsNavigationController() throws {
        let (session, timeline) = try launched()
        let mark = timeline.entries.count
        try session.tap("open")
        #expect(
            Array(timeline.entries[mark...]) == [
                "userTapped open on s1", "viewWillDisappear s3", "coordinatorCreated c1 MessageCoordinator",
                "viewDidDisappear s3", "containerUnembedded k2", "containerDeallocated k2", "screenDeallocated s3",
                "coordinatorStarted c1", "screenCreated s4 Message by c1 state null", "viewDidLoad s4",
                "screenEmbedded s4 in s1", "viewWillAppear s4", "viewDidAppear s4",
            ])
        #expect(session.state.screens[ScreenID(1)]?.owner == nil)
        #expect(session.state.screens[ScreenID(1)]?.embedded == [.container(ContainerID(1)), .screen(ScreenID(4))])
        // Column order: the primary's stack, then the new secondary.
        #expect(session.state.screensInView == [ScreenID(1), ScreenID(2), ScreenID(4)])
        try expectReplayEqualsLive(session, timeline)
    }

    /// A column replaced after launch keeps its place among the columns: its navigation
    /// controller is embedded before the later columns' (`embeddedAt`), so the live state
    /// and the fold of its events list the columns primary, supplementary, secondary.
    @Test func aReplacedSupplementaryColumnIsListedInColumnOrder() throws {
        let (session, timeline) = try launched(.tripleColumns)
        let mark = timeline.entries.count
        try session.tap("supplementary")
        #expect(
            Array(timeline.entries[mark...]) == [
                "userTapped supplementary on s1", "viewWillDisappear s3", "viewDidDisappear s3",
                "containerUnembedded k2", "containerDeallocated k2", "containerCreated k4 navigation by none",
                "screenCreated s5 Other by none state null", "stackReplaced k4 with [s5]", "embeddedAt k4 in s1 at 1",
                "viewDidLoad s5", "viewWillAppear s5", "viewDidAppear s5", "screenDeallocated s3",
            ])
        #expect(
            session.state.screens[ScreenID(1)]?.embedded == [
                .container(ContainerID(1)), .container(ContainerID(4)), .container(ContainerID(3)),
            ])
        #expect(session.state.screensInView == [ScreenID(1), ScreenID(2), ScreenID(5), ScreenID(4)])
        try expectReplayEqualsLive(session, timeline)
    }

    /// Re-running a trace written before format 2.1 records the column appended, as its
    /// recorder did (`containerEmbedded`), so `verify` of such a trace compares like with like.
    @Test func aReRunOfA20TraceAppendsTheReplacedColumn() throws {
        let (session, timeline) = try launched(.tripleColumns)
        session.runtime.recordsFormat21Events = false
        let mark = timeline.entries.count
        try session.tap("supplementary")
        let entries = Array(timeline.entries[mark...])
        #expect(entries.contains("containerEmbedded k4 in s1"))
        #expect(!entries.contains { $0.hasPrefix("embeddedAt") })
        #expect(
            session.state.screens[ScreenID(1)]?.embedded == [
                .container(ContainerID(1)), .container(ContainerID(3)), .container(ContainerID(4)),
            ])
        try expectReplayEqualsLive(session, timeline)
    }

    /// The primary column replaced after launch is embedded first again (`embeddedAt` 0).
    @Test func aReplacedPrimaryColumnIsListedFirst() throws {
        let (session, timeline) = try launched(.tripleColumns)
        let mark = timeline.entries.count
        try session.tap("primary")
        #expect(
            Array(timeline.entries[mark...]) == [
                "userTapped primary on s1", "viewWillDisappear s2", "viewDidDisappear s2", "containerUnembedded k1",
                "containerDeallocated k1", "containerCreated k4 navigation by none",
                "screenCreated s5 Other by none state null", "stackReplaced k4 with [s5]", "embeddedAt k4 in s1 at 0",
                "viewDidLoad s5", "viewWillAppear s5", "viewDidAppear s5", "screenDeallocated s2",
            ])
        #expect(
            session.state.screens[ScreenID(1)]?.embedded == [
                .container(ContainerID(4)), .container(ContainerID(2)), .container(ContainerID(3)),
            ])
        #expect(session.state.screensInView == [ScreenID(1), ScreenID(5), ScreenID(3), ScreenID(4)])
        try expectReplayEqualsLive(session, timeline)
    }

    /// An explorer goes back in each column (`{"back": "button", "column": 1}`) and finds the
    /// reply flow its coordinator keeps after its screen was popped; the fixed app is clean.
    @Test(arguments: [false, true])
    func anExplorerFindsAReplyFlowKeptAfterBackInItsColumn(removesItself: Bool) {
        let report = SystematicExploration(depth: 3) {
            NavSimApp(
                sceneDelegate: {
                    SplitSceneDelegate {
                        SplitApp(timeline: Timeline(), layout: .detailCoordinator, flowsRemoveThemselves: removesItself)
                    }
                }, horizontalSizeClass: .regular)
        }.run()
        #expect(report.complete)
        let found = report.findings.map { [$0.rule, $0.coordinator ?? ""] }
        if removesItself {
            #expect(found.isEmpty)
        } else {
            #expect(found == [["flowEndedButAlive", "ReplyCoordinator"]])
            #expect(
                report.findings.first?.inputs == [
                    .tap("reply", on: "UISplit", argument: .null), .columnBack(.button, column: 1),
                ])
        }
    }
}
