import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// Custom transitions: a transitioning delegate's animators for a presentation and a
/// dismissal, a `.custom` presentation's presentation controller, and the navigation
/// delegate's animator. The transition ends when the animator calls
/// `completeTransition(true)`, which may be after the animations, in a queued block, or
/// never; `completeTransition(false)` undoes a presentation (docs/uikit.md, "Custom
/// transitions").
@Suite @MainActor struct CustomTransitionTests {
    /// A launched app whose Root screen's "open card" starts a card flow (`c2`, its card
    /// `s2`) with these animators, and whose "push" pushes "Detail" with the navigation
    /// delegate's animator when `pushing` is given; and where the launch's entries end.
    private func launched(
        _ timeline: Timeline, presenting: AnimatorEnding? = nil, dismissing: AnimatorEnding? = nil,
        style: UIModalPresentationStyle = .fullScreen, animated: Bool = true, removesItself: Bool = true,
        pushing: AnimatorEnding? = nil
    ) throws -> (Session, Int) {
        let app = NavSimApp(sceneDelegate: {
            TestSceneDelegate { _, coordinator, root in
                root.addButton("open card") { [unowned root] in
                    let flow = CardFlowCoordinator(
                        parent: coordinator, timeline: timeline, presenting: presenting, dismissing: dismissing,
                        style: style, removesItself: removesItself)
                    coordinator.cardFlows.append(flow)
                    flow.start(from: root, animated: animated)
                }
                guard let pushing else { return }
                let delegate = NavigationAnimatorDelegate(timeline: timeline, ending: pushing)
                coordinator.navigationController.delegate = delegate
                root.addButton("push") {
                    let detail = coordinator.screen("Detail")
                    detail.addButton("back") { coordinator.navigationController.popViewController(animated: true) }
                    coordinator.navigationController.pushViewController(detail, animated: true)
                    // The navigation controller holds its delegate weakly: the button keeps it.
                    _ = delegate
                }
            }
        })
        let session = Session(app: app, sink: timeline)
        try session.launch()
        return (session, timeline.entries.count)
    }

    /// What the tap on "open card" records up to the animator's `animateTransition`, for a
    /// full-screen card.
    private let presentationStart = [
        "userTapped open card on s1", "coordinatorCreated c2 CardFlowCoordinator", "childAdded c2 to c1",
        "coordinatorStarted c2", "screenCreated s2 Card by c2 state null",
        "delegate animationController(forPresented: Card, presenting: navigation, source: Root)",
        "presented s2 by k1 as fullScreen", "viewDidLoad s2", "viewWillDisappear s1", "viewWillAppear s2",
        "delegate present transitionDuration",
        #"delegate present animateTransition navigation to Card, views ["from", "to"]"#,
    ]

