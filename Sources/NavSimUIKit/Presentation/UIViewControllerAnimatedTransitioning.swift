/// The animator of a custom transition: it moves the views, then says the transition is
/// over with the context's `completeTransition(_:)`.
///
/// The transition ends (`viewDidAppear`, `viewDidDisappear`, completion handlers, the
/// navigation delegate's `didShow`) when the animator calls `completeTransition(true)`,
/// which may be in the completion of a view animation (run when the animations end, the
/// `animationsEnded` input), in a queued block, or never: then the transition never ends
/// and UIKit ignores touches, each dropped touch a recorded `commandIgnored`.
@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// How long the animation lasts; NavSim asks before `animateTransition(using:)` and
    /// does not use the answer (time passes only with inputs).
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Animates the transition; must end with `transitionContext.completeTransition(_:)`.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Told once the transition ended: `true` when it completed, `false` when cancelled.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}
