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
    /// How the bar looks at rest; kept.
    open var standardAppearance = UINavigationBarAppearance()
    /// How the bar looks scrolled to the edge; kept.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// How a compact bar looks; kept.
    open var compactAppearance: UINavigationBarAppearance?
}

/// How a navigation bar looks: kept, never drawn.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The attributes of the title.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of a large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

extension UIView {
    /// The appearance proxy of this class: a new view whose properties are applied to no
    /// view (NavSim draws nothing), so setting them changes nothing.
    public static func appearance() -> Self { Self(coder: NSCoder())! }
}
