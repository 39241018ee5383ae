/// How the lines of a paragraph are set: kept in attributed strings, never drawn. Where
/// NavSim differs: its properties can be set on it too, not only on
/// ``NSMutableParagraphStyle``.
open class NSParagraphStyle: NSObject {
    /// The default style: a new one at each read, NavSim's being mutable.
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// How the lines line up.
    open var alignment: NSTextAlignment = .natural
    /// The space between lines.
    open var lineSpacing: CGFloat = 0
    /// The line height's multiple.
    open var lineHeightMultiple: CGFloat = 0
    /// The space after the paragraph.
    open var paragraphSpacing: CGFloat = 0
    /// How lines too long break.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
}

/// A paragraph style to set.
open class NSMutableParagraphStyle: NSParagraphStyle {}

extension NSAttributedString.Key {
    /// The `NSParagraphStyle` of the text.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
