/// An interactive animator: accepted so that apps compile, never used (NavSim's back swipe
/// and sheet swipe are UIKit's own).
@MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the interactive transition; never called in NavSim.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}
