/// A tab's title and image in a tab bar.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The image shown while the tab is selected.
    open var selectedImage: UIImage?
    /// The badge's text, `nil` for no badge.
    open var badgeValue: String?
    /// The badge's color.
    open var badgeColor: UIColor?
    private(set) var systemItem: UITabBarItem.SystemItem?

    /// The tab's name for traces: its title, else its system item's name (`favorites`).
    var navSimName: String? {
        title.flatMap { $0.isEmpty ? nil : $0 } ?? systemItem.map { "\($0)" }
    }

    /// Creates a tab bar item.
    public override init() {
        super.init()
    }

    /// Creates an empty item; the coder is not read (a storyboard sets what it holds after).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates an item with `title`, `image` and `tag`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with `title`, `image`, and `selectedImage` for when it is selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates a system item (its title and image come from `systemItem`; `title` stays
    /// `nil`, as in UIKit) with `tag`.
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
    }
}

extension UITabBarItem {
    /// A standard tab, with the system's title and image.
    public enum SystemItem: Int, Sendable {
        case more = 0
        case favorites = 1
        case featured = 2
        case topRated = 3
        case recents = 4
        case contacts = 5
        case history = 6
        case bookmarks = 7
        case search = 8
        case downloads = 9
        case mostRecent = 10
        case mostViewed = 11
    }
}
