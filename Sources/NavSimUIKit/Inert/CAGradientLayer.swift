/// A layer that draws a gradient: its colours and geometry are kept, never drawn.
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s).
    open var colors: [Any]?
    /// Where each colour stops, from 0 to 1.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in the unit square.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in the unit square.
    open var endPoint = CGPoint(x: 0.5, y: 1)
}
