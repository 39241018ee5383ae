import Foundation
import NavSimCore
import NavSimSimulator
import Testing

@testable import NavSimUIKit

/// A storyboard as Xcode writes it (Fixtures/Settings.storyboard): a static table in a
/// table view controller that writes no data source method, and segues from cells — static
/// cells, a table's prototype cell and a collection view's — performed when the row is
/// selected, with the cell as sender.
@Suite(.serialized) @MainActor struct StaticTableStoryboardTests {
    /// What the app's controllers were asked, in order.
    static var log: [String] = []

    /// The static table's controller: it overrides selection calling `super` and watches
    /// its segues, naming each sender by its row as `tableView.indexPath(for:)` gives it.
    final class SettingsViewController: UITableViewController {
        weak var versionCell: UITableViewCell!
        weak var versionLabel: UILabel!
        var allowsSegues = true

        override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willSelect \(indexPath)")
            return super.tableView(tableView, willSelectRowAt: indexPath)
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            super.tableView(tableView, didSelectRowAt: indexPath)
            log.append("didSelect \(indexPath)")
        }

        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            log.append("should \(identifier) \(row(of: sender))")
            return allowsSegues
        }

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            log.append("prepare \(segue.identifier ?? "") \(row(of: sender)) for \(type(of: segue.destination))")
        }

        private func row(of sender: Any?) -> String {
            guard let cell = sender as? UITableViewCell, let path = tableView.indexPath(for: cell) else { return "?" }
            return "\(path) \(cell.textLabel?.text ?? "")"
        }

        static var connections: PortedInterface.Connections {
            PortedInterface.Connections(
                of: SettingsViewController.self,
                outlets: [
                    "versionCell": { ($0 as! SettingsViewController).versionCell = $1 as? UITableViewCell },
                    "versionLabel": { ($0 as! SettingsViewController).versionLabel = $1 as? UILabel },
                ],
                actions: [:])
        }
    }

    final class ProfileViewController: UIViewController {}

    /// A list of messages from a prototype cell whose segue shows the message selected.
    final class InboxViewController: UITableViewController {
        let subjects = ["Hello", "Lunch?", "Invoice"]

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            subjects.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "MessageCell", for: indexPath)
            cell.textLabel?.text = subjects[indexPath.row]
            return cell
        }

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            let cell = sender as? UITableViewCell
            let path = cell.flatMap { tableView.indexPath(for: $0) }
            log.append("inbox prepare \(segue.identifier ?? "") \(path.map { "\($0)" } ?? "?")")
            (segue.destination as? MessageViewController)?.subject = cell?.textLabel?.text ?? ""
        }
    }

    final class PhotoCell: UICollectionViewCell {
        weak var captionLabel: UILabel!

        static var connections: PortedInterface.Connections {
            PortedInterface.Connections(
                of: PhotoCell.self, outlets: ["captionLabel": { ($0 as! PhotoCell).captionLabel = $1 as? UILabel }],
                actions: [:])
        }
    }

    /// A grid of photos from a collection view's prototype cell, whose segue shows one.
    final class PhotosViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
        weak var collectionView: UICollectionView!

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath)
            (cell as? PhotoCell)?.captionLabel.text = "Photo \(indexPath.item + 1)"
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("photos didSelect \(indexPath)")
        }

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            let cell = sender as? PhotoCell
            let path = cell.flatMap { collectionView.indexPath(for: $0) }
            log.append("photos prepare \(segue.identifier ?? "") \(path.map { "\($0)" } ?? "?")")
            (segue.destination as? MessageViewController)?.subject = cell?.captionLabel.text ?? ""
        }

        static var connections: PortedInterface.Connections {
            PortedInterface.Connections(
                of: PhotosViewController.self,
                outlets: ["collectionView": { ($0 as! PhotosViewController).collectionView = $1 as? UICollectionView }],
                actions: [:])
        }
    }

    final class MessageViewController: UIViewController {
        var subject = ""
    }

    private func install() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Settings.storyboard")
        PortedInterface.install(
            documents: ["Settings.storyboard": try String(contentsOf: url, encoding: .utf8)],
            classes: [
                "SettingsViewController": SettingsViewController.self,
                "ProfileViewController": ProfileViewController.self,
                "InboxViewController": InboxViewController.self, "PhotosViewController": PhotosViewController.self,
                "PhotoCell": PhotoCell.self, "MessageViewController": MessageViewController.self,
            ],
            connections: [SettingsViewController.connections, PhotoCell.connections, PhotosViewController.connections])
        Self.log = []
    }

    /// The static sections and cells are the table's rows, served by UITableViewController's
    /// own data source methods: each cell with its style's labels (the storyboard's, not
    /// extra ones), accessory and selection style, the outlets to a cell and its label set.
    @Test func aStaticTableShowsItsCellsWithNoDataSourceWrittenByTheApp() throws {
        try install()
        try withSession {
            let navigation = try #require(
                UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController()
                    as? UINavigationController)
            let settings = try #require(navigation.topViewController as? SettingsViewController)
            let table = try #require(settings.tableView)
            #expect(table.numberOfSections == 2)
            #expect((0..<2).map(table.numberOfRows(inSection:)) == [2, 2])
            let cells = table.visibleCells
            #expect(cells.map { $0.textLabel?.text } == ["Profile", "Version", "Inbox", "Photos"])
            #expect(cells.map { $0.detailTextLabel?.text } == [nil, "1.0", nil, nil])
            #expect(
                cells.map(\.accessoryType) == [.disclosureIndicator, .none, .disclosureIndicator, .disclosureIndicator])
            #expect(cells.map(\.selectionStyle) == [.default, .none, .default, .default])
            #expect(
                cells.map { $0.contentView.subviews.compactMap { $0 as? UILabel }.map { $0.text ?? "-" } } == [
                    ["Profile"], ["Version", "1.0"], ["Inbox"], ["Photos"],
                ])
            #expect(settings.versionCell === cells[1] && settings.versionLabel === cells[1].detailTextLabel)
            #expect(cells.map { table.indexPath(for: $0) } == [[0, 0], [0, 1], [1, 0], [1, 1]])
            #expect((0..<2).map { settings.tableView(table, titleForHeaderInSection: $0) } == ["Account", "Library"])
            #expect((0..<2).map { settings.tableView(table, titleForFooterInSection: $0) } == [nil, "Synced hourly"])
            #expect(settings.view.controlNames == ["row"])
            #expect(table.sampleArguments == [[0, 0], [0, 1], [1, 0], [1, 1]])
        }
    }

    /// Selecting a static cell's row performs its segue with the cell as sender, between
    /// `willSelectRowAt` and `didSelectRowAt`: `shouldPerformSegue` may stop it (the row is
    /// still selected), `prepare` finds the cell's row; a cell with no segue only selects.
    @Test func selectingAStaticCellPerformsItsSegueWithTheCellAsSender() throws {
        try install()
        let log = EventLog()
        let session = Session(
            app: NavSimApp(sceneDelegate: { StoryboardFileTests.StoryboardSceneDelegate() }, storyboard: "Settings"),
            sink: log)
        try session.launch()
        try session.runtime.asCurrent {
            let navigation = try #require(
                StoryboardFileTests.StoryboardSceneDelegate.last?.window?.rootViewController as? UINavigationController)
            let settings = try #require(navigation.topViewController as? SettingsViewController)

            settings.allowsSegues = false
            var mark = log.events.count
            try session.tap("row", argument: [0, 0])
            #expect(events(of: log, after: mark) == ["userTapped row on s1 with [0,0]"])
            #expect(Self.log == ["willSelect [0, 0]", "should showProfile [0, 0] Profile", "didSelect [0, 0]"])

            settings.allowsSegues = true
            Self.log = []
            mark = log.events.count
            try session.tap("row", argument: [0, 1])
            #expect(events(of: log, after: mark) == ["userTapped row on s1 with [0,1]"])
            #expect(Self.log == ["willSelect [0, 1]", "didSelect [0, 1]"], "the version cell has no segue")

            Self.log = []
            mark = log.events.count
            try session.tap("row", argument: [0, 0])
            #expect(
                events(of: log, after: mark) == [
                    "userTapped row on s1 with [0,0]", "screenCreated s2 Profile by none state null",
                    "pushed s2 onto k1",
                    "viewDidLoad s2", "viewWillDisappear s1", "viewWillAppear s2", "animationsEnded",
                    "viewDidDisappear s1", "viewDidAppear s2",
                ])
            #expect(
                Self.log == [
                    "willSelect [0, 0]", "should showProfile [0, 0] Profile",
                    "prepare showProfile [0, 0] Profile for ProfileViewController", "didSelect [0, 0]",
                ])
            #expect(
                navigation.viewControllers.map { "\(type(of: $0))" } == [
                    "SettingsViewController", "ProfileViewController",
                ])
        }
    }

    /// A prototype cell's segue is performed by each cell dequeued for it, with that cell as
    /// sender; a collection view's prototype cell does the same; `performSegue` reaches a
    /// cell's segue by its identifier.
    @Test func prototypeCellsOfTablesAndCollectionViewsPerformTheirSegues() throws {
        try install()
        let session = Session(
            app: NavSimApp(sceneDelegate: { StoryboardFileTests.StoryboardSceneDelegate() }, storyboard: "Settings"),
            sink: EventLog())
        try session.launch()
        try session.runtime.asCurrent {
            let navigation = try #require(
                StoryboardFileTests.StoryboardSceneDelegate.last?.window?.rootViewController as? UINavigationController)

            try session.tap("row", argument: [1, 0])
            let inbox = try #require(navigation.topViewController as? InboxViewController)
            #expect(
                inbox.tableView.visibleCells.map {
                    $0.contentView.subviews.compactMap { $0 as? UILabel }.map { $0.text ?? "-" }
                } == [
                    ["Hello"], ["Lunch?"], ["Invoice"],
                ], "the prototype's label is the cell's textLabel")
            try session.tap("row", argument: [0, 2])
            #expect((navigation.topViewController as? MessageViewController)?.subject == "Invoice")
            try session.tapBack()
            inbox.performSegue(withIdentifier: "showMessage", sender: inbox.tableView.cellForRow(at: [0, 1]))
            try session.settle()
            #expect((navigation.topViewController as? MessageViewController)?.subject == "Lunch?")
            try session.tapBack()
            try session.tapBack()

            try session.tap("row", argument: [1, 1])
            let photos = try #require(navigation.topViewController as? PhotosViewController)
            #expect(photos.view.controlNames == ["item"])
            try session.tap("item", argument: [0, 1])
            #expect((navigation.topViewController as? MessageViewController)?.subject == "Photo 2")
            #expect(
                Self.log == [
                    "willSelect [1, 0]", "should showInbox [1, 0] Inbox",
                    "prepare showInbox [1, 0] Inbox for InboxViewController", "didSelect [1, 0]",
                    "inbox prepare showMessage [0, 2]", "inbox prepare showMessage [0, 1]", "willSelect [1, 1]",
                    "should showPhotos [1, 1] Photos", "prepare showPhotos [1, 1] Photos for PhotosViewController",
                    "didSelect [1, 1]", "photos prepare showPhoto [0, 1]", "photos didSelect [0, 1]",
                ])
            #expect(
                navigation.viewControllers.map { "\(type(of: $0))" } == [
                    "SettingsViewController", "PhotosViewController", "MessageViewController",
                ])
        }
    }
}