    @Test func aPresentationEndsWhenItsAnimatorCompletesAfterTheAnimations() throws {
        let timeline = Timeline()
        let (session, mark) = try launched(timeline, presenting: .afterAnimations)
        try session.tap("open card", settling: false)
        #expect(Array(timeline.entries[mark...]) == presentationStart + ["delegate present animations"])
        #expect(session.isInFlight)
        let started = timeline.entries.count
        try session.waitForAnimations()
        #expect(
            Array(timeline.entries[started...]) == [
                "animationsEnded", "delegate present completeTransition(true)", "viewDidAppear s2",
                "viewDidDisappear s1", "delegate present completion", "delegate present animationEnded true",
                "delegate present completeTransition returned",
            ])
        #expect(session.state.screensInView == [ScreenID(2)])
        #expect(session.state.invariantViolations().isEmpty)
    }

    @Test func anAnimatorThatCompletesInAQueuedBlockEndsTheTransitionInTheSameInput() throws {
        let timeline = Timeline()
        let (session, mark) = try launched(timeline, presenting: .inQueuedBlock)
        try session.tap("open card", settling: false)
        #expect(
            Array(timeline.entries[mark...]) == presentationStart + [
                "delegate present completeTransition(true)", "viewDidAppear s2", "viewDidDisappear s1",
                "delegate present completion", "delegate present animationEnded true",
                "delegate present completeTransition returned",
            ])
        #expect(!session.isInFlight)
        #expect(session.state.screensInView == [ScreenID(2)])
    }

    @Test func anUnanimatedPresentationAsksForNoAnimator() throws {
        let timeline = Timeline()
        let (session, mark) = try launched(timeline, presenting: .never, animated: false)
        try session.tap("open card")
        #expect(
            Array(timeline.entries[mark...]) == [
                "userTapped open card on s1", "coordinatorCreated c2 CardFlowCoordinator", "childAdded c2 to c1",
                "coordinatorStarted c2", "screenCreated s2 Card by c2 state null", "presented s2 by k1 as fullScreen",
                "viewDidLoad s2", "viewWillDisappear s1", "viewWillAppear s2", "viewDidAppear s2",
                "viewDidDisappear s1", "delegate present completion",
            ])
    }

    @Test func anAnimatorThatNeverCompletesFreezesTheAppAndEachTouchIsDropped() throws {
        let timeline = Timeline()
        let (session, mark) = try launched(timeline, presenting: .never)
        try session.tap("open card")
        #expect(Array(timeline.entries[mark...]) == presentationStart)
        #expect(!session.isInFlight)
        #expect(session.state.isAnimating)
        #expect(session.availableInputs() == [.userTapped(screen: ScreenID(2), action: "close", argument: .null)])
        let tapped = timeline.entries.count
        try session.tap("close")
        #expect(
            Array(timeline.entries[tapped...]) == [
                "userTapped close on s2",
                "commandIgnored userTapped close on s2: a transition is not over: its animator CardAnimator never "
                    + "called completeTransition(_:)",
            ])
        #expect(throws: SessionError.notAnimating) { try session.waitForAnimations() }
        #expect(session.state.screens[ScreenID(2)]?.appearance == .appearing)
    }

    @Test func completeTransitionFalseUndoesThePresentation() throws {
        let timeline = Timeline()
        let (session, mark) = try launched(timeline, presenting: .cancelled)
        try session.tap("open card")
        #expect(
            Array(timeline.entries[mark...]) == presentationStart + [
                "delegate present animations", "animationsEnded", "delegate present completeTransition(false)",
                "dismissed s2", "viewWillDisappear s2", "viewDidDisappear s2", "viewWillAppear s1",
                "viewDidAppear s1", "delegate present animationEnded false",
                "delegate present completeTransition returned",
            ])
        #expect(session.state.screensInView == [ScreenID(1)])
        #expect(session.state.windows[WindowID(1)]?.modals == [])
        // The coordinator that started the card is never told: its flow ended on no screen.
        #expect(
            session.state.invariantViolations().map(\.message) == [
                "CardFlowCoordinator#2 has no screen left on screen but is still alive: leaked"
            ])
    }

    @Test func aCustomDismissalEndsTheFlowWhenItsAnimatorCompletes() throws {
        let timeline = Timeline()
        let (session, _) = try launched(timeline, presenting: .afterAnimations, dismissing: .afterAnimations)
        try session.tap("open card")
        let mark = timeline.entries.count
        try session.tap("close", settling: false)
        #expect(
            Array(timeline.entries[mark...]) == [
                "userTapped close on s2", "delegate animationController(forDismissed: Card)", "viewWillDisappear s2",
                "viewWillAppear s1", "delegate dismiss transitionDuration",
                #"delegate dismiss animateTransition Card to navigation, views ["from", "to"]"#,
                "delegate dismiss animations",
            ])
        // The card stays presented until the dismissal ends.
        #expect(session.state.windows[WindowID(1)]?.modals.map(\.controller) == [.screen(ScreenID(2))])
        let started = timeline.entries.count
        try session.waitForAnimations()
        #expect(
            Array(timeline.entries[started...]) == [
                "animationsEnded", "delegate dismiss completeTransition(true)", "dismissed s2", "viewDidAppear s1",
                "viewDidDisappear s2", "delegate dismiss completion", "coordinatorFinished c2",
                "childRemoved c2 from c1", "coordinatorDeallocated c2", "delegate dismiss animationEnded true",
                "delegate dismiss completeTransition returned", "screenDeallocated s2",
            ])
        #expect(session.state.invariantViolations().isEmpty)
    }

    @Test func aCoordinatorThatNeverRemovesItsCustomDismissedFlowLeaksIt() throws {
        let timeline = Timeline()
        let (session, _) = try launched(
            timeline, presenting: .afterAnimations, dismissing: .afterAnimations, removesItself: false)
        try session.tap("open card")
        try session.tap("close")
        #expect(session.state.screensInView == [ScreenID(1)])
        #expect(
            session.state.invariantViolations().map(\.message) == [
                "CardFlowCoordinator#2 has no screen left on screen but is still alive: leaked"
            ])
    }

    @Test func aDismissalAnimatorThatNeverCompletesKeepsTheCardAndDropsTouches() throws {
        let timeline = Timeline()
        let (session, _) = try launched(timeline, presenting: .afterAnimations, dismissing: .never)
        try session.tap("open card")
        let mark = timeline.entries.count
        try session.tap("close")
        try session.tap("close")
        #expect(
            Array(timeline.entries[mark...]) == [
                "userTapped close on s2", "delegate animationController(forDismissed: Card)", "viewWillDisappear s2",
                "viewWillAppear s1", "delegate dismiss transitionDuration",
                #"delegate dismiss animateTransition Card to navigation, views ["from", "to"]"#,
                "userTapped close on s2",
                "commandIgnored userTapped close on s2: a transition is not over: its animator CardAnimator never "
                    + "called completeTransition(_:)",
            ])
        #expect(session.state.windows[WindowID(1)]?.modals.map(\.controller) == [.screen(ScreenID(2))])
    }

    @Test func aCustomPresentationUsesTheDelegatesPresentationControllerAndLeavesThePresenter() throws {
        let timeline = Timeline()
        let (session, mark) = try launched(timeline, presenting: .afterAnimations, style: .custom)
        try session.tap("open card")
        #expect(
            Array(timeline.entries[mark...]) == [
                "userTapped open card on s1", "coordinatorCreated c2 CardFlowCoordinator", "childAdded c2 to c1",
                "coordinatorStarted c2", "screenCreated s2 Card by c2 state null",
                "delegate animationController(forPresented: Card, presenting: navigation, source: Root)",
                "delegate presentationController(forPresented: Card, presenting: navigation, source: Root)",
                "presented s2 by k1 as custom", "viewDidLoad s2", "viewWillAppear s2",
                "delegate present transitionDuration",
                #"delegate present animateTransition navigation to Card, views ["to"]"#,
                "delegate present animations", "animationsEnded", "delegate present completeTransition(true)",
                "viewDidAppear s2", "delegate present completion", "delegate present animationEnded true",
                "delegate present completeTransition returned",
            ])
        #expect(session.state.screensInView == [ScreenID(1), ScreenID(2)])
        let card = session.runtime.screen(ScreenID(2)) as? ButtonsViewController
        #expect(card?.presentationController is DimmingPresentationController)
    }

    @Test func aPushAndAPopWithTheNavigationDelegatesAnimatorEndAtCompleteTransition() throws {
        let timeline = Timeline()
        let (session, mark) = try launched(timeline, pushing: .afterAnimations)
        try session.tap("push", settling: false)
        #expect(
            Array(timeline.entries[mark...]) == [
                "userTapped push on s1", "screenCreated s2 Detail by c1 state null", "pushed s2 onto k1",
                "viewDidLoad s2", "viewWillDisappear s1", "viewWillAppear s2", "delegate willShow Detail",
                "delegate animationControllerFor push from Root to Detail", "delegate push transitionDuration",
                #"delegate push animateTransition Root to Detail, views ["from", "to"]"#, "delegate push animations",
            ])
        let started = timeline.entries.count
        try session.waitForAnimations()
        #expect(
            Array(timeline.entries[started...]) == [
                "animationsEnded", "delegate push completeTransition(true)", "viewDidDisappear s1",
                "viewDidAppear s2", "delegate didShow Detail", "delegate push animationEnded true",
                "delegate push completeTransition returned",
            ])
        let popped = timeline.entries.count
        try session.tap("back")
        #expect(
            Array(timeline.entries[popped...]) == [
                "userTapped back on s2", "popped s2 from k1", "viewWillDisappear s2", "viewWillAppear s1",
                "delegate willShow Root", "delegate animationControllerFor pop from Detail to Root",
                "delegate pop transitionDuration",
                #"delegate pop animateTransition Detail to Root, views ["from", "to"]"#,
                "delegate pop animations", "animationsEnded", "delegate pop completeTransition(true)",
                "viewDidDisappear s2", "viewDidAppear s1", "delegate didShow Root", "delegate pop animationEnded true",
                "delegate pop completeTransition returned", "screenDeallocated s2",
            ])
    }
}
