import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// Swiping a sheet down (`sheetSwipeBegan` / `Cancelled` / `Finished`, `sheetSwipeRefused`):
/// the exact events and presentation-controller delegate calls in UIKit's order
/// (docs/architecture.md cites the sources).
@Suite @MainActor struct SheetSwipeTests {
    /// A launched app whose Root screen has presented a child flow as a sheet: a navigation
    /// controller `k2` showing `Sheet` (`s2`), owned by coordinator `c2`.
    private func presentedSheet(
        _ timeline: Timeline, handlesSwipe: Bool = true,
        configure: @escaping @MainActor (SheetFlowCoordinator) -> Void = { _ in }
    ) throws -> Session {
        let app = NavSimApp(sceneDelegate: {
            TestSceneDelegate { _, coordinator, root in
                root.addButton("present") {
                    let flow = SheetFlowCoordinator(parent: coordinator, timeline: timeline, handlesSwipe: handlesSwipe)
                    configure(flow)
                    coordinator.sheetFlows.append(flow)
                    flow.start()
                    root.present(flow.navigationController, animated: true)
                }
            }
        })
        let session = Session(app: app, sink: timeline)
        try session.launch()
        try session.tap("present")
        return session
    }

    private let sheet = ControllerID.container(ContainerID(2))

    @Test func theSheetInFrontCanBeSwipedDownAndNothingElse() throws {
        let timeline = Timeline()
        let session = try presentedSheet(timeline)
        #expect(session.state.frontSheet?.controller == sheet)
        #expect(
            session.availableInputs().filter { $0.kind.hasPrefix("sheetSwipe") } == [
                .sheetSwipeBegan(controller: sheet)
            ])
        #expect(throws: SessionError.cannotSwipeDown(.screen(ScreenID(1)))) {
            try session.send(.sheetSwipeBegan(controller: .screen(ScreenID(1))))
        }
        #expect(throws: SessionError.noSheetSwipe(sheet)) { try session.send(.sheetSwipeFinished(controller: sheet)) }
        try session.send(.sheetSwipeBegan(controller: sheet))
        #expect(
            session.availableInputs() == [
                .sheetSwipeCancelled(controller: sheet), .sheetSwipeFinished(controller: sheet),
            ])
        #expect(throws: SessionError.sheetSwipeInProgress(sheet)) { try session.tap("cancel") }
    }

    @Test func aFinishedSwipeDismissesTheSheetInUIKitOrder() throws {
        let timeline = Timeline()
        let session = try presentedSheet(timeline)
        let mark = timeline.entries.count
        try session.swipeDownSheet(completing: true)
        #expect(
            Array(timeline.entries[mark...]) == [
                "sheetSwipeBegan k2", "delegate presentationControllerShouldDismiss",
                "delegate presentationControllerWillDismiss", "viewWillDisappear s2",
                "sheetSwipeFinished k2", "dismissed k2", "viewDidDisappear s2",
                "delegate presentationControllerDidDismiss", "coordinatorFinished c2", "childRemoved c2 from c1",
                "coordinatorDeallocated c2", "containerDeallocated k2", "screenDeallocated s2",
            ])
        #expect(session.state.windows[WindowID(1)]?.modals == [])
        #expect(session.state.frontScreen == ScreenID(1))
        #expect(session.state.invariantViolations().isEmpty)
    }

    @Test func aCancelledSwipeLeavesTheSheetAndShowsItAgain() throws {
        let timeline = Timeline()
        let session = try presentedSheet(timeline)
        let mark = timeline.entries.count
        try session.swipeDownSheet(completing: false)
        #expect(
            Array(timeline.entries[mark...]) == [
                "sheetSwipeBegan k2", "delegate presentationControllerShouldDismiss",
                "delegate presentationControllerWillDismiss", "viewWillDisappear s2",
                "sheetSwipeCancelled k2", "viewWillAppear s2", "viewDidAppear s2",
            ])
        #expect(session.state.frontSheet?.controller == sheet)
        #expect(session.state.frontSheet?.isSwipingDown == false)
        #expect(session.state.screens[ScreenID(2)]?.appearance == .appeared)
        #expect(session.state.invariantViolations().isEmpty)
    }

    @Test func isModalInPresentationRefusesTheSwipeWithoutAskingTheDelegate() throws {
        let timeline = Timeline()
        let session = try presentedSheet(timeline) { flow in flow.navigationController.isModalInPresentation = true }
        let mark = timeline.entries.count
        try session.swipeDownSheet(completing: true)
        #expect(
            Array(timeline.entries[mark...]) == [
                "sheetSwipeBegan k2", "sheetSwipeRefused k2", "delegate presentationControllerDidAttemptToDismiss",
            ])
        #expect(session.state.frontSheet?.isSwipingDown == false)
        #expect(session.availableInputs().contains(.sheetSwipeBegan(controller: sheet)))
        #expect(session.state.invariantViolations().isEmpty)
    }

    @Test func isModalInPresentationOnTheSheetsContentRefusesTheSwipeToo() throws {
        let timeline = Timeline()
        let session = try presentedSheet(timeline, handlesSwipe: false) { flow in flow.contentIsModal = true }
        let mark = timeline.entries.count
        try session.swipeDownSheet(completing: true)
        #expect(Array(timeline.entries[mark...]) == ["sheetSwipeBegan k2", "sheetSwipeRefused k2"])
        #expect(session.state.frontSheet?.controller == sheet)
    }

    @Test func theDelegateCanRefuseTheSwipe() throws {
        let timeline = Timeline()
        let session = try presentedSheet(timeline) { flow in flow.allowsDismissal = false }
        let mark = timeline.entries.count
        try session.swipeDownSheet(completing: true)
        #expect(
            Array(timeline.entries[mark...]) == [
                "sheetSwipeBegan k2", "delegate presentationControllerShouldDismiss", "sheetSwipeRefused k2",
                "delegate presentationControllerDidAttemptToDismiss",
            ])
        #expect(session.state.frontSheet?.isSwipingDown == false)
        #expect(session.state.screens[ScreenID(2)]?.appearance == .appeared)
    }

    @Test func onlyTheTopSheetOfTwoCanBeSwipedAndTheOneBelowGetsNoCallbacks() throws {
        let timeline = Timeline()
        let session = try presentedSheet(timeline)
        try session.tap("more")
        let top = ControllerID.screen(ScreenID(3))
        #expect(
            session.availableInputs().filter { $0.kind == "sheetSwipeBegan" } == [.sheetSwipeBegan(controller: top)])
        #expect(throws: SessionError.cannotSwipeDown(sheet)) { try session.send(.sheetSwipeBegan(controller: sheet)) }
        let mark = timeline.entries.count
        try session.swipeDownSheet(completing: true)
        #expect(
            Array(timeline.entries[mark...]) == [
                "sheetSwipeBegan s3", "viewWillDisappear s3", "sheetSwipeFinished s3", "dismissed s3",
                "viewDidDisappear s3", "screenDeallocated s3",
            ])
        #expect(session.state.frontSheet?.controller == sheet)
        #expect(session.state.screens[ScreenID(2)]?.appearance == .appeared)
        #expect(session.state.invariantViolations().isEmpty)
    }

    @Test(arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen, .currentContext, .overCurrentContext])
    func onlySheetsCanBeSwipedDown(style: UIModalPresentationStyle) throws {
        let timeline = Timeline()
        let session = try presentedSheet(timeline) { flow in flow.navigationController.modalPresentationStyle = style }
        #expect(session.state.frontSheet == nil)
        #expect(!session.availableInputs().contains { $0.kind == "sheetSwipeBegan" })
        #expect(throws: SessionError.cannotSwipeDown(nil)) { try session.swipeDownSheet(completing: true) }
        #expect(throws: SessionError.cannotSwipeDown(sheet)) { try session.send(.sheetSwipeBegan(controller: sheet)) }
    }

    @Test func aFlowThatEndsOnlyOnItsCancelButtonLeaksWhenItsSheetIsSwipedAway() throws {
        let timeline = Timeline()
        let session = try presentedSheet(timeline, handlesSwipe: false)
        let mark = timeline.entries.count
        try session.swipeDownSheet(completing: true)
        #expect(
            Array(timeline.entries[mark...]) == [
                "sheetSwipeBegan k2", "viewWillDisappear s2", "sheetSwipeFinished k2", "dismissed k2",
                "viewDidDisappear s2",
            ])
        #expect(session.state.invariantViolations().map(\.rule) == [.flowEndedButAlive])
        #expect(session.state.invariantViolations().first?.coordinator == CoordinatorID(2))
    }

    @Test func theSameFlowAsThePresentationControllersDelegateEndsWhenSwipedAway() throws {
        let timeline = Timeline()
        let session = try presentedSheet(timeline, handlesSwipe: true)
        try session.swipeDownSheet(completing: true)
        #expect(session.state.invariantViolations().isEmpty)
        #expect(session.state.coordinators[CoordinatorID(2)] == nil)
    }

    @Test func theDelegateSetOnTheSheetsContentIsTheNavigationControllersOne() {
        let session = Session(app: NavSimApp(), sink: EventLog())
        session.runtime.asCurrent {
            let content = UIViewController()
            let navigation = UINavigationController(rootViewController: content)
            #expect(content.presentationController === navigation.presentationController)
        }
    }

    @Test func aSheetsPresentationControllerIsASheetPresentationController() {
        let session = Session(app: NavSimApp(), sink: EventLog())
        session.runtime.asCurrent {
            let sheet = UIViewController()
            sheet.sheetPresentationController?.detents = [.medium(), .large()]
            #expect(sheet.sheetPresentationController?.detents.map(\.identifier) == [.medium, .large])
            #expect(sheet.sheetPresentationController === sheet.presentationController)
            let cover = UIViewController()
            cover.modalPresentationStyle = .fullScreen
            #expect(cover.sheetPresentationController == nil)
            #expect(cover.presentationController != nil)
        }
    }

    @Test func aRefusedSwipeCanAskToDiscardChangesOverTheSheet() throws {
        let timeline = Timeline()
        let session = try presentedSheet(timeline) { flow in
            flow.allowsDismissal = false
            flow.asksToDiscard = true
        }
        let mark = timeline.entries.count
        try session.swipeDownSheet(completing: true)
        #expect(
            Array(timeline.entries[mark...]) == [
                "sheetSwipeBegan k2", "delegate presentationControllerShouldDismiss", "sheetSwipeRefused k2",
                "delegate presentationControllerDidAttemptToDismiss", "screenCreated s3 UIAlert by none state null",
                "presented s3 by k2 as custom", "viewDidLoad s3", "viewWillAppear s3", "ownerFound s3 by c2",
                "animationsEnded", "viewDidAppear s3",
            ])
        #expect(session.state.frontSheet == nil)
        #expect(session.state.invariantViolations().isEmpty)
    }

    @Test func aDismissalInCodeDuringTheSwipeIsIgnoredWithAWarning() throws {
        let timeline = Timeline()
        let session = try presentedSheet(timeline) { flow in flow.dismissesWhileSwiped = true }
        let mark = timeline.entries.count
        try session.swipeDownSheet(completing: true)
        #expect(
            Array(timeline.entries[mark...]) == [
                "sheetSwipeBegan k2", "delegate presentationControllerShouldDismiss",
                "delegate presentationControllerWillDismiss", "commandIgnored dismiss k2: k2 is being swiped down",
                "viewWillDisappear s2", "sheetSwipeFinished k2", "dismissed k2", "viewDidDisappear s2",
                "delegate presentationControllerDidDismiss", "coordinatorFinished c2", "childRemoved c2 from c1",
                "coordinatorDeallocated c2", "containerDeallocated k2", "screenDeallocated s2",
            ])
    }
}
