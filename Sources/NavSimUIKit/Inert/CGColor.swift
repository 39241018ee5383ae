/// A color as Core Graphics keeps it, for `layer.borderColor = color.cgColor`.
///
/// Foundation on Linux has no Core Graphics; this is the part view code uses: a color
/// made from a `UIColor`, compared by its components.
public final class CGColor: Equatable, Sendable {
    /// The red, green, blue and alpha components, each from 0 to 1.
    public let components: [CGFloat]?
    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.components == rhs.components
    }
}
