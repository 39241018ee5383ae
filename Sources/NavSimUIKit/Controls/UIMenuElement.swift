/// An element of a menu: an action or a submenu.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The element's title.
    open var title: String
    /// The element's subtitle.
    open var subtitle: String?
    /// The element's image.
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}

extension UIMenuElement {
    /// How a menu element looks and behaves.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether a menu element shows a checkmark.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}
