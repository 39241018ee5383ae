import NavSimCore
import NavSimExploration
import NavSimSimulator
import NavSimUIKit
import Testing

/// A presentation's and a dismissal's transition coordinator (Apple: "When you present or
/// dismiss a view controller, UIKit creates a transition coordinator object automatically"):
/// the presenter, the presented controller and their children read it from the call until
/// its completions ran, and the user's sheet swipe drives one interactively; each with its
/// exact events and blocks.
@Suite @MainActor struct PresentationCoordinatorTests {
    /// Registers on `screen`'s transition coordinator blocks that note when they run, as
    /// `name`, or notes that it has none.
    private static func watch(_ screen: UIViewController, as name: String, in timeline: Timeline) {
        guard let coordinator = screen.transitionCoordinator else { return timeline.note("\(name): no coordinator") }
        coordinator.animate(
            alongsideTransition: { context in
                let from = label(context.viewController(forKey: .from))
                let to = label(context.viewController(forKey: .to))
                timeline.note("\(name) alongside \(from) to \(to), interactive \(context.isInteractive)")
            },
            completion: { timeline.note("\(name) completion, cancelled \($0.isCancelled)") })
        coordinator.notifyWhenInteractionChanges {
            timeline.note("\(name) interaction ended, cancelled \($0.isCancelled)")
        }
    }

    /// Whether two controllers' transition coordinators are one object.
    private static func same(
        _ first: (any UIViewControllerTransitionCoordinator)?, _ second: (any UIViewControllerTransitionCoordinator)?
    ) -> Bool {
        guard let first, let second else { return false }
        return (first as AnyObject) === (second as AnyObject)
    }

    /// A launched app whose Root screen (`s1`, in navigation controller `k1`) presents Sheet
    /// (`s2`) in `style` with its "present" button; Sheet's "dismiss" button dismisses it.
    /// Both watch their coordinator as they appear and disappear.
    private func launched(_ timeline: Timeline, style: UIModalPresentationStyle) throws -> Session {
        let app = NavSimApp(sceneDelegate: {
            TestSceneDelegate { _, coordinator, root in
                root.addButton("present") { [unowned root] in
                    let sheet = coordinator.screen("Sheet")
                    sheet.modalPresentationStyle = style
                    sheet.onWillAppear = { [unowned sheet] in Self.watch(sheet, as: "Sheet appearing", in: timeline) }
                    sheet.onWillDisappear = { [unowned sheet] in
                        Self.watch(sheet, as: "Sheet disappearing", in: timeline)
                    }
                    sheet.addButton("dismiss") { [unowned sheet] in
                        sheet.dismiss(animated: true) { timeline.note("dismiss completion") }
                        let same = Self.same(sheet.transitionCoordinator, root.transitionCoordinator)
                        timeline.note("after dismiss: Root has Sheet's coordinator \(same)")
                    }
                    root.present(sheet, animated: true) { [unowned sheet] in
                        timeline.note("present completion, coordinator \(sheet.transitionCoordinator != nil)")
                    }
                    let same = Self.same(sheet.transitionCoordinator, root.transitionCoordinator)
                    timeline.note("after present: Root has Sheet's coordinator \(same)")
                }
                root.onWillAppear = { [unowned root] in Self.watch(root, as: "Root appearing", in: timeline) }
                root.onWillDisappear = { [unowned root] in Self.watch(root, as: "Root disappearing", in: timeline) }
            }
        })
        let session = Session(app: app, sink: timeline)
        try session.launch()
        return session
    }

