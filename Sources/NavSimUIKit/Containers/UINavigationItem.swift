/// What a navigation bar shows for a view controller: its title, bar button items and
/// back button.
///
/// Its tappable controls are its left items, then the controls in its title view, then
/// its right items, each in array order (`rightBarButtonItems` lists the rightmost
/// first, as in UIKit). The back button is the navigation controller's.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title shown in the bar.
    open var title: String?
    /// A line of text above the title.
    open var prompt: String?
    /// A view shown instead of the title; its controls can be tapped.
    open var titleView: UIView?
    /// Whether the back button is hidden; a hidden back button cannot be tapped.
    open var hidesBackButton = false
    /// The items on the left, leading first.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the right, trailing first.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// Whether the left items come after the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false
    /// The item the next controller's back button shows for this one.
    open var backBarButtonItem: UIBarButtonItem?
    /// The title the next controller's back button shows for this one.
    open var backButtonTitle: String?
    /// How the back button shows its title.
    open var backButtonDisplayMode: UINavigationItem.BackButtonDisplayMode = .default
    /// What the back button does while this item is on top, in place of popping (Apple: it
    /// "replaces its action without modifying its appearance"); the back swipe still pops.
    open var backAction: UIAction?
    /// When the title is shown large.
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic
    /// The search controller whose bar shows under the title; its search bar is not a
    /// control (NavSim has no keyboard).
    open var searchController: UISearchController?
    /// Whether the search bar hides when the content scrolls.
    open var hidesSearchBarWhenScrolling = true

    /// Creates an item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item with no title.
    public override init() {
        super.init()
    }

    /// Creates an item with no title; the coder is not read (a storyboard sets what it holds after).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The leftmost item; setting it replaces ``leftBarButtonItems``.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The rightmost item; setting it replaces ``rightBarButtonItems``.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the leftmost item (NavSim does not animate).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// Sets the rightmost item (NavSim does not animate).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// Sets the left items (NavSim does not animate).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets the right items (NavSim does not animate).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    /// Hides or shows the back button (NavSim does not animate).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// The controls a user can tap in the bar now: the left items, the title view's
    /// controls, the right items, each in array order.
    var tappableControls: [any TappableControl] {
        var controls: [any TappableControl] = []
        for item in leftBarButtonItems ?? [] { item.collectControls(into: &controls) }
        titleView?.collectControls(into: &controls)
        for item in rightBarButtonItems ?? [] { item.collectControls(into: &controls) }
        return controls
    }

    /// The bar button items beside `item` in the bar, left and right, when the bar holds
    /// `item`; else none.
    func barButtonItems(besides item: UIBarButtonItem) -> [UIBarButtonItem] {
        let items = (leftBarButtonItems ?? []) + (rightBarButtonItems ?? [])
        guard items.contains(where: { $0 === item }) else { return [] }
        return items.filter { $0 !== item }
    }
}

extension UINavigationItem {
    /// How a back button shows its title.
    public enum BackButtonDisplayMode: Int, Sendable {
        case `default` = 0
        case generic = 1
        case minimal = 2
    }

    /// When a navigation bar shows its title large.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0
        case always = 1
        case never = 2
        case inline = 3
    }
}
