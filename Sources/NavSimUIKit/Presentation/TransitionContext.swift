import NavSimSimulator

/// The context UIKit gives a custom transition's animator: the two sides, and
/// `completeTransition(_:)`, which ends the transition it belongs to.
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
    /// Whether `completeTransition(false)` cancels: a navigation transition is ended as
    /// completed (NavSim does not undo pushes and pops; docs/uikit.md).
    private let canCancel: Bool
    let containerView = UIView()
    let presentationStyle: UIModalPresentationStyle
    private(set) var transitionWasCancelled = false
    var isAnimated: Bool { true }
    var isInteractive: Bool { false }

    /// Makes the context of `transition` from `from` to `to`, and sets the transition to
    /// run `animator` once it starts.
    init(
        of transition: PendingTransition, runtime: Runtime, from: UIViewController?, to: UIViewController?,
        style: UIModalPresentationStyle, presentedSide: UITransitionContextViewKey?, movesOtherSide: Bool,
        animator: any UIViewControllerAnimatedTransitioning
    ) {
        self.transition = transition
        self.runtime = runtime
        self.from = from
        self.to = to
        presentationStyle = style
        self.presentedSide = presentedSide
        self.movesOtherSide = movesOtherSide
        canCancel = presentedSide != nil
        super.init()
        transition.animatorName = NavSimNames.className(of: animator)
        transition.animation = { [self] in
            _ = animator.transitionDuration(using: self)
            animator.animateTransition(using: self)
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

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() { transitionWasCancelled = false }
    func cancelInteractiveTransition() { transitionWasCancelled = true }
    func pauseInteractiveTransition() {}
}
