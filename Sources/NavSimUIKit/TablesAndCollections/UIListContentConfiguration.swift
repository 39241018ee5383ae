/// The content of a list cell: text, secondary text and an image; kept, never drawn.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    /// The text.
    public var text: String?
    /// The styled text.
    public var attributedText: AttributedString?
    /// The secondary text.
    public var secondaryText: String?
    /// The styled secondary text.
    public var secondaryAttributedText: AttributedString?
    /// The image.
    public var image: UIImage?
    /// How the text looks.
    public var textProperties = UIListContentConfiguration.TextProperties()
    /// How the secondary text looks.
    public var secondaryTextProperties = UIListContentConfiguration.TextProperties()
    /// How the image looks.
    public var imageProperties = UIListContentConfiguration.ImageProperties()

    /// The configuration of a plain cell.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// The configuration of a cell with secondary text below.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// The configuration of a cell with secondary text at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }

    /// Makes a view holding this configuration.
    @MainActor
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// How a list cell's text looks.
    public struct TextProperties: Hashable, Sendable {
        /// The font.
        public var font: UIFont = .preferredFont(forTextStyle: .body)
        /// The color.
        public var color: UIColor = .label
        /// How lines line up.
        public var alignment: UIListContentConfiguration.TextProperties.TextAlignment = .natural
        /// The most lines shown; 0 for no limit.
        public var numberOfLines = 0

        /// How a list cell's text lines up.
        public enum TextAlignment: Int, Hashable, Sendable {
            case natural = 0
            case center = 1
            case justified = 2
        }
    }

    /// How a list cell's image looks.
    public struct ImageProperties: Hashable, Sendable {
        /// The tint.
        public var tintColor: UIColor?
        /// The corner radius.
        public var cornerRadius: CGFloat = 0
        /// The largest size.
        public var maximumSize: CGSize = .zero
    }
}

/// A view showing a list content configuration.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    /// The content shown.
    open var configuration: any UIContentConfiguration

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    /// Creates a view with an empty configuration; the coder is not read (a storyboard sets what it holds after).
    public required init?(coder: NSCoder) {
        configuration = UIListContentConfiguration()
        super.init(coder: coder)
    }
}
