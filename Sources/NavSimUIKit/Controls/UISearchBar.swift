/// A search field; its text is what code sets.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The search text.
    open var text: String?
    /// The text shown while empty.
    open var placeholder: String?
    /// A line of text above the field.
    open var prompt: String?
    /// Whether the cancel button shows.
    open var showsCancelButton = false
    /// The bar's style.
    open var searchBarStyle: UISearchBar.Style = .default
    /// The titles of the scope buttons.
    open var scopeButtonTitles: [String]?
    /// The selected scope button.
    open var selectedScopeButtonIndex = 0
    /// The object told about editing; NavSim has no keyboard, so it hears only what code
    /// does.
    open weak var delegate: (any UISearchBarDelegate)?
}

extension UISearchBar {
    /// How a search bar looks.
    public enum Style: Int, Sendable {
        case `default` = 0
        case prominent = 1
        case minimal = 2
    }
}
