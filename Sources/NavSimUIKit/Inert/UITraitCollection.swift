import NavSimSimulator

/// The traits of a screen: light or dark, size classes. NavSim's screen never changes, so a
/// controller's and a view's traits are always these: light, a regular height and the width
/// the app declares (`NavSimApp`'s `horizontalSizeClass`: compact, an iPhone held upright,
/// by default), and `traitCollectionDidChange(_:)` is never called.
@preconcurrency @MainActor
open class UITraitCollection: NSObject {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The width's size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height's size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The scale of the screen.
    public let displayScale: CGFloat

    /// The traits of NavSim's screen.
    public static var current: UITraitCollection { UITraitCollection() }

    /// NavSim's screen's traits in the session answering an input.
    public override convenience init() {
        self.init(in: Runtime.current)
    }

    /// The screen's traits in `runtime`'s session: its app's width.
    init(in runtime: Runtime?) {
        userInterfaceStyle = .light
        horizontalSizeClass = (runtime?.observer as? NavSimApp)?.horizontalSizeClass ?? .compact
        verticalSizeClass = .regular
        displayScale = 3
        super.init()
    }

    /// Whether the colours would change from `other`'s: never, NavSim's traits never change.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        other.map { $0.userInterfaceStyle != userInterfaceStyle } ?? true
    }
}

/// Light or dark.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// A size class.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

extension UIViewController {
    /// The screen's traits (see ``UITraitCollection``).
    public var traitCollection: UITraitCollection { UITraitCollection(in: runtime) }
}

extension UIView {
    /// The screen's traits (see ``UITraitCollection``).
    public var traitCollection: UITraitCollection { UITraitCollection() }
}
