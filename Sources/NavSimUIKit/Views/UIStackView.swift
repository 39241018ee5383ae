/// A view that lines up its arranged subviews; the arrangement is kept and never laid out.
///
/// Arranged subviews are subviews, as in UIKit, so controls in a stack view can be
/// tapped.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// The views the stack lines up, in order; each is also a subview.
    open private(set) var arrangedSubviews: [UIView] = []
    /// The direction of the line.
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// The space between arranged views.
    open var spacing: CGFloat = 0
    /// How views line up across the axis.
    open var alignment: UIStackView.Alignment = .fill
    /// How views share the length along the axis.
    open var distribution: UIStackView.Distribution = .fill
    /// Whether the layout margins inset the arranged views.
    open var isLayoutMarginsRelativeArrangement = false
    /// Whether the baseline is measured from the arranged views' top.
    open var isBaselineRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// Creates a stack view lining up `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Appends `view` to the arranged views (and the subviews).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `stackIndex` in the arranged views (and appends it to the subviews).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
    }

    /// Takes `view` out of the arranged views; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    /// A view leaving the stack view leaves its arranged views too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
    }

    /// Sets the space after `arrangedSubview`; kept.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }

    /// The space after `arrangedSubview` (``spacing`` unless set).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? spacing
    }
}

extension UIStackView {
    /// How arranged views line up across the axis.
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5

        /// The top edge, for a horizontal stack.
        public static var top: Alignment { .leading }
        /// The bottom edge, for a horizontal stack.
        public static var bottom: Alignment { .trailing }
    }

    /// How arranged views share the stack's length.
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually = 1
        case fillProportionally = 2
        case equalSpacing = 3
        case equalCentering = 4
    }
}
