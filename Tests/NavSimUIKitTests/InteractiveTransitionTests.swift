import NavSimCore
import NavSimExploration
import NavSimSimulator
import NavSimUIKit
import Testing

/// Interactive transitions the app drives: a pan on the Detail screen starts an animated pop
/// whose navigation delegate gives a `UIPercentDrivenInteractiveTransition`; the drag's
/// progress updates it, and its end finishes or cancels it. A cancelled pop leaves the stack
/// as it was, with UIKit's callbacks of a cancelled interactive pop (docs/uikit.md,
/// "Interactive transitions").
@Suite @MainActor struct InteractiveTransitionTests {
    /// A launched app whose Root's "push" pushes Detail, the screen of a `DetailFlowCoordinator`
    /// (`c2`) that ends its flow as `ending` says, with a pan that pops it interactively; and
    /// where the push's entries end.
    private func pushed(_ timeline: Timeline, ending: DetailFlowCoordinator.Ending = .whenPopped) throws -> (
        Session, Int
    ) {
        let session = Session(app: Self.app(timeline, ending: ending), sink: timeline)
        try session.launch()
        try session.tap("push")
        return (session, timeline.entries.count)
    }

    /// The app: Root's "push" starts a Detail flow whose screen has a pan to go back.
    static func app(_ timeline: Timeline, ending: DetailFlowCoordinator.Ending) -> NavSimApp {
        NavSimApp(sceneDelegate: {
            TestSceneDelegate { _, coordinator, root in
                let popper = InteractivePopper(
                    timeline: timeline, navigationController: coordinator.navigationController)
                coordinator.navigationController.delegate = popper
                root.addButton("push") {
                    let flow = DetailFlowCoordinator(parent: coordinator, popper: popper, ending: ending)
                    coordinator.detailFlows.append(flow)
                    coordinator.navigationController.pushViewController(flow.detail, animated: false)
                }
            }
        })
    }

    /// What the drag records up to its end: the pop, its `will` callbacks and `willShow`, the
    /// delegate's animator and interaction controller, which starts the animator.
    private let dragStart = [
        "delegate pan began", "popped s2 from k1", "viewWillDisappear s2", "viewWillAppear s1",
        "delegate willShow Root", "delegate animationControllerFor pop from Detail to Root",
        "delegate interactionControllerFor pop", "delegate pop transitionDuration",
        #"delegate pop animateTransition Detail to Root, views ["from", "to"]"#, "delegate pop animations",
    ]

