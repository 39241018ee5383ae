/// How a bar looks (navigation bar, tab bar, toolbar): kept, never drawn.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// The background colour.
    open var backgroundColor: UIColor?
    /// The background image.
    open var backgroundImage: UIImage?
    /// The shadow's colour.
    open var shadowColor: UIColor?
    /// The shadow's image.
    open var shadowImage: UIImage?

    public override init() { super.init() }

    /// An appearance with the default background.
    open func configureWithDefaultBackground() {}
    /// An appearance with an opaque background.
    open func configureWithOpaqueBackground() {}
    /// An appearance with a transparent background.
    open func configureWithTransparentBackground() {}
}
