/// A menu of actions and submenus, kept for its elements.
///
/// Where NavSim differs: a menu is never shown, so its actions are not controls a user can
/// tap; a control whose only effect is to show a menu is not tappable.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// The menu's identifier.
    public let identifier: UIMenu.Identifier
    /// How the menu shows its children.
    public let options: UIMenu.Options
    /// The menu's elements.
    public let children: [UIMenuElement]

    /// Creates a menu.
    public init(
        title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [],
        children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? UIMenu.Identifier("navsim.menu")
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// The same menu with `newChildren`.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }
}

extension UIMenu {
    /// The identifier of a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }
}
