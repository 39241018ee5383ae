/// What an animator is given about its transition: the controllers and views on each side,
/// the view to animate in, and `completeTransition(_:)` to end it.
@MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the animation takes place in.
    var containerView: UIView { get }
    /// Whether the transition is animated (always, for a custom animator).
    var isAnimated: Bool { get }
    /// Whether a gesture drives it; never in NavSim.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (`cancelInteractiveTransition()`).
    var transitionWasCancelled: Bool { get }
    /// The style of the presentation, `.none` for a navigation transition.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The controller on one side.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view on one side that the animator moves, `nil` where UIKit moves none (the
    /// presenter's view, which a sheet or a custom presentation leaves in place).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where a controller's view starts; NavSim lays nothing out: `.zero`.
    func initialFrame(for viewController: UIViewController) -> CGRect
    /// Where a controller's view ends; NavSim lays nothing out: `.zero`.
    func finalFrame(for viewController: UIViewController) -> CGRect
    /// Ends the transition: `true` completes it, `false` cancels it (a cancelled presentation
    /// is undone). Only the first call counts.
    func completeTransition(_ didComplete: Bool)
    /// Keeps an interactive transition's progress; nothing is interactive in NavSim.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Marks an interactive transition finished.
    func finishInteractiveTransition()
    /// Marks an interactive transition cancelled: ``transitionWasCancelled`` becomes `true`.
    func cancelInteractiveTransition()
    /// Pauses an interactive transition; does nothing.
    func pauseInteractiveTransition()
}

/// Which side of a transition a view is on.
public struct UITransitionContextViewKey: Hashable, Sendable {
    let name: String
    /// The view leaving.
    public static let from = UITransitionContextViewKey(name: "from")
    /// The view arriving.
    public static let to = UITransitionContextViewKey(name: "to")
}
