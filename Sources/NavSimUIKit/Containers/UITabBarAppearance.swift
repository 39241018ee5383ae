/// How a tab bar looks: its items' looks in each layout, kept, never drawn.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look when stacked (title under the icon).
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// The items' look when inline (title beside the icon).
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// The items' look when inline in a compact bar.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
}

/// How a tab bar's items look in each state.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
    /// The look of an item not selected.
    open var normal = UITabBarItemStateAppearance()
    /// The look of the selected item.
    open var selected = UITabBarItemStateAppearance()
    /// The look of a disabled item.
    open var disabled = UITabBarItemStateAppearance()
    /// The look of a focused item.
    open var focused = UITabBarItemStateAppearance()
}

/// How a tab bar's items look in one state.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// The icon's colour.
    open var iconColor: UIColor?
    /// The attributes of the title.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The badge's background colour.
    open var badgeBackgroundColor: UIColor?
}
