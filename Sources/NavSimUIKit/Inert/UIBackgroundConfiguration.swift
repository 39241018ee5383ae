/// The look of a background (a button's, a cell's): kept, never drawn.
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// The fill colour.
    public var backgroundColor: UIColor?
    /// The radius of the rounded corners.
    public var cornerRadius: CGFloat = 0
    /// The outline's colour.
    public var strokeColor: UIColor?
    /// The outline's width.
    public var strokeWidth: CGFloat = 0
    /// The image drawn behind the content.
    public var image: UIImage?

    /// A background with nothing drawn.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

    /// The background of a cell in a plain list.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .systemBackground)
    }

    /// The background of a cell in a grouped list.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .secondarySystemGroupedBackground)
    }

    /// The background of a cell in a sidebar.
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

    /// The background of a plain list's header or footer.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .systemBackground)
    }

    /// The background of a grouped list's header or footer.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}

/// The edges of a rectangle, leading and trailing as the layout direction has them.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
