import NavSimCore
import Testing

@testable import NavSimUIKit

/// Tables: one control whose taps select rows by index path.
@Suite @MainActor struct TableTests {
    @Test func indexPathsHaveRowsSectionsAndItems() {
        withSession {
            var indexPath = IndexPath(row: 4, section: 2)
            #expect(indexPath.row == 4)
            #expect(indexPath.section == 2)
            #expect(indexPath == IndexPath(item: 4, section: 2))
            indexPath.row = 5
            #expect(indexPath.item == 5)
            #expect(Array(indexPath) == [2, 5])
        }
    }

    @Test func theSampleArgumentsAreTheFirstEightRowsSectionBySection() {
        withSession {
            let source = InboxSource()
            source.messageCount = 3
            let table = UITableView(frame: .zero, style: .plain)
            table.dataSource = source
            #expect(table.sampleArguments == [[0, 0], [0, 1], [0, 2]], "section 0 rows are index paths too")

            let fruit = FruitListViewController(style: .grouped)
            #expect(fruit.tableView.sampleArguments == [[0, 0], [0, 1], [0, 2], [1, 0]])

            source.messageCount = 20
            #expect(table.sampleArguments == (0..<8).map { [0, .number(Double($0))] }, "at most eight")
        }
    }

    @Test func aTapSelectsTheRowAndTellsTheDelegate() {
        withSession {
            let inbox = InboxViewController()
            inbox.loadViewIfNeededForTest()
            let table = inbox.tableView
            #expect(inbox.view.controlNames == ["message"])
            #expect(table.style == .insetGrouped)

            table.tap(argument: 2)
            table.tap(argument: [0, 1])

            #expect(inbox.source.opened == [IndexPath(row: 2, section: 0), IndexPath(row: 1, section: 0)])
            #expect(inbox.source.closed == [IndexPath(row: 2, section: 0)], "the new selection deselects the old one")
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        }
    }

    @Test func aTapOnARowThatDoesNotExistDoesNothing() {
        withSession {
            let inbox = InboxViewController()
            inbox.loadViewIfNeededForTest()
            for argument: JSONValue in [3, -1, [1, 0], [0, 7], "row", 1.5, [0], .null] {
                inbox.tableView.tap(argument: argument)
            }
            #expect(inbox.source.opened.isEmpty)
            #expect(inbox.tableView.isTappable)
        }
    }

    @Test func aTableWithNoRowsOrNoSelectionCannotBeTapped() {
        withSession {
            let inbox = InboxViewController()
            inbox.loadViewIfNeededForTest()
            inbox.source.messageCount = 0
            #expect(!inbox.tableView.isTappable)
            #expect(inbox.view.controlNames.isEmpty)

            inbox.source.messageCount = 2
            inbox.tableView.allowsSelection = false
            #expect(inbox.view.controlNames.isEmpty)
            inbox.tableView.tap(argument: 0)
            #expect(inbox.source.opened.isEmpty)

            inbox.tableView.allowsSelection = true
            inbox.tableView.isHidden = true
            #expect(inbox.view.controlNames.isEmpty)
        }
    }

    @Test func willSelectCanCancelTheSelection() {
        withSession {
            let inbox = InboxViewController()
            inbox.loadViewIfNeededForTest()
            inbox.source.blockedRows = [1]

            inbox.tableView.tap(argument: 1)

            #expect(inbox.source.opened.isEmpty)
            #expect(inbox.tableView.indexPathForSelectedRow == nil)
        }
    }

