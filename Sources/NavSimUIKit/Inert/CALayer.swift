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
}
