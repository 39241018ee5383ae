/// A bar of bar button items, at a screen's bottom or above a keyboard. Its items are tapped
/// as a navigation bar's are, wherever the bar is on screen.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The items, left to right.
    open var items: [UIBarButtonItem]?
    /// The bar's background color; kept.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent; kept.
    open var isTranslucent = true

    /// Sets the items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
}