    @Test func aDragAcrossFinishesTheInteractivePop() throws {
        let timeline = Timeline()
        let (session, mark) = try pushed(timeline)
        try session.tap("pan", argument: .string("across"))
        #expect(
            Array(timeline.entries[mark...]) == [#"userTapped pan on s2 with "across""#] + dragStart + [
                "delegate pan changed 0.75", "delegate pan ended: finish",
                "delegate interaction changed, cancelled: false", "animationsEnded",
                "delegate pop completeTransition(true)", "viewDidDisappear s2", "coordinatorFinished c2",
                "childRemoved c2 from c1", "coordinatorDeallocated c2", "viewDidAppear s1", "delegate didShow Root",
                "delegate transition completed, cancelled: false", "delegate pop animationEnded true",
                "delegate pop completeTransition returned", "screenDeallocated s2",
            ])
        #expect(session.state.containers[ContainerID(1)]?.stack == [.screen(ScreenID(1))])
        #expect(session.state.screensInView == [ScreenID(1)])
        #expect(session.state.invariantViolations().isEmpty)
        try expectReplayEqualsLive(session, timeline)
    }

    /// UIKit's order for a cancelled interactive pop: the coordinator's interaction handler,
    /// then the screen that was to appear disappears and the one that was to leave appears
    /// again; no `didShow`; the stack is put back (`stackReplaced`).
    @Test func aDragPartwayCancelsTheInteractivePopAndPutsTheStackBack() throws {
        let timeline = Timeline()
        let (session, mark) = try pushed(timeline)
        try session.tap("pan", argument: .string("partway"))
        #expect(
            Array(timeline.entries[mark...]) == [#"userTapped pan on s2 with "partway""#] + dragStart + [
                "delegate pan changed 0.25", "delegate pan ended: cancel",
                "delegate interaction changed, cancelled: true", "animationsEnded",
                "delegate pop completeTransition(false)", "stackReplaced k1 with [s1, s2]", "viewWillDisappear s1",
                "viewDidDisappear s1", "viewWillAppear s2", "viewDidAppear s2",
                "delegate transition completed, cancelled: true", "delegate pop animationEnded false",
                "delegate pop completeTransition returned",
            ])
        #expect(session.state.containers[ContainerID(1)]?.stack == [.screen(ScreenID(1)), .screen(ScreenID(2))])
        #expect(session.state.screensInView == [ScreenID(2)])
        let navigation = try #require(session.runtime.container(ContainerID(1)) as? UINavigationController)
        #expect(navigation.viewControllers.map(label) == ["Root", "Detail"])
        #expect(session.state.invariantViolations().isEmpty)
        try expectReplayEqualsLive(session, timeline)
        // The screen is still there: a second drag pops it.
        try session.tap("pan", argument: .string("across"))
        #expect(session.state.screensInView == [ScreenID(1)])
    }

    /// A flow that ends when its screen starts to leave (`viewWillDisappear` with
    /// `isMovingFromParent`) ends also when the pop is then cancelled: its screen stays with
    /// its coordinator gone. An explorer finds it by dragging part of the way; the flow that
    /// ends in `viewDidDisappear` is clean.
    @Test(arguments: [DetailFlowCoordinator.Ending.whenPopStarts, .whenPopped])
    func anExplorerFindsAFlowEndedByACancelledInteractivePop(ending: DetailFlowCoordinator.Ending) {
        let report = SystematicExploration(depth: 3) { Self.app(Timeline(), ending: ending) }.run()
        #expect(report.complete)
        let found = report.findings.map { [$0.rule, $0.coordinator ?? ""] }
        if ending == .whenPopped {
            #expect(found.isEmpty)
        } else {
            #expect(found == [["orphanedScreen", "DetailFlowCoordinator"]])
            #expect(
                report.findings.first?.inputs == [
                    .tap("push", on: "Root", argument: .null), .tap("pan", on: "Detail", argument: .string("partway")),
                ])
        }
    }

    /// A launched app whose Root has opened a card (`s2`) that a `CardDismisser` dismisses.
    private func openedCard(_ timeline: Timeline) throws -> Session {
        let app = NavSimApp(sceneDelegate: {
            TestSceneDelegate { _, _, root in
                let dismisser = CardDismisser(timeline: timeline)
                root.addButton("open card") { [unowned root] in dismisser.present(from: root) }
            }
        })
        let session = Session(app: app, sink: timeline)
        try session.launch()
        try session.tap("open card")
        return session
    }

    /// A card dismissed by dragging it: the transitioning delegate's interaction controller
    /// drives the dismissal; dragged part of the way, the dismissal is cancelled and the card
    /// stays presented, its completion never runs; dragged across, it is dismissed.
    @Test func aDragDrivesTheDismissalOfACard() throws {
        let timeline = Timeline()
        let session = try openedCard(timeline)
        var mark = timeline.entries.count
        try session.tap("pan", argument: .string("partway"))
        let dragStart = [
            "delegate pan began", "delegate animationController(forDismissed: Card)",
            "delegate interactionControllerForDismissal", "delegate coordinator interactive true",
            "viewWillDisappear s2", "viewWillAppear s1",
            "delegate dismiss transitionDuration",
            #"delegate dismiss animateTransition Card to navigation, views ["from", "to"]"#,
            "delegate dismiss animations",
        ]
        #expect(
            Array(timeline.entries[mark...]) == [#"userTapped pan on s2 with "partway""#] + dragStart + [
                "delegate pan changed 0.25", "delegate pan ended: cancel",
                "delegate interaction ended, cancelled true", "animationsEnded",
                "delegate dismiss completeTransition(false)", "viewWillDisappear s1", "viewDidDisappear s1",
                "viewWillAppear s2", "viewDidAppear s2", "delegate coordinator completion, cancelled true",
                "delegate dismiss animationEnded false",
                "delegate dismiss completeTransition returned",
            ])
        #expect(session.state.screensInView == [ScreenID(2)])
        mark = timeline.entries.count
        try session.tap("pan", argument: .string("across"))
        #expect(
            Array(timeline.entries[mark...]) == [#"userTapped pan on s2 with "across""#] + dragStart + [
                "delegate pan changed 0.75", "delegate pan ended: finish",
                "delegate interaction ended, cancelled false", "animationsEnded",
                "delegate dismiss completeTransition(true)", "dismissed s2", "viewDidAppear s1",
                "viewDidDisappear s2", "delegate coordinator completion, cancelled false",
                "delegate dismiss completion", "delegate dismiss animationEnded true",
                "delegate dismiss completeTransition returned", "screenDeallocated s2",
            ])
        #expect(session.state.screensInView == [ScreenID(1)])
        try expectReplayEqualsLive(session, timeline)
    }

    /// An interaction controller that does not start interactive (`wantsInteractiveStart`
    /// `false`) and that nothing pauses lets the animations run: the card is dismissed when
    /// they end, and the coordinator was never interactive.
    @Test func anInteractionThatStartsWithoutInteractionRunsToItsEnd() throws {
        let timeline = Timeline()
        let session = try openedCard(timeline)
        let mark = timeline.entries.count
        try session.tap("close")
        #expect(
            Array(timeline.entries[mark...]) == [
                "userTapped close on s2", "delegate animationController(forDismissed: Card)",
                "delegate interactionControllerForDismissal", "delegate coordinator interactive false",
                "viewWillDisappear s2", "viewWillAppear s1", "delegate dismiss transitionDuration",
                #"delegate dismiss animateTransition Card to navigation, views ["from", "to"]"#,
                "delegate dismiss animations", "animationsEnded", "delegate dismiss completeTransition(true)",
                "dismissed s2", "viewDidAppear s1", "viewDidDisappear s2",
                "delegate coordinator completion, cancelled false", "delegate dismiss completion",
                "delegate dismiss animationEnded true", "delegate dismiss completeTransition returned",
                "screenDeallocated s2",
            ])
        #expect(session.state.screensInView == [ScreenID(1)])
        try expectReplayEqualsLive(session, timeline)
    }

    /// Folds the recorded events again: the replay's state is the live one.
    private func expectReplayEqualsLive(_ session: Session, _ timeline: Timeline) throws {
        var replayed = NavigationState()
        for event in timeline.events { try replayed.apply(event) }
        #expect(replayed == session.state)
    }
}

