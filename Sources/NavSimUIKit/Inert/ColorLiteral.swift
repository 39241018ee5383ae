/// The type `#colorLiteral(red:green:blue:alpha:)` makes where its context names none
/// (`let tint = #colorLiteral(…)`), as UIKit declares it on iOS.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {}

extension CGColor: _ExpressibleByColorLiteral {
    /// The color `#colorLiteral(red:green:blue:alpha:)` makes where a `CGColor` is expected
    /// (`layer.borderColor = #colorLiteral(…)`, which builds for iOS).
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
