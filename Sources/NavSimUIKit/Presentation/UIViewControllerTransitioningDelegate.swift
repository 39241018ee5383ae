/// Gives the objects of a custom presentation or dismissal: the animators, and the
/// presentation controller of a `.custom` presentation.
///
/// UIKit asks the presented controller's delegate (``UIViewController/transitioningDelegate``)
/// when the app calls `present` or `dismiss` with `animated: true`; `nil` keeps UIKit's own
/// animation. The interaction controllers are asked after the animator; one that is not
/// `nil` makes the transition interactive: it starts the animations and the app's gesture
/// finishes or cancels them (docs/uikit.md, "Interactive transitions").
@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The animator of the presentation of `presented`, or `nil` for UIKit's own.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator of the dismissal of `dismissed`, or `nil` for UIKit's own.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The presentation controller of a `.custom` presentation, or `nil` for UIKit's own.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
    /// The interactive animator of a presentation, or `nil` for one that is not interactive.
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The interactive animator of a dismissal, or `nil` for one that is not interactive.
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
