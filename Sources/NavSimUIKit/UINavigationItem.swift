/// What a navigation bar shows for a view controller: its title, bar button items and
/// back button.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title shown in the bar.
    open var title: String?
    /// Whether the back button is hidden; a hidden back button cannot be tapped.
    open var hidesBackButton = false
    /// The items on the left, leading first.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the right, trailing first.
    open var rightBarButtonItems: [UIBarButtonItem]?

    /// Creates an item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item with no title.
    public override init() {
        super.init()
    }
}
