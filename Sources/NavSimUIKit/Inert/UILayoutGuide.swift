/// A rectangle that takes part in Auto Layout without being a view: the safe area, the
/// layout margins, or a guide the app adds.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to.
    open weak var owningView: UIView?
    /// A name for debugging.
    open var identifier: String
    /// The guide's rectangle: its view's bounds, as NavSim solves no constraints.
    open var layoutFrame: CGRect { owningView?.bounds ?? .zero }

    /// Creates a guide to add to a view with `addLayoutGuide(_:)`.
    public override init() {
        identifier = ""
        super.init()
    }

    init(identifier: String, owningView: UIView) {
        self.identifier = identifier
        self.owningView = owningView
        super.init()
    }

    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
