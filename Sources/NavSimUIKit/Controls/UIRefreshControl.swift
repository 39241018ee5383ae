import NavSimCore

/// A pull-to-refresh control, placed with `scrollView.refreshControl = control`.
///
/// A pull is a tap: it begins refreshing and sends `.valueChanged` (and
/// `.primaryActionTriggered`). It can be pulled when it is enabled, reachable, not
/// already refreshing, and has an action. Its name in traces is its
/// `accessibilityIdentifier`, else `refresh`.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// Whether the control is refreshing.
    open private(set) var isRefreshing = false
    /// The title shown while pulling.
    open var attributedTitle: NSAttributedString?

    /// Starts refreshing, as a pull does (without sending actions).
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Stops refreshing.
    open func endRefreshing() {
        isRefreshing = false
    }

    override var tapEvents: UIControl.Event { [.valueChanged, .primaryActionTriggered] }

    override var controlName: String {
        ControlNaming.name(accessibilityIdentifier) ?? "refresh"
    }

    override var isTappable: Bool { super.isTappable && !isRefreshing }

    override func tap(argument: JSONValue) {
        guard acceptsTouches, !isRefreshing else { return }
        beginRefreshing()
        // The pull drags the scroll view: its actions see `isDragging`, as on iOS.
        let scrollView = superview as? UIScrollView
        scrollView?.isBeingPulled = true
        sendActions(for: tapEvents)
        scrollView?.isBeingPulled = false
    }
}
