/// A search bar and the controller showing its results, for
/// `navigationItem.searchController`.
///
/// NavSim has no keyboard: the search text is what code sets, and the results updater is
/// told only when code changes ``isActive``.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The controller showing results, `nil` to show them in the searching controller.
    public private(set) var searchResultsController: UIViewController?
    /// The search bar.
    public let searchBar = UISearchBar()
    /// The object told when the search changes.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Whether the content is dimmed while searching.
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search is active; turning it on or off tells the results updater.
    open var isActive = false {
        didSet { if isActive != oldValue { searchResultsUpdater?.updateSearchResults(for: self) } }
    }

    /// Creates a search controller showing results in `searchResultsController`.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a search controller showing results in the searching controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a search controller; the coder is not read (a storyboard sets what it holds after).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
