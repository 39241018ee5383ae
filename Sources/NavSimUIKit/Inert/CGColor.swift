/// A color as Core Graphics keeps it, for `layer.borderColor = color.cgColor`.
///
/// Foundation on Linux has no Core Graphics; this is the part view code uses: a color
/// made from a `UIColor` or from components, compared by its red, green, blue and alpha
/// components.
public final class CGColor: Equatable, Sendable {
    /// The red, green, blue and alpha components, each from 0 to 1.
    public let components: [CGFloat]?
    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// A color of red, green and blue components, as Core Graphics makes one (iOS 13 and later).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// The same color as ``init(red:green:blue:alpha:)``: NavSim keeps no color spaces.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A gray: equal red, green and blue components, so that it equals
    /// `UIColor(white:alpha:).cgColor` (NavSim keeps no gray color space).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.components == rhs.components
    }
}
