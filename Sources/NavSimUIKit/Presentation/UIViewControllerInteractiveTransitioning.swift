/// An interactive animator: a transitioning delegate's `interactionControllerForPresentation`
/// or `interactionControllerForDismissal`, or a navigation controller delegate's
/// `interactionControllerFor`, makes its transition interactive; NavSim then starts it with
/// ``startInteractiveTransition(_:)`` instead of the animator's `animateTransition(using:)`.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Whether the transition is interactive from its start (`true` unless the conforming
    /// type says otherwise); one that is not runs its animations to their end unless the
    /// app pauses it (`pauseInteractiveTransition()`) to drive it.
    var wantsInteractiveStart: Bool { get }
    /// Starts the interactive transition: set up the interaction and start the animations.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}

extension UIViewControllerInteractiveTransitioning {
    /// Interactive from the start, as UIKit takes an interaction controller that does not say.
    public var wantsInteractiveStart: Bool { true }
}
