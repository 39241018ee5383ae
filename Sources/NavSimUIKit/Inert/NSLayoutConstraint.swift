/// A relation between two attributes of views or layout guides; kept and never solved.
///
/// Constraints compile and can be activated, deactivated and changed as in UIKit, but no
/// layout engine reads them: frames change only when code sets them.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// Whether the constraint is active.
    open var isActive = false
    /// The constant added to the second attribute.
    open var constant: CGFloat
    /// The multiplier of the second attribute.
    open private(set) var multiplier: CGFloat
    /// The priority.
    open var priority: UILayoutPriority = .required
    /// A name for debugging.
    open var identifier: String?
    /// The first item.
    open private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    open private(set) var firstAttribute: NSLayoutConstraint.Attribute
    /// How the attributes relate.
    open private(set) var relation: NSLayoutConstraint.Relation
    /// The second item, `nil` for a constant size.
    open private(set) weak var secondItem: AnyObject?
    /// The second item's attribute.
    open private(set) var secondAttribute: NSLayoutConstraint.Attribute

    init(
        first: AnyObject?, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat
    ) {
        firstItem = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        secondItem = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// Creates a constraint `view1.attr1 relation view2.attr2 * multiplier + c`.
    public convenience init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
        toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
            multiplier: multiplier, constant: c)
    }

    /// Activates each of `constraints`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each of `constraints`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

extension NSLayoutConstraint {
    /// A horizontal or vertical axis.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// How the two sides of a constraint relate.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// An attribute of a view's layout.
    public enum Attribute: Int, Sendable {
        case notAnAttribute = 0
        case left = 1
        case right = 2
        case top = 3
        case bottom = 4
        case leading = 5
        case trailing = 6
        case width = 7
        case height = 8
        case centerX = 9
        case centerY = 10
        case lastBaseline = 11
        case firstBaseline = 12
        case leftMargin = 13
        case rightMargin = 14
        case topMargin = 15
        case bottomMargin = 16
        case leadingMargin = 17
        case trailingMargin = 18
        case centerXWithinMargins = 19
        case centerYWithinMargins = 20
    }
}
