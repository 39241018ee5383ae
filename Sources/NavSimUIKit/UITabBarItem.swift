/// A tab's title and image in a tab bar.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    /// The tab's title.
    open var title: String?
    /// A number the app gives the tab.
    open var tag = 0

    /// Creates a tab bar item.
    public override init() {
        super.init()
    }
}
