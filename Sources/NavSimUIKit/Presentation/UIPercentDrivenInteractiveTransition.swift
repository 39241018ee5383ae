/// UIKit's interactive animator driven by a gesture's progress: it runs the transition's
/// animator (`animateTransition(using:)`) when the transition starts, holds its animations
/// while the app reports progress with ``update(_:)``, and lets them end with ``finish()`` or
/// go back with ``cancel()``; the animator's completion then ends the transition
/// (`completeTransition(!transitionWasCancelled)`). Each call goes through to the context's
/// `updateInteractiveTransition(_:)`, `finishInteractiveTransition()` or
/// `cancelInteractiveTransition()`, as Apple documents; docs/uikit.md ("Interactive
/// transitions") has the order of the callbacks.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The progress set with ``update(_:)``.
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the animations finish after the gesture; kept: NavSim has no animation
    /// time, the animations end at the next `animationsEnded` whatever their speed.
    open var completionSpeed: CGFloat = 1
    /// Whether the animations start paused, for the gesture to drive (the default); `false`
    /// runs them to their end unless ``pause()`` is called first.
    open var wantsInteractiveStart = true
    /// The transition under way, from its start until it finishes or is cancelled.
    private weak var context: (any UIViewControllerContextTransitioning)?

    /// Creates an interactive animator.
    public override init() {
        super.init()
    }

    /// Starts the transition's animator, with its animations held for the gesture when
    /// ``wantsInteractiveStart``.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let animator = (transitionContext as? TransitionContext)?.animator else { return }
        _ = animator.transitionDuration(using: transitionContext)
        animator.animateTransition(using: transitionContext)
    }

    /// Reports the gesture's progress, from 0 to 1.
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = max(0, percentComplete)
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// The gesture went back or stopped short: the animations go back to their start.
    open func cancel() {
        context?.cancelInteractiveTransition()
        context = nil
    }

    /// The gesture went far enough: the animations run to their end.
    open func finish() {
        context?.finishInteractiveTransition()
        context = nil
    }

    /// Pauses animations that run on their own (``wantsInteractiveStart`` `false`): from then
    /// on the gesture drives them, as from an interactive start.
    open func pause() {
        context?.pauseInteractiveTransition()
    }
}
