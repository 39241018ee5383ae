import NavSimCore
import NavSimSimulator
import Testing

@testable import NavSimUIKit

/// Diffable data sources, section header and footer views, and swipe actions: a table fed
/// by a snapshot has rows a user taps, headers whose buttons are inputs, and swipe actions
/// named by their titles.
@Suite @MainActor struct DiffableTableTests {
    enum Section: Hashable, Sendable { case fruit, vegetables }

    /// A list of produce with a diffable data source: a tap on a row logs the item, a
    /// header's button logs its section, a trailing `Delete` removes the item, a leading
    /// `Pin` on fruit only logs it.
    final class ProduceViewController: UIViewController, UITableViewDelegate, NavSimNamed {
        let navSimName = "Produce"
        let log: Log
        let tableView = UITableView(frame: .zero, style: .plain)
        var dataSource: UITableViewDiffableDataSource<Section, String>!

        init(log: Log) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(tableView)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
            tableView.delegate = self
            dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, item in
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = item
                return cell
            }
            var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
            snapshot.appendSections([.fruit, .vegetables])
            snapshot.appendItems(["apple", "pear"], toSection: .fruit)
            snapshot.appendItems(["leek"])
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("selected \(dataSource.itemIdentifier(for: indexPath) ?? "nothing")")
        }

        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            guard let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header"),
                let name = dataSource.sectionIdentifier(for: section)
            else { return nil }
            header.textLabel?.text = "\(name)"
            header.contentView.addSubview(
                UIButton(primaryAction: UIAction(title: "More \(name)") { [log] _ in log.append("more \(name)") }))
            return header
        }

        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        {
            guard let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, view, completion in
                guard let self else { return completion(false) }
                self.log.append("delete \(item) in \((view as? UITableViewCell)?.textLabel?.text ?? "?")")
                var snapshot = self.dataSource.snapshot()
                snapshot.deleteItems([item])
                self.dataSource.apply(snapshot)
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }

        func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        {
            guard indexPath.section == 0, let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
            return UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .normal, title: "Pin") { [log] _, _, completion in
                    log.append("pin \(item)")
                    completion(true)
                }
            ])
        }
    }

    /// The produce list as the root of a launched app, and its log.
    private func launchedProduce() throws -> (Session, EventLog, ProduceViewController, Log) {
        let log = Log()
        var made: ProduceViewController?
        let (session, events) = try launched { _, _, root in
            root.addButton("Produce") {
                let produce = ProduceViewController(log: log)
                made = produce
                root.navigationController?.pushViewController(produce, animated: false)
            }
        }
        try session.tap("Produce")
        return (session, events, try #require(made), log)
    }

    /// The names of the front screen's controls with their sample arguments.
    private func inputs(of session: Session) -> [String] {
        session.availableInputs().compactMap { input in
            guard case .userTapped(_, let action, let argument) = input else { return nil }
            return argument == .null ? action : "\(action) \(argument)"
        }
    }

    @Test func aSnapshotsItemsAreTheTablesRowsAndTheirCellsTheCellProvidersS() throws {
        let (session, _, produce, log) = try launchedProduce()
        #expect(produce.tableView.numberOfSections == 2)
        #expect(produce.tableView.numberOfRows(inSection: 0) == 2)
        #expect(produce.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "pear")
        #expect(produce.dataSource.indexPath(for: "leek") == IndexPath(row: 0, section: 1))
        #expect(produce.dataSource.snapshot().itemIdentifiers == ["apple", "pear", "leek"])
        #expect(
            inputs(of: session) == [
                "row [0,0]", "row [0,1]", "row [1,0]", "More fruit", "More vegetables", "Pin [0,0]", "Pin [0,1]",
                "Delete [0,0]", "Delete [0,1]", "Delete [1,0]",
            ])
        try session.tap("row", argument: [0, 1])
        try session.tap("More vegetables")
        #expect(log.entries == ["selected pear", "more vegetables"])
    }

    @Test func aSwipeActionRunsItsHandlerWithTheRowsCellAndTheTableFollowsTheNewSnapshot() throws {
        let (session, _, produce, log) = try launchedProduce()
        try session.tap("Delete", argument: [0, 0])
        #expect(log.entries == ["delete apple in apple"])
        #expect(produce.dataSource.snapshot().itemIdentifiers == ["pear", "leek"])
        #expect(inputs(of: session).filter { $0.hasPrefix("Delete") } == ["Delete [0,0]", "Delete [1,0]"])
        try session.tap("Pin", argument: [0, 0])
        #expect(log.entries.last == "pin pear")
        try session.tap("Pin", argument: [1, 0])
        #expect(log.entries.last == "pin pear", "a vegetable's row offers no Pin: the tap does nothing")
    }

    @Test func aSnapshotRaisesAsUIKitDoes() throws {
        let (session, events, _, _) = try launchedProduce()
        session.runtime.asCurrent {
            var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
            snapshot.appendSections([.fruit])
            snapshot.appendItems(["apple", "apple"])
        }
        #expect(
            events.events.last?.description
                == "crashed in app: NSDiffableDataSourceSnapshot: Supplied item identifiers are not unique")
    }

    @Test func aCollectionViewsDiffableDataSourceGivesItsItems() throws {
        withSession {
            let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
                collectionView, indexPath, item in
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                cell.accessibilityIdentifier = item
                return cell
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b", "c"])
            dataSource.apply(snapshot)
            #expect(collection.numberOfItems(inSection: 0) == 3)
            #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.accessibilityIdentifier == "c")
            #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "b")
        }
    }
}
