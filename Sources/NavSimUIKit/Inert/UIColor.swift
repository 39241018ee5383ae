/// A color: red, green, blue and alpha components, compared by value.
///
/// The system colors are their light-appearance values: NavSim has no dark mode and
/// draws nothing, so a color is only ever compared or read back.
open class UIColor: NSObject, @unchecked Sendable {
    private let red: CGFloat
    private let green: CGFloat
    private let blue: CGFloat
    private let alpha: CGFloat

    /// Creates a color from red, green, blue and alpha components, each from 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        super.init()
    }

    /// The color `#colorLiteral(red:green:blue:alpha:)` makes, as Xcode's color picker writes
    /// it in code; `required` because a literal can make any subclass.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The color of a `CGColor` (`UIColor(cgColor: layer.borderColor!)`).
    public convenience init(cgColor: CGColor) {
        let parts = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
    }

    /// Creates a gray from its white component and alpha.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a color from hue, saturation, brightness and alpha, each from 0 to 1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let sector = (hue - hue.rounded(.down)) * 6
        let fraction = sector - sector.rounded(.down)
        let low = brightness * (1 - saturation)
        let falling = brightness * (1 - saturation * fraction)
        let rising = brightness * (1 - saturation * (1 - fraction))
        let (red, green, blue): (CGFloat, CGFloat, CGFloat) =
            switch Int(sector) % 6 {
            case 0: (brightness, rising, low)
            case 1: (falling, brightness, low)
            case 2: (low, brightness, rising)
            case 3: (low, falling, brightness)
            case 4: (rising, low, brightness)
            default: (brightness, low, falling)
            }
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A color from an asset catalog. NavSim has no asset catalogs: this always makes a
    /// color (mid gray), so code that unwraps it runs.
    public convenience init?(named name: String) {
        self.init(white: 0.5, alpha: 1)
    }

    /// A color from a bundle's asset catalog for traits: as ``init(named:)``, whatever the
    /// bundle and traits.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        self.init(named: name)
    }

    /// A color from 0–255 components, as the system colors are given.
    private convenience init(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) {
        self.init(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    /// The color as Core Graphics keeps it.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The color in the appearance `traitCollection` describes: itself, as NavSim's colors
    /// have their light appearance only.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// The same color with `alpha`.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
    }

    open override var hash: Int {
        var hasher = Hasher()
        for component in [red, green, blue, alpha] { hasher.combine(component) }
        return hasher.finalize()
    }

    open override var description: String {
        "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }

    // MARK: - Fixed colors

    /// Black.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Dark gray (one third white).
    open class var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
    /// Light gray (two thirds white).
    open class var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
    /// White.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Gray (half white).
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Red.
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green.
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue.
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan.
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow.
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta.
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange.
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple.
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown.
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Fully transparent.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // MARK: - System colors (light appearance)

    /// The system blue.
    open class var systemBlue: UIColor { UIColor(0, 122, 255) }
    /// The system red.
    open class var systemRed: UIColor { UIColor(255, 59, 48) }
    /// The system green.
    open class var systemGreen: UIColor { UIColor(52, 199, 89) }
    /// The system orange.
    open class var systemOrange: UIColor { UIColor(255, 149, 0) }
    /// The system yellow.
    open class var systemYellow: UIColor { UIColor(255, 204, 0) }
    /// The system pink.
    open class var systemPink: UIColor { UIColor(255, 45, 85) }
    /// The system purple.
    open class var systemPurple: UIColor { UIColor(175, 82, 222) }
    /// The system teal.
    open class var systemTeal: UIColor { UIColor(48, 176, 199) }
    /// The system indigo.
    open class var systemIndigo: UIColor { UIColor(88, 86, 214) }
    /// The system mint.
    open class var systemMint: UIColor { UIColor(0, 199, 190) }
    /// The system cyan.
    open class var systemCyan: UIColor { UIColor(50, 173, 230) }
    /// The system brown.
    open class var systemBrown: UIColor { UIColor(162, 132, 94) }
    /// The system gray.
    open class var systemGray: UIColor { UIColor(142, 142, 147) }
    /// The second system gray.
    open class var systemGray2: UIColor { UIColor(174, 174, 178) }
    /// The third system gray.
    open class var systemGray3: UIColor { UIColor(199, 199, 204) }
    /// The fourth system gray.
    open class var systemGray4: UIColor { UIColor(209, 209, 214) }
    /// The fifth system gray.
    open class var systemGray5: UIColor { UIColor(229, 229, 234) }
    /// The sixth system gray.
    open class var systemGray6: UIColor { UIColor(242, 242, 247) }
    /// The app's tint: the system blue.
    open class var tintColor: UIColor { systemBlue }
    /// The background of a screen.
    open class var systemBackground: UIColor { white }
    /// The background of content on a screen.
    open class var secondarySystemBackground: UIColor { UIColor(242, 242, 247) }
    /// The background of content inside content.
    open class var tertiarySystemBackground: UIColor { white }
    /// The background of a grouped table.
    open class var systemGroupedBackground: UIColor { UIColor(242, 242, 247) }
    /// The background of content in a grouped table.
    open class var secondarySystemGroupedBackground: UIColor { white }
    /// Primary text.
    open class var label: UIColor { black }
    /// Secondary text.
    open class var secondaryLabel: UIColor { UIColor(60, 60, 67, 0.6) }
    /// Tertiary text.
    open class var tertiaryLabel: UIColor { UIColor(60, 60, 67, 0.3) }
    /// Quaternary text.
    open class var quaternaryLabel: UIColor { UIColor(60, 60, 67, 0.18) }
    /// Placeholder text.
    open class var placeholderText: UIColor { UIColor(60, 60, 67, 0.3) }
    /// Links.
    open class var link: UIColor { systemBlue }
    /// A thin separator line.
    open class var separator: UIColor { UIColor(60, 60, 67, 0.29) }
    /// An opaque separator line.
    open class var opaqueSeparator: UIColor { UIColor(198, 198, 200) }
    /// The fill of thin shapes.
    open class var systemFill: UIColor { UIColor(120, 120, 128, 0.2) }
}
