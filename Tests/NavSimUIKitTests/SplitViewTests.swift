import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// A split view controller on NavSim's compact screen: collapsed onto one navigation
/// controller, with the delegate's say on the secondary, and `show(_:sender:)` and
/// `showDetailViewController(_:sender:)` pushing onto it; in a regular width, expanded, its
/// columns side by side and those calls replacing one (docs/uikit.md, "Split view
/// controllers").
@Suite @MainActor struct SplitViewTests {
    /// A launched `SplitApp` made by `makeApp` in a `width` screen, with its timeline.
    func launched(
        width: UIUserInterfaceSizeClass = .compact, _ makeApp: @escaping @MainActor (Timeline) -> SplitApp
    ) throws -> (Session, Timeline) {
        let timeline = Timeline()
        let session = Session(
            app: NavSimApp(sceneDelegate: { SplitSceneDelegate { makeApp(timeline) } }, horizontalSizeClass: width),
            sink: timeline)
        try session.launch()
        return (session, timeline)
    }

    @Test func theClassicInterfaceCollapsesWithTheSecondaryOnTopByDefault() throws {
        let (session, timeline) = try launched { SplitApp(timeline: $0, layout: .classic) }
        #expect(
            timeline.entries == [
                "launched", "windowCreated w1", "delegate collapseSecondary navigation onto navigation: false",
                "containerCreated k1 navigation by none", "screenCreated s1 List by none state null",
                "screenCreated s2 Placeholder by none state null", "stackReplaced k1 with [s1, s2]",
                "windowRootSet w1 to k1", "viewDidLoad s2", "viewWillAppear s2", "viewDidAppear s2",
            ])
        #expect(session.state.frontScreen == ScreenID(2))
        let split = try #require(session.runtime.container(ContainerID(1)) as? UINavigationController)
        #expect(split.splitViewController?.isCollapsed == true)
        #expect(split.splitViewController?.viewControllers.count == 1)
        try session.tapBack()
        #expect(session.state.frontScreen == ScreenID(1))
    }

    @Test func aDelegateThatCollapsesTheSecondaryAwayShowsThePrimaryAlone() throws {
        let (session, timeline) = try launched {
            SplitApp(timeline: $0, layout: .classic, collapsesSecondaryAway: true)
        }
        #expect(
            timeline.entries == [
                "launched", "windowCreated w1", "delegate collapseSecondary navigation onto navigation: true",
                "containerCreated k1 navigation by none", "screenCreated s1 List by none state null",
                "stackReplaced k1 with [s1]", "windowRootSet w1 to k1", "viewDidLoad s1", "viewWillAppear s1",
                "viewDidAppear s1",
            ])
        #expect(session.state.frontScreen == ScreenID(1))
    }

    @Test func showDetailAndShowPushOntoThePrimaryNavigationController() throws {
        let (session, timeline) = try launched {
            SplitApp(timeline: $0, layout: .classic, collapsesSecondaryAway: true)
        }
        var mark = timeline.entries.count
        try session.tap("open")
        #expect(
            Array(timeline.entries[mark...]) == [
                "userTapped open on s1", "coordinatorCreated c1 MessageCoordinator", "coordinatorStarted c1",
                "screenCreated s2 Message by c1 state null", "pushed s2 onto k1", "viewDidLoad s2",
                "viewWillDisappear s1", "viewWillAppear s2", "animationsEnded", "viewDidDisappear s1",
                "viewDidAppear s2",
            ])
        try session.tapBack()
        mark = timeline.entries.count
        try session.tap("show")
        #expect(
            Array(timeline.entries[mark...]) == [
                "userTapped show on s1", "screenCreated s3 Shown by none state null", "pushed s3 onto k1",
                "viewDidLoad s3", "viewWillDisappear s1", "viewWillAppear s3", "animationsEnded",
                "viewDidDisappear s1", "viewDidAppear s3",
            ])
        #expect(session.state.invariantViolations().isEmpty)
    }

    @Test func aMessageFlowNeverRemovedAfterBackIsLeaked() throws {
        let (session, _) = try launched {
            SplitApp(timeline: $0, layout: .classic, collapsesSecondaryAway: true, flowsRemoveThemselves: false)
        }
        try session.tap("open")
        try session.tapBack()
        #expect(
            session.state.invariantViolations().map(\.message) == [
                "MessageCoordinator#1 has no screen left on screen but is still alive: leaked"
            ])
    }

    @Test func theColumnStyleShowsTheCompactColumnWhenOneIsSet() throws {
        let (session, timeline) = try launched { SplitApp(timeline: $0, layout: .columns(compact: true)) }
        #expect(
            timeline.entries == [
                "launched", "windowCreated w1", "delegate didCollapse", "containerCreated k1 navigation by none",
                "screenCreated s1 Compact by none state null", "stackReplaced k1 with [s1]", "windowRootSet w1 to k1",
                "viewDidLoad s1", "viewWillAppear s1", "viewDidAppear s1",
            ])
        #expect(session.state.frontScreen == ScreenID(1))
    }

    @Test func theColumnStyleCollapsesWithTheSecondaryColumnOnTopByDefault() throws {
        let (session, timeline) = try launched { SplitApp(timeline: $0, layout: .columns(compact: false)) }
        #expect(
            timeline.entries == [
                "launched", "windowCreated w1", "delegate topColumnForCollapsing proposed secondary: secondary",
                "delegate didCollapse", "containerCreated k1 navigation by none",
                "screenCreated s1 List by none state null", "screenCreated s2 Placeholder by none state null",
                "stackReplaced k1 with [s1, s2]", "windowRootSet w1 to k1", "viewDidLoad s2", "viewWillAppear s2",
                "viewDidAppear s2",
            ])
        #expect(session.state.frontScreen == ScreenID(2))
    }

    @Test func theColumnStyleDelegateCanPutThePrimaryColumnOnTop() throws {
        let (session, timeline) = try launched {
            SplitApp(timeline: $0, layout: .columns(compact: false), topColumn: .primary)
        }
        #expect(
            timeline.entries == [
                "launched", "windowCreated w1", "delegate topColumnForCollapsing proposed secondary: primary",
                "delegate didCollapse", "containerCreated k1 navigation by none",
                "screenCreated s1 List by none state null", "stackReplaced k1 with [s1]", "windowRootSet w1 to k1",
                "viewDidLoad s1", "viewWillAppear s1", "viewDidAppear s1",
            ])
        #expect(session.state.frontScreen == ScreenID(1))
        let navigation = try #require(session.runtime.container(ContainerID(1)) as? UINavigationController)
        #expect(label(navigation.splitViewController?.viewController(for: .primary)) == "List")
        #expect(navigation.splitViewController?.viewControllers.first === navigation)
    }

    // MARK: - Expanded

    /// The launch of an expanded split view controller whose columns show List and
    /// Placeholder: the split view controller is a screen, its columns embedded in it.
    private static let expandedLaunch = [
        "launched", "windowCreated w1", "screenCreated s1 UISplit by none state null", "windowRootSet w1 to s1",
        "viewDidLoad s1", "screenCreated s2 List by none state null", "viewDidLoad s2", "screenEmbedded s2 in s1",
        "screenCreated s3 Placeholder by none state null", "viewDidLoad s3", "screenEmbedded s3 in s1",
        "viewWillAppear s1", "viewWillAppear s2", "viewWillAppear s3", "viewDidAppear s1", "viewDidAppear s2",
        "viewDidAppear s3",
    ]

    @Test func aRegularWidthShowsBothColumnsWithoutCollapsing() throws {
        let (session, timeline) = try launched(width: .regular) { SplitApp(timeline: $0, layout: .classicPlain) }
        #expect(timeline.entries == Self.expandedLaunch)
        let split = try #require(session.runtime.screen(ScreenID(1)) as? UISplitViewController)
        #expect(!split.isCollapsed)
        #expect(split.viewControllers.map(label) == ["List", "Placeholder"])
        #expect(split.children.map(label) == ["List", "Placeholder"])
        #expect(split.traitCollection.horizontalSizeClass == .regular)
        #expect(session.state.screensInView == [ScreenID(1), ScreenID(2), ScreenID(3)])
    }

    @Test func showDetailReplacesTheSecondaryOfAnExpandedInterface() throws {
        let (session, timeline) = try launched(width: .regular) { SplitApp(timeline: $0, layout: .classicPlain) }
        let mark = timeline.entries.count
        try session.tap("open")
        #expect(
            Array(timeline.entries[mark...]) == [
                "userTapped open on s1", "viewWillDisappear s3", "viewDidDisappear s3", "screenUnembedded s3",
                "screenDeallocated s3", "coordinatorCreated c1 MessageCoordinator", "coordinatorStarted c1",
                "screenCreated s4 Message by c1 state null", "viewDidLoad s4", "screenEmbedded s4 in s1",
                "viewWillAppear s4", "viewDidAppear s4",
            ])
        // The message flow the app holds does not own the split view controller the app made.
        #expect(session.state.screens[ScreenID(1)]?.owner == nil)
        let split = try #require(session.runtime.screen(ScreenID(1)) as? UISplitViewController)
        #expect(split.viewControllers.map(label) == ["List", "Message"])
        #expect(session.state.invariantViolations().isEmpty)
    }

    @Test func showFromThePrimaryReplacesThePrimaryOfAnExpandedInterface() throws {
        let (session, timeline) = try launched(width: .regular) { SplitApp(timeline: $0, layout: .classicPlain) }
        let mark = timeline.entries.count
        try session.tap("show")
        #expect(
            Array(timeline.entries[mark...]) == [
                "userTapped show on s1", "viewWillDisappear s2", "viewDidDisappear s2", "screenUnembedded s2",
                "screenCreated s4 Shown by none state null", "viewDidLoad s4", "embeddedAt s4 in s1 at 0",
                "viewWillAppear s4", "viewDidAppear s4", "screenDeallocated s2",
            ])
        let split = try #require(session.runtime.screen(ScreenID(1)) as? UISplitViewController)
        #expect(split.viewControllers.map(label) == ["Shown", "Placeholder"])
        // The new primary is listed first, in column order.
        #expect(session.state.screens[ScreenID(1)]?.embedded == [.screen(ScreenID(4)), .screen(ScreenID(3))])
        #expect(session.state.screensInView == [ScreenID(1), ScreenID(4), ScreenID(3)])
    }

    /// The column style wraps each plain column's controller in a navigation controller it
    /// makes, as `SplitColumnNavigationTests.launch` shows for the app's own; the `.compact`
    /// column is not shown.
    @Test func theColumnStyleExpandedShowsPrimaryAndSecondaryInNavigationControllers() throws {
        let (session, timeline) = try launched(width: .regular) {
            SplitApp(timeline: $0, layout: .columns(compact: true))
        }
        #expect(timeline.entries == SplitColumnNavigationTests.launch)
        let split = try #require(session.runtime.screen(ScreenID(1)) as? UISplitViewController)
        #expect(split.children.map(label) == ["navigation", "navigation"])
        let list = try #require(split.viewController(for: .primary))
        #expect(label(list) == "List")
        #expect(list.navigationController === split.children.first)
        #expect(
            session.state.screens[ScreenID(1)]?.embedded == [.container(ContainerID(1)), .container(ContainerID(2))])
        #expect(session.state.screensInView == [ScreenID(1), ScreenID(2), ScreenID(3)])
    }

    /// The column-style `SplitApp` expanded, after a tap on List's `action`, with what the
    /// tap recorded.
    private func tappedInExpandedColumns(_ action: String) throws -> (Session, [String]) {
        let (session, timeline) = try launched(width: .regular) {
            SplitApp(timeline: $0, layout: .columns(compact: false))
        }
        let mark = timeline.entries.count
        try session.tap(action)
        return (session, Array(timeline.entries[mark...]))
    }

    /// A plain controller set for the secondary column while it shows a navigation
    /// controller is pushed there (Apple's answer to FB8640357); the column's back button
    /// then leads to the placeholder.
    @Test func settingThePlainSecondaryPushesOntoItsNavigationController() throws {
        let (session, entries) = try tappedInExpandedColumns("other")
        #expect(
            entries == [
                "userTapped other on s1", "screenCreated s4 Other by none state null", "pushed s4 onto k2",
                "viewDidLoad s4", "viewWillDisappear s3", "viewWillAppear s4", "viewDidDisappear s3",
                "viewDidAppear s4",
            ])
        let split = try #require(session.runtime.screen(ScreenID(1)) as? UISplitViewController)
        #expect(label(split.viewController(for: .secondary)) == "Other")
        #expect(session.state.containers[ContainerID(2)]?.stack == [.screen(ScreenID(3)), .screen(ScreenID(4))])
        #expect(session.state.screensInView == [ScreenID(1), ScreenID(2), ScreenID(4)])
    }

    /// Setting `nil` first, Apple's way to replace the secondary column: its navigation
    /// controller leaves, and the new controller comes in a new one.
    @Test func settingNilThenAControllerReplacesTheSecondaryColumn() throws {
        let (session, entries) = try tappedInExpandedColumns("replace")
        #expect(
            entries == [
                "userTapped replace on s1", "viewWillDisappear s3", "viewDidDisappear s3", "containerUnembedded k2",
                "containerDeallocated k2", "screenDeallocated s3", "containerCreated k3 navigation by none",
                "screenCreated s4 Other by none state null", "stackReplaced k3 with [s4]", "containerEmbedded k3 in s1",
                "viewDidLoad s4", "viewWillAppear s4", "viewDidAppear s4",
            ])
        #expect(
            session.state.screens[ScreenID(1)]?.embedded == [.container(ContainerID(1)), .container(ContainerID(3))])
        #expect(session.state.screensInView == [ScreenID(1), ScreenID(2), ScreenID(4)])
    }

    /// A classic split view controller of a navigation controller and a plain controller:
    /// its columns get their callbacks, and are listed, in column order, the navigation
    /// controller's screen first.
    @Test func mixedColumnsAppearInColumnOrder() throws {
        let (session, timeline) = try launched(width: .regular) { SplitApp(timeline: $0, layout: .classicMixed) }
        #expect(
            timeline.entries == [
                "launched", "windowCreated w1", "screenCreated s1 UISplit by none state null",
                "windowRootSet w1 to s1", "viewDidLoad s1", "containerCreated k1 navigation by none",
                "screenCreated s2 List by none state null", "stackReplaced k1 with [s2]", "containerEmbedded k1 in s1",
                "screenCreated s3 Placeholder by none state null", "viewDidLoad s3", "screenEmbedded s3 in s1",
                "viewWillAppear s1", "viewDidLoad s2", "viewWillAppear s2", "viewWillAppear s3", "viewDidAppear s1",
                "viewDidAppear s2", "viewDidAppear s3",
            ])
        #expect(session.state.screens[ScreenID(1)]?.embedded == [.container(ContainerID(1)), .screen(ScreenID(3))])
        #expect(session.state.screensInView == [ScreenID(1), ScreenID(2), ScreenID(3)])
        #expect(
            session.state.outline.contains(
                "s1 UISplit [appeared] null\n    embedded k1 Navigation\n      s2 List [appeared] null\n"
                    + "    embedded s3 Placeholder [appeared] null"))
    }
}
