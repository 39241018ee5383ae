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

    // MARK: - The first responder (UIResponder+FirstResponder.swift)

    /// Whether the responder can become first responder: text fields, text views and search bars can;
    /// other views and controllers cannot unless they override it.
    open var canBecomeFirstResponder: Bool { self is UITextField || self is UITextView || self is UISearchBar }

    /// Whether the responder lets another become first responder: `true`.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is the first responder of its app.
    open var isFirstResponder: Bool { owningApplication?.firstResponder === self }

    /// Makes the responder the first responder, if it can be and the current one resigns.
    ///
    /// - Returns: Whether it is the first responder now.
    @discardableResult
    open func becomeFirstResponder() -> Bool { takeFirstResponder() }

    /// Gives up being the first responder, if it is and it can.
    ///
    /// - Returns: Whether it is no longer the first responder (`true` when it was not).
    @discardableResult
    open func resignFirstResponder() -> Bool { giveUpFirstResponder() }
}
