/// What a search controller tells about a search.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// The search changed: update the results.
    func updateSearchResults(for searchController: UISearchController)
}
