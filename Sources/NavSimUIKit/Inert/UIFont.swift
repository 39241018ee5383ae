/// A font: a name and a size, compared by value. NavSim lays out no text, so a font is
/// only ever read back.
open class UIFont: NSObject, @unchecked Sendable {
    /// The font's name (`.SFUI` plus the weight for system fonts).
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat

    /// A font named `fontName`. NavSim has no font files: this always makes a font, so
    /// code that unwraps it runs.
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.fontName = fontName
        pointSize = fontSize
        super.init()
    }

    private init(systemWeight weight: UIFont.Weight, italic: Bool = false, size: CGFloat) {
        fontName = ".SFUI-" + (italic ? "Italic" : "") + "\(weight.rawValue)"
        pointSize = size
        super.init()
    }

    /// The system font at `fontSize`, regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(systemWeight: .regular, size: fontSize)
    }

    /// The system font at `fontSize` and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(systemWeight: weight, size: fontSize)
    }

    /// The bold system font at `fontSize`.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(systemWeight: .bold, size: fontSize)
    }

    /// The italic system font at `fontSize`.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(systemWeight: .regular, italic: true, size: fontSize)
    }

    /// The system font with fixed-width digits.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(systemWeight: weight, size: fontSize)
    }

    /// The monospaced system font.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(systemWeight: weight, size: fontSize)
    }

    /// The font for `style` at the default Dynamic Type size (NavSim has no user setting).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(systemWeight: style == .headline ? .semibold : .regular, size: style.defaultSize)
    }

    /// The standard font size.
    open class var systemFontSize: CGFloat { 14 }
    /// The standard label font size.
    open class var labelFontSize: CGFloat { 17 }
    /// The standard button font size.
    open class var buttonFontSize: CGFloat { 18 }

    /// The same font at `fontSize`.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, size: fontSize) ?? self
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }
}

extension UIFont {
    /// A font weight.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// A Dynamic Type text style.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// The style's size at the default Dynamic Type setting (Large).
        var defaultSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }
    }
}