    @Test func withMultipleSelectionATapOnASelectedRowDeselectsIt() {
        withSession {
            let inbox = InboxViewController()
            inbox.loadViewIfNeededForTest()
            inbox.tableView.allowsMultipleSelection = true

            inbox.tableView.tap(argument: 0)
            inbox.tableView.tap(argument: 2)
            inbox.tableView.tap(argument: 0)

            #expect(inbox.source.opened == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
            #expect(inbox.source.closed == [IndexPath(row: 0, section: 0)])
            #expect(inbox.tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        }
    }

    @Test func aTableViewControllerSubclassGetsItsOverridesCalled() {
        withSession {
            let fruit = FruitListViewController()
            #expect(fruit.view === fruit.tableView, "the controller's view is its table")
            #expect(fruit.tableView.tableFooterView != nil, "viewDidLoad ran")
            #expect(fruit.view.controlNames == ["row"])

            fruit.tableView.tap(argument: [1, 0])
            fruit.tableView.tap(argument: 2)

            #expect(fruit.selections == [IndexPath(row: 0, section: 1), IndexPath(row: 2, section: 0)])
            #expect(fruit.tableView.indexPathForSelectedRow == nil, "the controller deselected the row")

            let cell = fruit.tableView(fruit.tableView, cellForRowAt: IndexPath(row: 1, section: 0))
            let content = cell.contentConfiguration as? UIListContentConfiguration
            #expect(content?.text == "Banana")
            #expect(cell.reuseIdentifier == "Fruit")
        }
    }

    @Test func aSearchControllerTellsItsUpdaterAndTheRowsFollow() {
        withSession {
            let fruit = FruitListViewController()
            fruit.loadViewIfNeededForTest()
            let searchController = fruit.navigationItem.searchController
            #expect(searchController?.searchBar.placeholder == "Search fruit")
            #expect(searchController?.searchResultsController == nil)

            searchController?.searchBar.text = "an"
            searchController?.isActive = true
            #expect(fruit.fruits == [["Banana"], ["Durian"]])
            #expect(fruit.tableView.sampleArguments == [[0, 0], [1, 0]])
            #expect(fruit.navigationItem.tappableControls.isEmpty, "a search bar is not a control")

            searchController?.isActive = false
            #expect(fruit.tableView.sampleArguments == [[0, 0], [0, 1], [0, 2], [1, 0]])
        }
    }

    @Test func selectionMadeByCodeDoesNotTellTheDelegate() {
        withSession {
            let inbox = InboxViewController()
            inbox.loadViewIfNeededForTest()
            inbox.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            #expect(inbox.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
            inbox.tableView.reloadData()
            #expect(inbox.tableView.indexPathForSelectedRow == nil, "reloading forgets the selection")
            #expect(inbox.source.opened.isEmpty)
        }
    }

    @Test func aPlainCellRegisteredAsItselfIsMadeAndAnUnregisteredIdentifierGivesNil() {
        withSession {
            let table = UITableView()
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Plain")
            #expect(table.dequeueReusableCell(withIdentifier: "Plain")?.reuseIdentifier == "Plain")
            #expect(table.dequeueReusableCell(withIdentifier: "Other") == nil)
            table.register(nil as AnyClass?, forCellReuseIdentifier: "Plain")  // Plain `nil` is ambiguous, as in UIKit.
            #expect(table.dequeueReusableCell(withIdentifier: "Plain") == nil)
        }
    }
}

extension UIViewController {
    /// Loads the view, as the first access to `view` does.
    func loadViewIfNeededForTest() {
        _ = view
    }
}

/// Dequeuing a cell of a class that is not a cell: the program stops with a message
/// saying why, where UIKit raises.
@Suite struct CellFailureTests {
    @Test func dequeuingARegisteredClassThatIsNotACellStopsTheProgramNamingTheClass() async throws {
        let result = try await #require(
            processExitsWith: .failure, observing: [\.standardErrorContent],
            performing: {
                await MainActor.run {
                    let table = UITableView(frame: .zero, style: .plain)
                    table.register(UIView.self, forCellReuseIdentifier: "Message")
                    _ = table.dequeueReusableCell(withIdentifier: "Message", for: IndexPath(row: 0, section: 0))
                }
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
            message.contains(
                "UITableView.dequeueReusableCell: the class registered for reuse identifier 'Message', UIView, is "
                    + "not a UITableViewCell"))
    }
}
