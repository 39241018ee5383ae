/// The bar at the top of a navigation controller. Its appearance is kept, never drawn;
/// hiding it (`isHidden`, or the controller's `isNavigationBarHidden`) takes the back
/// button and the bar button items off the screen, so they cannot be tapped.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's background color.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// Whether titles are large when a screen's navigation item allows it.
    open var prefersLargeTitles = false
    /// The attributes of the title.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The attributes of a large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}
