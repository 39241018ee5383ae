/// An interactive animator: a transitioning delegate's `interactionControllerForPresentation`
/// or `interactionControllerForDismissal`, or a navigation controller delegate's
/// `interactionControllerFor`, makes its transition interactive; NavSim then starts it with
/// ``startInteractiveTransition(_:)`` instead of the animator's `animateTransition(using:)`.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the interactive transition: set up the interaction and start the animations.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}
