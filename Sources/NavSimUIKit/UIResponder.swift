/// The root of UIKit's responder classes: views, view controllers and the application.
///
/// An `NSObject`, so view controllers compare by identity (`==`, `contains`, dictionary
/// keys) as on iOS. Like all of NavSimUIKit it is isolated to the main actor and imported
/// with `@preconcurrency`, as UIKit is.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// The next responder in the chain: a view's controller or superview, a controller's
    /// view's superview (see their overrides); `nil` here.
    open var next: UIResponder? { nil }

    /// Called on each object a storyboard or nib made, once all of them are made and
    /// connected (UIKit declares it on `NSObject`).
    open func awakeFromNib() {}

    /// Called when the screen's traits change: never in NavSim (see ``UITraitCollection``);
    /// declared here so that views' and controllers' overrides compile.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
