public import Foundation

/// The text attributes UIKit adds to Foundation's, with UIKit's raw values, so
/// attributed strings made for labels and text fields build. NavSim draws no text: the
/// attributes are kept and only ever read back.
extension NSAttributedString.Key {
    /// The `UIFont` of the text.
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of the text.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The letter spacing, in points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `NSUnderlineStyle` raw value.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// An `NSUnderlineStyle` raw value for a line through the text.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The offset from the baseline, in points.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// The `UIColor` of the outline.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The width of the outline, in percent of the font size.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// A `URL` or `String` the text links to.
    public static let link = NSAttributedString.Key("NSLink")
}

/// How an underline or a line through text is drawn: `.single.rawValue` is the value of
/// `NSAttributedString.Key.underlineStyle`.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A single line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// A double line.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}
