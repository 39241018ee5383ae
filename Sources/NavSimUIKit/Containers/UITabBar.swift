/// The bar of a tab bar controller's tabs. Its appearance is kept, never drawn; its tabs
/// are the controller's, tapped with the session's tab input.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The bar's background color.
    open var barTintColor: UIColor?
    /// The color of the unselected tabs' images and titles.
    open var unselectedItemTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// How the bar looks at rest; kept.
    open var standardAppearance = UITabBarAppearance()
    /// How the bar looks with content scrolled to its edge; kept.
    open var scrollEdgeAppearance: UITabBarAppearance?
}
