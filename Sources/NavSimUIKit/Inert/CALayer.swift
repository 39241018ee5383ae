/// The layer behind a view: its corner radius, border and shadow are kept and never drawn.
open class CALayer: NSObject {
    /// The radius of the rounded corners.
    open var cornerRadius: CGFloat = 0
    /// Whether sublayers are clipped to the rounded bounds.
    open var masksToBounds = false
    /// The border's width.
    open var borderWidth: CGFloat = 0
    /// The border's color.
    open var borderColor: CGColor?
    /// The background color.
    open var backgroundColor: CGColor?
    /// The opacity of the shadow.
    open var shadowOpacity: Float = 0
    /// The blur radius of the shadow.
    open var shadowRadius: CGFloat = 3
    /// The offset of the shadow.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The color of the shadow.
    open var shadowColor: CGColor?
    /// The layer's opacity.
    open var opacity: Float = 1
    /// Whether the layer is hidden; a view's visibility is its `isHidden`, not this.
    open var isHidden = false
    /// Which corners ``cornerRadius`` rounds.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// The layer's size, at the origin of its own space; kept.
    open var bounds: CGRect = .zero
    /// Where its ``anchorPoint`` is in its superlayer.
    open var position: CGPoint = .zero
    /// The point of its bounds, in the unit square, that ``position`` places: the centre.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The animations added and not removed, in the order added (``add(_:forKey:)``).
    var animations: [AddedAnimation] = []

    /// The layer's frame in its superlayer, made of its bounds, position and anchor point as
    /// Apple documents it (a view's frame is its own).
    open var frame: CGRect {
        get {
            CGRect(
                x: position.x - bounds.width * anchorPoint.x, y: position.y - bounds.height * anchorPoint.y,
                width: bounds.width, height: bounds.height)
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(
                x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
        }
    }
    /// The layers drawn over this one, back to front.
    open private(set) var sublayers: [CALayer]?
    /// The layer this one is a sublayer of.
    open private(set) weak var superlayer: CALayer?

    /// Adds `layer` in front of the other sublayers.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }

    /// Inserts `layer` at `index` among the sublayers, taking it from its superlayer first.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var layers = sublayers ?? []
        layers.insert(layer, at: min(Int(index), layers.count))
        sublayers = layers
        layer.superlayer = self
    }

    /// Takes the layer from its superlayer.
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }
}

/// The corners of a layer.
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
