import NavSimSimulator

/// The context UIKit gives a custom transition's animator: the two sides, and
/// `completeTransition(_:)`, which ends the transition it belongs to.
///
/// An interactive transition (one the delegate gave an interaction controller for) starts
/// with the interaction controller's `startInteractiveTransition(_:)` instead of the
/// animator's `animateTransition(using:)`; the view animations the animator starts then
/// end only once the app calls `finishInteractiveTransition()` or
/// `cancelInteractiveTransition()` (a `UIPercentDrivenInteractiveTransition`'s `finish()` or
/// `cancel()`), and their completions run when the animations end.
@MainActor
final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
    private let transition: PendingTransition
    private let runtime: Runtime
    private let from: UIViewController?
    private let to: UIViewController?
    /// The side of the presented controller (`nil` in a navigation transition), whose view
    /// the animator moves.
    private let presentedSide: UITransitionContextViewKey?
    /// Whether the animator moves the other side's view too: not the presenter's, when
    /// the presentation leaves it in place.
    private let movesOtherSide: Bool
    /// Whether `completeTransition(false)` cancels: a presentation, a dismissal, or an
    /// interactive navigation transition; an animated push or pop is ended as completed
    /// (docs/uikit.md).
    private let canCancel: Bool
    /// The animator of the transition, which a percent-driven interaction controller runs;
    /// weak, as an animator commonly keeps its context (the transition's work keeps it).
    private(set) weak var animator: (any UIViewControllerAnimatedTransitioning)?
    /// The transition's coordinator, interactive while the app's gesture drives it.
    private weak var coordinator: ControllerTransition?
    /// Runs when the interaction ends, with whether it was cancelled: the transition
    /// coordinator's `notifyWhenInteractionChanges(_:)` handlers.
    private let interactionEnded: (Bool) -> Void
    let containerView = UIView()
    let presentationStyle: UIModalPresentationStyle
    private(set) var transitionWasCancelled = false
    var isAnimated: Bool { true }
    /// Whether the app's gesture drives it: from its start until the app finishes or
    /// cancels the interaction.
    private(set) var isInteractive = false
    /// The progress the interaction reported last (`updateInteractiveTransition(_:)`).
    private(set) var percentComplete: CGFloat = 0

    /// Makes the context of `transition` from `from` to `to`, and sets the transition to
    /// run `animator` once it starts, through `interaction` when it is interactive.
    init(
        of transition: PendingTransition, runtime: Runtime, from: UIViewController?, to: UIViewController?,
        style: UIModalPresentationStyle, presentedSide: UITransitionContextViewKey?, movesOtherSide: Bool,
        animator: any UIViewControllerAnimatedTransitioning,
        interaction: (any UIViewControllerInteractiveTransitioning)? = nil, coordinator: ControllerTransition? = nil,
        interactionEnded: @escaping (Bool) -> Void = { _ in }
    ) {
        self.transition = transition
        self.runtime = runtime
        self.from = from
        self.to = to
        presentationStyle = style
        self.presentedSide = presentedSide
        self.movesOtherSide = movesOtherSide
        self.animator = animator
        self.coordinator = coordinator
        self.interactionEnded = interactionEnded
        canCancel = presentedSide != nil || interaction != nil
        super.init()
        transition.animatorName = NavSimNames.className(of: interaction ?? animator)
        transition.animation = { [self] in
            if let interaction {
                if interaction.wantsInteractiveStart { beginInteraction() }
                interaction.startInteractiveTransition(self)
            } else {
                _ = animator.transitionDuration(using: self)
                animator.animateTransition(using: self)
            }
            runtime.observer?.appCodeRan()
        }
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : to
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        guard key == presentedSide || movesOtherSide else { return nil }
        return (key == .from ? from : to)?.view
    }

    func initialFrame(for viewController: UIViewController) -> CGRect { .zero }
    func finalFrame(for viewController: UIViewController) -> CGRect { .zero }

    func completeTransition(_ didComplete: Bool) {
        runtime.animatorCompleted(transition, didComplete: didComplete || !canCancel)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        if isInteractive { self.percentComplete = percentComplete }
    }

    func finishInteractiveTransition() { endInteraction(cancelled: false) }
    func cancelInteractiveTransition() { endInteraction(cancelled: true) }
    /// Makes a transition that started without interaction interactive: its animations
    /// wait for the app to finish or cancel it.
    func pauseInteractiveTransition() {
        guard !isInteractive, transition.awaitsAnimator else { return }
        beginInteraction()
    }

    /// The app's gesture drives the transition from now on.
    private func beginInteraction() {
        isInteractive = true
        coordinator?.isInteractive = true
        transition.beginInteraction()
    }

    /// The app ended the interaction: the coordinator's handlers run, then the animations
    /// finish (or go back) on their own, and their completions run when they end.
    private func endInteraction(cancelled: Bool) {
        transitionWasCancelled = cancelled
        guard isInteractive else { return }
        isInteractive = false
        interactionEnded(cancelled)
        runtime.observer?.appCodeRan()
        transition.endInteraction(in: runtime)
    }
}
