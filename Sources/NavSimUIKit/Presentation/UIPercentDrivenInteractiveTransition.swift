/// UIKit's interactive animator driven by a gesture's progress: kept so that apps compile.
/// NavSim never runs an interaction controller, so the transitions it would drive run with
/// their animator alone (docs/uikit.md, "Custom transitions").
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The progress set with ``update(_:)``.
    open private(set) var percentComplete: CGFloat = 0
    /// Whether the transition finishes when the animations end; kept.
    open var completionSpeed: CGFloat = 1
    /// Whether the animations run on their own at first; kept.
    open var wantsInteractiveStart = true

    /// Creates an interactive animator.
    public override init() {
        super.init()
    }

    /// Never called in NavSim.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {}
    /// Keeps the progress.
    open func update(_ percentComplete: CGFloat) { self.percentComplete = percentComplete }
    /// Does nothing: no interactive transition runs.
    open func cancel() {}
    /// Does nothing: no interactive transition runs.
    open func finish() {}
    /// Does nothing: no interactive transition runs.
    open func pause() {}
}
