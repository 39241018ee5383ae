extension UIButton {
    /// The look and content of an iOS 15 style button: kept, never drawn. Its title names
    /// the button in traces when no title is set for the normal state.
    public struct Configuration: Hashable, Sendable {
        /// The title; setting it sets ``attributedTitle`` to the same text unstyled, as the two
        /// match in UIKit.
        public var title: String? {
            didSet {
                if attributedTitle.map({ String($0.characters) }) != title {
                    attributedTitle = title.map { AttributedString($0) }
                }
            }
        }
        /// The subtitle.
        public var subtitle: String?
        /// The styled title; setting it sets ``title`` to its text, as UIKit's does
        /// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/attributedtitle).
        public var attributedTitle: AttributedString? {
            didSet {
                let text = attributedTitle.map { String($0.characters) }
                if text != title { title = text }
            }
        }
        /// The image.
        public var image: UIImage?
        /// The color of the title and image.
        public var baseForegroundColor: UIColor?
        /// The color of the background.
        public var baseBackgroundColor: UIColor?
        /// How the corners are rounded.
        public var cornerStyle: UIButton.Configuration.CornerStyle = .dynamic
        /// The button's size.
        public var buttonSize: UIButton.Configuration.Size = .medium
        /// The space between image and title.
        public var imagePadding: CGFloat = 0
        /// The space between title and subtitle.
        public var titlePadding: CGFloat = 0
        /// The space around the content.
        public var contentInsets: NSDirectionalEdgeInsets = .zero
        /// Whether an activity indicator replaces the image.
        public var showsActivityIndicator = false
        /// How the titles line up.
        public var titleAlignment: UIButton.Configuration.TitleAlignment = .automatic
        /// Which side of the title the image is on.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The background's look.
        public var background = UIBackgroundConfiguration.clear()
        private let style: String

        private init(style: String) {
            self.style = style
        }

        /// A plain button.
        public static func plain() -> UIButton.Configuration { Configuration(style: "plain") }
        /// A button with a tinted background.
        public static func tinted() -> UIButton.Configuration { Configuration(style: "tinted") }
        /// A button with a gray background.
        public static func gray() -> UIButton.Configuration { Configuration(style: "gray") }
        /// A button with a filled background.
        public static func filled() -> UIButton.Configuration { Configuration(style: "filled") }
        /// A borderless button.
        public static func borderless() -> UIButton.Configuration { Configuration(style: "borderless") }
        /// A bordered button.
        public static func bordered() -> UIButton.Configuration { Configuration(style: "bordered") }
        /// A bordered, tinted button.
        public static func borderedTinted() -> UIButton.Configuration { Configuration(style: "borderedTinted") }
        /// A bordered, prominent button.
        public static func borderedProminent() -> UIButton.Configuration {
            Configuration(style: "borderedProminent")
        }

        /// The configuration for `button`'s state: this one, as NavSim draws nothing.
        public func updated(for button: UIButton) -> UIButton.Configuration { self }

        /// How a configured button's corners are rounded.
        public enum CornerStyle: Int, Hashable, Sendable {
            case fixed = -1
            case dynamic = 0
            case small = 1
            case medium = 2
            case large = 3
            case capsule = 4
        }

        /// The size of a configured button.
        public enum Size: Int, Hashable, Sendable {
            case mini = 0
            case small = 1
            case medium = 2
            case large = 3
        }

        /// How a configured button's titles line up.
        public enum TitleAlignment: Int, Hashable, Sendable {
            case automatic = 0
            case leading = 1
            case center = 2
            case trailing = 3
        }
    }
}