/// The flow of the Detail screen: it ends (its parent lets it go) when its screen leaves the
/// stack, told at `viewWillDisappear` or `viewDidDisappear` as `ending` says.
@MainActor final class DetailFlowCoordinator {
    /// When the flow ends.
    enum Ending: Sendable {
        /// In `viewWillDisappear` with `isMovingFromParent`: too early for an interactive pop,
        /// which the user may cancel.
        case whenPopStarts
        /// In `viewDidDisappear` with `isMovingFromParent`: once the pop is over.
        case whenPopped
    }

    private weak var parent: TestCoordinator?
    private(set) lazy var detail: ButtonsViewController = {
        let detail = ButtonsViewController("Detail", coordinator: nil)
        let pan = UIPanGestureRecognizer(
            target: popper, action: Selector(navSimPort: "handlePan(_:)", InteractivePopper.handlePan(_:)))
        detail.view.addGestureRecognizer(pan)
        let end = { [weak self, unowned detail] in
            guard let self, detail.isMovingFromParent else { return }
            parent?.detailFlows.removeAll { $0 === self }
        }
        switch ending {
        case .whenPopStarts: detail.onWillDisappear = end
        case .whenPopped: detail.onDidDisappear = end
        }
        return detail
    }()
    private let popper: InteractivePopper
    private let ending: Ending

    init(parent: TestCoordinator, popper: InteractivePopper, ending: Ending) {
        self.parent = parent
        self.popper = popper
        self.ending = ending
    }
}

