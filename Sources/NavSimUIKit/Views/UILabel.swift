/// A label: its text and styling are kept and never drawn.
@preconcurrency @MainActor
open class UILabel: UIView {
    private var styledText: NSAttributedString?

    /// The text; setting it replaces the styled text with this plain one, as in UIKit.
    open var text: String? {
        didSet {
            styledText = nil
            if text != oldValue { noteChange(of: "text") }
        }
    }
    /// The styled text; setting it sets ``text`` to its string, as in UIKit
    /// (https://developer.apple.com/documentation/uikit/uilabel/attributedtext). Read after
    /// ``text`` was set, it is that text in the label's font.
    open var attributedText: NSAttributedString? {
        get { styledText ?? text.map { NSAttributedString(string: $0, attributes: font.map { [.font: $0] } ?? [:]) } }
        set {
            text = newValue?.string
            styledText = newValue
        }
    }
    /// The font.
    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize)
    /// The text color.
    open var textColor: UIColor! = .label
    /// How lines line up.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown; 0 for no limit.
    open var numberOfLines = 1
    /// How a line that does not fit wraps or truncates.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the font shrinks to fit the width.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font shrinks to.
    open var minimumScaleFactor: CGFloat = 0
    /// Whether the font follows the Dynamic Type setting.
    open var adjustsFontForContentSizeCategory = false
    /// Whether the label draws as enabled.
    open var isEnabled = true
    /// The color of highlighted text.
    open var highlightedTextColor: UIColor?
    /// Whether the text draws highlighted.
    open var isHighlighted = false
    /// The width at which multiline text wraps.
    open var preferredMaxLayoutWidth: CGFloat = 0

    /// A label ignores touches (`isUserInteractionEnabled` is `false`), as in UIKit.
    override class var acceptsTouchesByDefault: Bool { false }
}
