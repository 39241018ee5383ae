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
}

extension UILayoutGuide: LayoutAnchorProviding {}