/// The navigation controller's delegate and the pan's target: a drag pops the top screen
/// interactively, with a percent-driven interaction controller while the drag lasts, and
/// finishes past half the screen's width.
@MainActor final class InteractivePopper: NavigationAnimatorDelegate {
    private weak var navigationController: UINavigationController?
    private var interaction: UIPercentDrivenInteractiveTransition?

    init(timeline: Timeline, navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init(timeline: timeline, ending: .asTheGestureEnds)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let progress = pan.translation(in: pan.view).x / UIScreen.main.bounds.width
        switch pan.state {
        case .began:
            timeline.note("pan began")
            interaction = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
            let coordinator = navigationController?.transitionCoordinator
            coordinator?.notifyWhenInteractionChanges { [timeline] context in
                timeline.note("interaction changed, cancelled: \(context.isCancelled)")
            }
            coordinator?.animate(alongsideTransition: nil) { [timeline] context in
                timeline.note("transition completed, cancelled: \(context.isCancelled)")
            }
        case .changed:
            timeline.note("pan changed \(progress)")
            interaction?.update(progress)
        case .ended, .cancelled:
            timeline.note("pan ended: \(progress > 0.5 ? "finish" : "cancel")")
            if progress > 0.5 { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        case .possible, .failed:
            break
        }
    }

    /// An animator only while a drag drives the transition: other pushes and pops are UIKit's.
    override func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        guard interaction != nil else { return nil }
        return super.navigationController(
            navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }

    override func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        timeline.note("interactionControllerFor pop")
        return interaction
    }
}

/// Presents a full-screen card and is its transitioning delegate: a pan on the card dismisses
/// it interactively, finishing past half the screen's height.
@MainActor final class CardDismisser: NSObject, UIViewControllerTransitioningDelegate {
    private let timeline: Timeline
    private var interaction: UIPercentDrivenInteractiveTransition?
    private weak var card: UIViewController?

    init(timeline: Timeline) {
        self.timeline = timeline
    }

    /// Presents a new card from `presenter`, without animation.
    func present(from presenter: UIViewController) {
        let card = ButtonsViewController("Card", coordinator: nil)
        card.modalPresentationStyle = .fullScreen
        card.transitioningDelegate = self
        card.view.addGestureRecognizer(
            UIPanGestureRecognizer(
                target: self, action: Selector(navSimPort: "handlePan(_:)", CardDismisser.handlePan(_:))))
        card.addButton("close") { [unowned self] in closeWithoutGesture() }
        self.card = card
        presenter.present(card, animated: false)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let progress = pan.translation(in: pan.view).y / UIScreen.main.bounds.height
        switch pan.state {
        case .began:
            timeline.note("pan began")
            interaction = UIPercentDrivenInteractiveTransition()
            dismissCard()
        case .changed:
            timeline.note("pan changed \(progress)")
            interaction?.update(progress)
        case .ended, .cancelled:
            timeline.note("pan ended: \(progress > 0.5 ? "finish" : "cancel")")
            if progress > 0.5 { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        case .possible, .failed:
            break
        }
    }

    /// Dismisses the card with the interaction controller that started without interaction
    /// (`wantsInteractiveStart` `false`), which no gesture then pauses: it runs to its end.
    private func closeWithoutGesture() {
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        self.interaction = interaction
        dismissCard()
        self.interaction = nil
    }

    /// Dismisses the card, watching its transition coordinator.
    private func dismissCard() {
        card?.dismiss(animated: true) { [timeline] in timeline.note("dismiss completion") }
        guard let coordinator = card?.transitionCoordinator else { return timeline.note("no coordinator") }
        timeline.note("coordinator interactive \(coordinator.isInteractive)")
        coordinator.notifyWhenInteractionChanges { [timeline] in
            timeline.note("interaction ended, cancelled \($0.isCancelled)")
        }
        coordinator.animate(alongsideTransition: nil) { [timeline] in
            timeline.note("coordinator completion, cancelled \($0.isCancelled)")
        }
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        guard interaction != nil else { return nil }
        timeline.note("animationController(forDismissed: \(label(dismissed)))")
        return CardAnimator("dismiss", ending: .asTheGestureEnds, timeline: timeline)
    }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        timeline.note("interactionControllerForDismissal")
        return interaction
    }
}
