#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// A two-section list as a table view controller with a search bar, written as iOS code
/// is.
final class FruitListViewController: UITableViewController, UISearchResultsUpdating {
    private let allFruits = [["Apple", "Banana", "Cherry"], ["Durian"]]
    private(set) var fruits = [["Apple", "Banana", "Cherry"], ["Durian"]]
    private(set) var selections: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
        tableView.rowHeight = 44
        tableView.tableFooterView = UIView()

        let searchController = UISearchController(searchResultsController: nil)
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search fruit"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.isActive ? (searchController.searchBar.text ?? "").lowercased() : ""
        fruits = allFruits.map { section in section.filter { query.isEmpty || $0.lowercased().contains(query) } }
        tableView.reloadData()
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        fruits.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruits[section].count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = fruits[indexPath.section][indexPath.row]
        content.textProperties.color = .label
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selections.append(indexPath)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

/// A screen with a table it owns, and a separate object as data source and delegate.
final class InboxViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let source = InboxSource()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = source
        tableView.delegate = source
        tableView.accessibilityIdentifier = "message"
        view.addSubview(tableView)
    }
}

/// The data source and delegate of the inbox: a number of messages, and the rows the
/// user opened.
final class InboxSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var messageCount = 3
    var blockedRows: Set<Int> = []
    private(set) var opened: [IndexPath] = []
    private(set) var closed: [IndexPath] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messageCount
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        blockedRows.contains(indexPath.row) ? nil : indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        opened.append(indexPath)
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        closed.append(indexPath)
    }
}

/// A cell subclass, as apps register for their rows.
final class MessageCell: UITableViewCell {
    var unread = false
}
