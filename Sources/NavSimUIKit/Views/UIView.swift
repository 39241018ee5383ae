import NavSimSimulator

/// An inert view: it keeps its subviews so controls inside it can be found and tapped,
/// and draws nothing.
///
/// Appearance (colors, fonts, corner radii, alpha) is kept as set and never rendered;
/// Auto Layout constraints are kept and never solved, so `frame` and `bounds` change only
/// when code sets them. What decides whether a control can be tapped is what decides it
/// on a device: the control and every view above it are visible (`isHidden` false,
/// `alpha` at least 0.01) and accept touches (`isUserInteractionEnabled`).
@preconcurrency @MainActor
open class UIView: UIResponder, UIAccessibilityIdentification {
    // MARK: - Geometry

    /// The view's frame in its superview's coordinates; kept, never computed by layout.
    open var frame: CGRect

    /// The view's own rectangle: origin zero (NavSim does not scroll), the frame's size;
    /// setting it changes the frame's size around the same center, as in UIKit.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set {
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                width: newValue.width, height: newValue.height)
        }
    }

    /// The center of the frame; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }

    // MARK: - Hierarchy

    /// The views inside this one, back to front.
    open private(set) var subviews: [UIView] = []
    /// The view this one is inside.
    open private(set) weak var superview: UIView?
    /// The view controller whose root view this is, as UIKit's view knows its controller.
    weak var owningController: UIViewController?

    /// The next responder: the controller whose root view this is, else the superview, as
    /// Apple's [`next`](https://developer.apple.com/documentation/uikit/uiresponder/next)
    /// says of `UIView`.
    open override var next: UIResponder? { owningController ?? superview }
    /// Whether the view is leaving its superview only to join another (no embedding change).
    var isMoving = false

    // MARK: - Appearance, kept and never drawn

    /// A hidden view's controls cannot be tapped, nor those of any view inside it.
    open var isHidden = false {
        didSet { if isHidden != oldValue { noteChange(of: "isHidden") } }
    }
    /// The view's opacity; below 0.01 its controls cannot be tapped, as on a device.
    open var alpha: CGFloat = 1
    /// The background color.
    open var backgroundColor: UIColor?
    /// The tint color; `nil` until set (UIKit inherits it from the superview).
    open var tintColor: UIColor!
    /// Whether the view is opaque.
    open var isOpaque = true
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false
    /// How content is laid out in the bounds.
    open var contentMode: UIView.ContentMode = .scaleToFill
    /// The layer behind the view: corner radius, border and shadow, kept and never drawn.
    public let layer = CALayer()
    /// The transform of the view's drawing: kept; the frame and what can be tapped stay as
    /// they are (NavSim draws nothing).
    open var transform: CGAffineTransform = .identity
    /// The view whose opaque parts show this one: kept, never drawn (not a subview, and its
    /// controls cannot be tapped).
    open var mask: UIView?

    // MARK: - Interaction and identity

    /// Whether the view and its subviews receive touches; `false` makes every control
    /// inside it impossible to tap, as on a device.
    open var isUserInteractionEnabled = true
    /// A number the app gives the view, found again with ``viewWithTag(_:)``.
    open var tag = 0
    /// A string identifying the view; it names a control in traces before its title.
    open var accessibilityIdentifier: String?
    /// The label VoiceOver reads; kept.
    open var accessibilityLabel: String?
    /// Whether the view is an accessibility element; kept.
    open var isAccessibilityElement = false

    // MARK: - Layout, kept and never solved

    /// Whether the autoresizing mask becomes constraints; kept.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// How the view resizes with its superview; kept.
    open var autoresizingMask: UIView.AutoresizingMask = []
    /// The margins around the content; kept.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The margins around the content, leading and trailing; kept.
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// The constraints added to this view with ``addConstraint(_:)``.
    open private(set) var constraints: [NSLayoutConstraint] = []
    /// The layout guides added to this view.
    open private(set) var layoutGuides: [UILayoutGuide] = []
    var contentPriorities = ContentPriorities()
    /// The gesture recognizers attached to this view, in order.
    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// The storyboard segue a table or collection view cell triggers: performed, with the
    /// cell as sender, when the user selects its row (``IndexPathSelecting``).
    var selectionSegue: (() -> Void)?
    private lazy var safeAreaGuide = UILayoutGuide(identifier: "UIViewSafeAreaLayoutGuide", owningView: self)
    private lazy var marginsGuide = UILayoutGuide(identifier: "UIViewLayoutMarginsGuide", owningView: self)

    /// The area not covered by bars; its frame is the view's bounds in NavSim.
    public var safeAreaLayoutGuide: UILayoutGuide { safeAreaGuide }
    /// The area inside the layout margins.
    public var layoutMarginsGuide: UILayoutGuide { marginsGuide }

    // MARK: - Creating

    /// Whether views of this class accept touches when made: labels and image views do
    /// not, as in UIKit.
    class var acceptsTouchesByDefault: Bool { true }

    /// Creates a view with `frame`.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
        isUserInteractionEnabled = Self.acceptsTouchesByDefault
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Creates an empty view with a zero frame; the coder is not read: a storyboard or xib
    /// sets what it holds after (docs/uikit.md, "Storyboards and xibs").
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
        isUserInteractionEnabled = Self.acceptsTouchesByDefault
    }

    // MARK: - Managing subviews

    /// Adds `view` at the front, moving it from its old superview.
    open func addSubview(_ view: UIView) {
        place(view) { $0.count }
    }

    /// Inserts `view` at `index` in ``subviews``.
    open func insertSubview(_ view: UIView, at index: Int) {
        place(view) { _ in index }
    }

    /// Inserts `view` just below `siblingSubview`, or at the front if it is not a subview.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        place(view) { subviews in subviews.firstIndex { $0 === siblingSubview } ?? subviews.count }
    }

    /// Inserts `view` just above `siblingSubview`, or at the front if it is not a subview.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        place(view) { subviews in (subviews.firstIndex { $0 === siblingSubview } ?? subviews.count - 1) + 1 }
    }

    /// Moves `view`, a subview, to the front.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        place(view) { $0.count }
    }

    /// Moves `view`, a subview, to the back.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        place(view) { _ in 0 }
    }

    /// Puts `view` at the index `index` gives among the other subviews: a subview of this
    /// view only moves; another view leaves its superview and is added, with the hooks.
    /// Adding the view itself or one of its ancestors does nothing (UIKit raises).
    private func place(_ view: UIView, at index: ([UIView]) -> Int) {
        guard !isDescendant(of: view) else { return }
        let isSubview = view.superview === self
        if isSubview {
            subviews.removeAll { $0 === view }
        } else {
            view.isMoving = true
            view.removeFromSuperview()
            view.isMoving = false
            view.willMove(toSuperview: self)
        }
        subviews.insert(view, at: min(max(index(subviews), 0), subviews.count))
        guard !isSubview else { return }
        view.superview = self
        didAddSubview(view)
        view.didMoveToSuperview()
        view.updateEmbeddedControllers()
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        didMoveToSuperview()
        if !isMoving { updateEmbeddedControllers() }
    }

    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Called before the view moves to `newSuperview` (`nil` when it is removed).
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to a new superview or was removed.
    open func didMoveToSuperview() {}

    /// Whether `view` is this view or inside it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view with `tag` in this view's tree, depth first, this view included.
    open func viewWithTag(_ tag: Int) -> UIView? {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            if view.tag == tag { return view }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    /// Adds `constraint` to the view's ``constraints`` and activates it.
    open func addConstraint(_ constraint: NSLayoutConstraint) {
        constraints.append(constraint)
        constraint.isActive = true
    }

    /// Adds each of `constraints`.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes `constraint` from the view's ``constraints`` and deactivates it.
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        constraints.removeAll { $0 === constraint }
        constraint.isActive = false
    }

    /// Removes each of `constraints`.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Adds `layoutGuide` to the view.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView = self
        layoutGuides.append(layoutGuide)
    }

    /// Removes `layoutGuide` from the view.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The insets of the safe area; zero in NavSim, which has no bars or notch.
    open var safeAreaInsets: UIEdgeInsets { .zero }

    // MARK: - Content priorities

    /// Sets how much the view resists growing past its intrinsic size along `axis`; kept.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        contentPriorities.hugging[axis] = priority
    }

    /// How much the view resists growing along `axis` (`defaultLow` unless set).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriorities.hugging[axis] ?? .defaultLow
    }

    /// Sets how much the view resists shrinking below its intrinsic size along `axis`; kept.
    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        contentPriorities.compressionResistance[axis] = priority
    }

    /// How much the view resists shrinking along `axis` (`defaultHigh` unless set).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriorities.compressionResistance[axis] ?? .defaultHigh
    }

    // MARK: - Layout passes, which do nothing

    /// The view's natural size; NavSim measures nothing, so it has none.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Does nothing: NavSim has no layout pass.
    open func invalidateIntrinsicContentSize() {}

    /// Does nothing: NavSim has no layout pass, so ``layoutSubviews()`` is never called.
    open func setNeedsLayout() {}

    /// Does nothing: NavSim has no layout pass, so ``layoutSubviews()`` is never called.
    open func layoutIfNeeded() {}

    /// Lays out subviews; NavSim never calls it.
    open func layoutSubviews() {}

    /// Does nothing: NavSim draws nothing.
    open func setNeedsDisplay() {}

    /// Does nothing: NavSim solves no constraints.
    open func setNeedsUpdateConstraints() {}

    /// Updates constraints; NavSim never calls it.
    open func updateConstraints() {}

    /// The size that fits `size`: the view's current size, as NavSim measures nothing.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Does nothing: the view keeps its size.
    open func sizeToFit() {}

    // MARK: - Editing

    /// Ends editing in this view's tree: the first responder, if it is this view or inside
    /// it, resigns (`force` resigns it even if it refuses). NavSim has no keyboard.
    ///
    /// - Returns: Whether no view of the tree is first responder now.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let application = UIApplication.current, let responder = application.firstResponder as? UIView,
            responder.isDescendant(of: self)
        else { return true }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        application.firstResponder = nil
        return true
    }

    // MARK: - Reachability

    /// Makes the subviews NavSim makes only when needed (a table's visible cells); called
    /// before the view tree is searched for controls.
    func loadDeferredSubviews() {}

    /// Whether a touch can reach this view: it and every view above it are visible and
    /// accept touches (what UIKit's hit-testing requires).
    var receivesTouches: Bool {
        var current: UIView? = self
        while let view = current {
            guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled else { return false }
            current = view.superview
        }
        return true
    }
}

extension UIView {
    /// How a view lays out its content in its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }
}

extension UIView {
    /// How a view resizes when its superview's bounds change.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

/// Views hold controls, not coordinators: the coordinator tracker never walks a view tree.
extension UIView: NotWalked {}

extension UIView {
    /// Notes that `property`, which the user sees or acts through, changed during the
    /// current input (``NavSimSimulator/Runtime/viewChangesThisInput``), when the view is in
    /// a screen's view: a cell or a SwiftUI drawing being made is set up before it is added.
    func noteChange(of property: String) {
        guard let runtime = Runtime.current else { return }
        var view = self
        while view.owningController == nil {
            guard let superview = view.superview else { return }
            view = superview
        }
        runtime.viewChangesThisInput.insert(property)
    }
}
