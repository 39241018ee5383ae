/// A view that scrolls its content; NavSim does not scroll, so the offset changes only
/// when code sets it.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The object told about scrolling; NavSim never scrolls, so it hears only what code
    /// does.
    open weak var delegate: (any UIScrollViewDelegate)?
    /// The size of the content.
    open var contentSize: CGSize = .zero
    /// How far the content is scrolled.
    open var contentOffset: CGPoint = .zero
    /// Extra space around the content.
    open var contentInset: UIEdgeInsets = .zero
    /// Whether the user can scroll.
    open var isScrollEnabled = true
    /// Whether scrolling snaps to pages.
    open var isPagingEnabled = false
    /// Whether the content bounces at the edges.
    open var bounces = true
    /// Whether the content bounces vertically even when it fits.
    open var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it fits.
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// How the keyboard is dismissed when scrolling.
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
    /// How the content inset adjusts to the safe area.
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
    /// Whether the user's finger is on the content and it has moved: only while a pull on
    /// its refresh control sends the control's actions (NavSim never scrolls otherwise), so
    /// a handler that refreshes only for the user's pull (`guard tableView.isDragging`) does.
    open var isDragging: Bool { isBeingPulled }
    /// Whether the user has touched the content: as ``isDragging``.
    open var isTracking: Bool { isBeingPulled }
    /// Whether a pull on the refresh control is sending its actions.
    var isBeingPulled = false
    /// Whether the content moves on after the user lifted the finger: never.
    open var isDecelerating: Bool { false }
    /// The pull-to-refresh control.
    open var refreshControl: UIRefreshControl? {
        didSet {
            oldValue?.removeFromSuperview()
            if let refreshControl { addSubview(refreshControl) }
        }
    }

    /// Sets the content offset; tells the delegate, as scrolling does.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
        delegate?.scrollViewDidScroll(self)
    }

    /// Does nothing: NavSim does not scroll.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
}

extension UIScrollView {
    /// How scrolling dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0
        case onDrag = 1
        case interactive = 2
        case onDragWithAccessory = 3
        case interactiveWithAccessory = 4
    }

    /// How the content inset follows the safe area.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0
        case scrollableAxes = 1
        case never = 2
        case always = 3
    }
}