    @Test func aFullScreenPresentationAndItsDismissalRunTheirCoordinatorsBlocks() throws {
        let timeline = Timeline()
        let session = try launched(timeline, style: .fullScreen)
        var mark = timeline.entries.count
        try session.tap("present")
        #expect(
            Array(timeline.entries[mark...]) == [
                "userTapped present on s1", "screenCreated s2 Sheet by c1 state null",
                "presented s2 by k1 as fullScreen",
                "delegate after present: Root has Sheet's coordinator true", "viewDidLoad s2", "viewWillDisappear s1",
                "delegate Root disappearing alongside navigation to Sheet, interactive false", "viewWillAppear s2",
                "delegate Sheet appearing alongside navigation to Sheet, interactive false", "animationsEnded",
                "viewDidAppear s2", "viewDidDisappear s1", "delegate Root disappearing completion, cancelled false",
                "delegate Sheet appearing completion, cancelled false",
                "delegate present completion, coordinator false",
            ])
        mark = timeline.entries.count
        try session.tap("dismiss")
        #expect(
            Array(timeline.entries[mark...]) == [
                "userTapped dismiss on s2", "delegate after dismiss: Root has Sheet's coordinator true",
                "viewWillDisappear s2", "delegate Sheet disappearing alongside Sheet to navigation, interactive false",
                "viewWillAppear s1", "delegate Root appearing alongside Sheet to navigation, interactive false",
                "animationsEnded", "dismissed s2", "viewDidAppear s1", "viewDidDisappear s2",
                "delegate Sheet disappearing completion, cancelled false",
                "delegate Root appearing completion, cancelled false", "delegate dismiss completion",
                "screenDeallocated s2",
            ])
        #expect(session.state.invariantViolations().isEmpty)
    }

    @Test func aSwipedSheetsCoordinatorIsInteractiveUntilTheFingerLifts() throws {
        let timeline = Timeline()
        let session = try launched(timeline, style: .pageSheet)
        try session.tap("present")
        var mark = timeline.entries.count
        try session.swipeDownSheet(completing: false)
        #expect(
            Array(timeline.entries[mark...]) == [
                "sheetSwipeBegan s2", "viewWillDisappear s2",
                "delegate Sheet disappearing alongside Sheet to navigation, interactive true", "sheetSwipeCancelled s2",
                "delegate Sheet disappearing interaction ended, cancelled true", "viewWillAppear s2",
                "delegate Sheet appearing alongside Sheet to navigation, interactive false", "viewDidAppear s2",
                "delegate Sheet disappearing completion, cancelled true",
                "delegate Sheet appearing completion, cancelled true",
            ])
        mark = timeline.entries.count
        try session.swipeDownSheet(completing: true)
        #expect(
            Array(timeline.entries[mark...]) == [
                "sheetSwipeBegan s2", "viewWillDisappear s2",
                "delegate Sheet disappearing alongside Sheet to navigation, interactive true", "sheetSwipeFinished s2",
                "delegate Sheet disappearing interaction ended, cancelled false", "dismissed s2",
                "viewDidDisappear s2", "delegate Sheet disappearing completion, cancelled false",
                "screenDeallocated s2",
            ])
        #expect(session.state.invariantViolations().isEmpty)
    }

    /// The context a presentation's blocks get describes it, and the forms of
    /// `animate(alongsideTransition:)` without a completion or in another view compile and run.
    @Test func theContextDescribesThePresentation() throws {
        let timeline = Timeline()
        let app = NavSimApp(sceneDelegate: {
            TestSceneDelegate { _, coordinator, root in
                root.addButton("present") { [unowned root] in
                    let sheet = coordinator.screen("Sheet")
                    sheet.modalPresentationStyle = .overFullScreen
                    root.present(sheet, animated: true)
                    guard let transition = sheet.transitionCoordinator else { return }
                    transition.animate(alongsideTransition: { context in
                        let shown = context.view(forKey: .from) === root.navigationController?.view
                        let style = context.presentationStyle == .overFullScreen
                        timeline.note(
                            "alongside: style \(style), from's view \(shown), initially interactive "
                                + "\(context.initiallyInteractive), interruptible \(context.isInterruptible)")
                    })
                    transition.animateAlongsideTransition(in: root.view, animation: nil) { context in
                        timeline.note("completion in Root's view, container \(context.containerView.superview == nil)")
                    }
                }
            }
        })
        let session = Session(app: app, sink: timeline)
        try session.launch()
        let mark = timeline.entries.count
        try session.tap("present")
        #expect(
            Array(timeline.entries[mark...]) == [
                "userTapped present on s1", "screenCreated s2 Sheet by c1 state null",
                "presented s2 by k1 as overFullScreen",
                "delegate alongside: style true, from's view true, initially interactive false, interruptible false",
                "viewDidLoad s2", "viewWillAppear s2", "animationsEnded", "viewDidAppear s2",
                "delegate completion in Root's view, container true",
            ])
    }

    /// When a sheet's flow ends: as its screen starts to leave (`viewWillDisappear`), or in
    /// the transition coordinator's completion unless the user let go of the sheet.
    enum SheetFlowEnding: Sendable {
        case whenLeaving, whenNotCancelled
    }

    /// An app whose Root presents a child flow's Sheet that ends as `ending` says.
    static func sheetFlowApp(ending: SheetFlowEnding) -> NavSimApp {
        NavSimApp(sceneDelegate: {
            TestSceneDelegate { _, coordinator, root in
                root.addButton("present") { [unowned root] in
                    let child = TestCoordinator()
                    coordinator.childCoordinators.append(child)
                    let sheet = child.screen("Sheet")
                    let end = { [weak coordinator, weak child] in
                        coordinator?.childCoordinators.removeAll { $0 === child }
                    }
                    sheet.onWillDisappear = { [unowned sheet] in
                        switch ending {
                        case .whenLeaving: end()
                        case .whenNotCancelled:
                            sheet.transitionCoordinator?.animate(alongsideTransition: nil) {
                                if !$0.isCancelled { end() }
                            }
                        }
                    }
                    child.navigationController.viewControllers = [sheet]
                    root.present(child.navigationController, animated: true)
                }
            }
        })
    }

    /// A flow that ends when its sheet starts to leave ends also when the user lets go of
    /// the sheet, which stays with its coordinator gone: an explorer finds it. Ended in the
    /// coordinator's completion unless cancelled, it is clean.
    @Test(arguments: [SheetFlowEnding.whenLeaving, .whenNotCancelled])
    func anExplorerFindsASheetFlowEndedBeforeTheUserLetGo(ending: SheetFlowEnding) {
        let report = SystematicExploration(depth: 3) { Self.sheetFlowApp(ending: ending) }.run()
        #expect(report.complete)
        let found = report.findings.map {
            "\($0.rule) \($0.coordinator ?? "-"): " + $0.inputs.map(ScenarioFile.line(for:)).joined(separator: ", ")
        }
        if ending == .whenNotCancelled {
            #expect(found.isEmpty)
        } else {
            #expect(
                found == [
                    #"orphanedScreen TestCoordinator: {"tap": "present", "on": "Root"}, {"sheet": "cancelledSwipeDown"}"#
                ])
        }
    }

    @Test func outsideATransitionThereIsNoCoordinator() throws {
        let timeline = Timeline()
        let session = try launched(timeline, style: .pageSheet)
        try session.tap("present")
        let sheet = try #require(session.runtime.screen(ScreenID(2)) as? UIViewController)
        #expect(sheet.transitionCoordinator == nil)
        #expect(sheet.presentingViewController?.transitionCoordinator == nil)
    }
}
