/// The priority of a layout constraint, from 1 to 1000; kept and never solved.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A required constraint.
    public static let required = UILayoutPriority(1000)
    /// The priority of a button resisting compression.
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a button hugging its content.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority of fitting a view to its content's size.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// The priority of a drag that can resize a scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority of a scene keeping its size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority of a drag that cannot resize a scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// A priority `rhs` higher.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority `rhs` lower.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}
