import NavSimCore
import Testing

@testable import NavSimUIKit

/// Visible cells: the first rows of each section, made by the data source and kept until
/// the rows change.
@Suite @MainActor struct CellTests {
    /// A data source of titled rows that counts the cells it makes.
    final class TitledRows: NSObject, UITableViewDataSource {
        var sections: [[String]]
        private(set) var cellsMade = 0

        init(_ sections: [[String]]) {
            self.sections = sections
        }

        func numberOfSections(in tableView: UITableView) -> Int {
            sections.count
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            cellsMade += 1
            let cell = tableView.dequeueReusableCell(withIdentifier: "Title", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            return cell
        }
    }

    private func table(of source: TitledRows) -> UITableView {
        let table = UITableView()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Title")
        table.dataSource = source
        return table
    }

    @Test func theVisibleCellsAreTheFirstTwelveRowsOfEachSectionMadeByTheDataSource() throws {
        try withSession {
            let source = TitledRows([(0..<20).map { "Row \($0)" }, ["A", "B"]])
            let table = table(of: source)

            let window = (0..<12).map { IndexPath(row: $0, section: 0) } + [[1, 0], [1, 1]]
            #expect(table.indexPathsForVisibleRows == window)
            #expect(table.visibleCells.map(\.textLabel?.text) == (0..<12).map { "Row \($0)" } + ["A", "B"])
            #expect(table.cellForRow(at: IndexPath(row: 12, section: 0)) == nil, "below the window")
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 1)) == nil, "no such row")
            let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1)))
            #expect(cell.textLabel?.text == "B")
            #expect(cell.reuseIdentifier == "Title")
            #expect(cell.superview === table)
            #expect(table.indexPath(for: cell) == IndexPath(row: 1, section: 1))
            #expect(table.indexPath(for: UITableViewCell(style: .default, reuseIdentifier: nil)) == nil)
            #expect(source.cellsMade == 14, "each visible cell made once, then kept")
        }
    }

    @Test func changingTheRowsRemakesTheCells() throws {
        try withSession {
            let source = TitledRows([["A", "B"]])
            let table = table(of: source)
            let old = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))

            source.sections = [["C"]]
            #expect(table.visibleCells.map(\.textLabel?.text) == ["A", "B"], "until the table is told, as in UIKit")
            table.reloadData()
            #expect(table.visibleCells.map(\.textLabel?.text) == ["C"])
            #expect(old.superview == nil)

            source.sections = [["C", "D"]]
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
            #expect(table.visibleCells.map(\.textLabel?.text) == ["C", "D"])

            source.sections = [[]]
            table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
            #expect(table.indexPathsForVisibleRows == nil, "nil when no row is visible, as Apple documents")
            #expect(table.subviews.isEmpty)

            let other = TitledRows([["E"]])
            table.dataSource = other
            #expect(table.visibleCells.map(\.textLabel?.text) == ["E"])
            #expect(source.cellsMade == 5)
        }
    }

    /// A data source whose rows have a switch as accessory view, and whose last section's
    /// row has a button in its content view.
    final class ControlRows: NSObject, UITableViewDataSource {
        let log = Log()

        func numberOfSections(in tableView: UITableView) -> Int { 2 }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            section == 0 ? 13 : 1
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            if indexPath.section == 0 {
                let toggle = UISwitch()
                toggle.addAction(
                    UIAction { [log] action in
                        log.append("row \(indexPath.row) \((action.sender as? UISwitch)?.isOn == true)")
                    }, for: .valueChanged)
                cell.accessoryView = toggle
            } else {
                let delete = UIButton(type: .system)
                delete.setTitle("Delete", for: .normal)
                delete.addAction(log.action("delete"), for: .touchUpInside)
                cell.contentView.addSubview(delete)
            }
            return cell
        }
    }

    /// A screen with a table of control rows and a footer with a button.
    final class ControlRowsViewController: UIViewController {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        let rows = ControlRows()

        override func viewDidLoad() {
            super.viewDidLoad()
            let add = UIButton(type: .system)
            add.setTitle("Add", for: .normal)
            add.addAction(rows.log.action("add"), for: .touchUpInside)
            tableView.tableFooterView = add
            tableView.dataSource = rows
            view.addSubview(tableView)
        }
    }

    @Test func controlsInVisibleCellsCanBeTappedUnderTheirOwnNamesInRowOrder() {
        withSession {
            let screen = ControlRowsViewController()
            screen.loadViewIfNeededForTest()

            let switches = ["switch"] + (2...12).map { "switch#\($0)" }
            #expect(screen.controlNames == ["row"] + switches + ["Delete", "Add"], "the 13th row is not visible")

            #expect(screen.tapControl("switch#3"))
            #expect(screen.tapControl("switch#3"))
            #expect(screen.tapControl("switch"))
            #expect(screen.tapControl("Delete"))
            #expect(screen.rows.log.entries == ["row 2 true", "row 2 false", "row 0 true", "delete"])
            let first = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch
            #expect(first?.isOn == true)
        }
    }

    /// A cell that chooses its own style, as subclasses do.
    final class SubtitleCell: UITableViewCell {
        private(set) var madeBy = ""

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            madeBy = "init(style:reuseIdentifier:)"
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    /// A collection view cell with a label, as subclasses do.
    final class BadgeCell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(label)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    @Test func aRegisteredCellSubclassIsMadeThroughItsOwnInitializer() {
        withSession {
            let table = UITableView()
            table.register(SubtitleCell.self, forCellReuseIdentifier: "Subtitle")
            table.register(MessageCell.self, forCellReuseIdentifier: "Message")
            let subtitle = table.dequeueReusableCell(withIdentifier: "Subtitle", for: IndexPath(row: 0, section: 0))
            #expect((subtitle as? SubtitleCell)?.madeBy == "init(style:reuseIdentifier:)")
            #expect(subtitle.detailTextLabel != nil, "the override's style")
            #expect(subtitle.reuseIdentifier == "Subtitle")
            #expect(table.dequeueReusableCell(withIdentifier: "Message") is MessageCell)

            let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            grid.register(BadgeCell.self, forCellWithReuseIdentifier: "Badge")
            let badge = grid.dequeueReusableCell(withReuseIdentifier: "Badge", for: IndexPath(item: 0, section: 0))
            #expect((badge as? BadgeCell)?.label.superview === badge.contentView)
            #expect(badge.reuseIdentifier == "Badge")
        }
    }

    /// Badges in a collection view, each with a button, as iOS code is.
    final class Badges: NSObject, UICollectionViewDataSource {
        let log = Log()

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 14 }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Badge", for: indexPath)
            (cell as? BadgeCell)?.label.text = "Badge \(indexPath.item)"
            let pin = UIButton(type: .system)
            pin.accessibilityIdentifier = "pin"
            pin.addAction(log.action("pin \(indexPath.item)"), for: .touchUpInside)
            cell.contentView.addSubview(pin)
            return cell
        }
    }

    @Test func aCollectionViewShowsItsFirstTwelveItemsAndTheirControls() throws {
        try withSession {
            let badges = Badges()
            let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            grid.register(BadgeCell.self, forCellWithReuseIdentifier: "Badge")
            grid.dataSource = badges

            #expect(grid.indexPathsForVisibleItems == (0..<12).map { IndexPath(item: $0, section: 0) })
            #expect(grid.cellForItem(at: IndexPath(item: 12, section: 0)) == nil)
            let cell = try #require(grid.cellForItem(at: IndexPath(item: 11, section: 0)) as? BadgeCell)
            #expect(cell.label.text == "Badge 11")
            #expect(grid.indexPath(for: cell) == IndexPath(item: 11, section: 0))
            #expect(grid.visibleCells.count == 12)

            let control = try #require(grid.control(named: "pin"))
            control.tap(argument: .null)
            #expect(badges.log.entries == ["pin 0"])
            #expect(grid.controlNames == ["item"] + Array(repeating: "pin", count: 12))
        }
    }
}
