import NavSimCore
import NavSimSimulator
import Testing

@testable import NavSimUIKit

/// The layout pass at the end of the run loop's turn: a table in a window whose rows changed
/// asks its data source for its counts and visible cells then, as UIKit's does, and only then.
@Suite @MainActor struct LayoutPassTests {
    /// A data source that counts the cells it makes and crashes, as `array!.count` traps,
    /// when asked for its rows while they are `nil`.
    ///
    /// The cells count the layout passes: the session itself asks for the rows (its
    /// controls' sample arguments) at every tap, but for cells only when none are loaded.
    final class CountedRows: NSObject, UITableViewDataSource {
        var rows: [String]? = ["A", "B"]
        private(set) var cellsMade = 0

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            guard let rows else {
                Runtime.current?.crash("Fatal error: Unexpectedly found nil while unwrapping an Optional value")
                return 0
            }
            return rows.count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            cellsMade += 1
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    /// A launched app whose root screen shows a table of `rows` under buttons: "Reload"
    /// empties the rows and reloads, "Idle" does nothing, "Push" pushes a screen whose
    /// "Reload under" button makes the root table's rows one and reloads it.
    private func launchedWithTable() throws -> (Session, EventLog, CountedRows) {
        let rows = CountedRows()
        let (session, events) = try launched { _, coordinator, root in
            let table = UITableView()
            table.dataSource = rows
            root.view.addSubview(table)
            root.addButton("Reload") {
                rows.rows = nil
                table.reloadData()
            }
            root.addButton("Idle") {}
            root.addButton("Push") {
                let above = coordinator.screen("Above")
                above.addButton("Reload under") {
                    rows.rows = ["C"]
                    table.reloadData()
                }
                root.navigationController?.pushViewController(above, animated: false)
            }
        }
        return (session, events, rows)
    }

    @Test func aTableOnScreenIsLaidOutInTheTurnItCameIntoItsWindow() throws {
        let (_, _, rows) = try launchedWithTable()
        #expect(rows.cellsMade == 2, "the launch's layout pass made both rows' cells")
    }

    @Test func aDataSourceThatTrapsAfterReloadDataCrashesTheReloadsStep() throws {
        let (session, events, _) = try launchedWithTable()
        let mark = events.events.count
        try session.tap("Reload")
        #expect(
            events.events[mark...].map(\.description) == [
                "userTapped Reload on s1",
                "crashed in app: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
            ])
        #expect(!session.runtime.isRunning)
    }

    @Test func aTurnWithNothingToLayOutDoesNotAskTheDataSource() throws {
        let (session, _, rows) = try launchedWithTable()
        try session.tap("Idle")
        try session.tap("Idle")
        #expect(rows.cellsMade == 2)
    }

    @Test func aTableUnderThePushedScreenIsLaidOutOnlyWhenItComesBack() throws {
        let (session, _, rows) = try launchedWithTable()
        try session.tap("Push")
        try session.tap("Reload under")
        #expect(rows.cellsMade == 2, "out of the window: not laid out")
        try session.tapBack()
        #expect(rows.cellsMade == 3, "back in its window: laid out in the back's turn")
    }

    /// Two tabs: "First" with a "Reload second" button, and "Second", whose view holds a
    /// table of `rows` from launch.
    final class TabsSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let rows = CountedRows()

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let first = NamedScreen("First")
            let second = NamedScreen("Second")
            let table = UITableView()
            table.dataSource = rows
            second.view.addSubview(table)
            first.add("Reload second") { [rows] in
                rows.rows = ["C"]
                table.reloadData()
            }
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            window = UIWindow(windowScene: scene)
            window?.rootViewController = tabs
            window?.makeKeyAndVisible()
        }
    }

    @Test func aTableInAnUnselectedTabIsLaidOutOnlyWhenItsTabIsSelected() throws {
        let (session, _, delegate) = try launchedApp(sceneDelegate: TabsSceneDelegate())
        #expect(delegate.rows.cellsMade == 0, "never in its window: not laid out")
        try session.tap("Reload second")
        #expect(delegate.rows.cellsMade == 0)
        try session.tapTab(1)
        #expect(delegate.rows.cellsMade == 1, "its tab selected: laid out in the tap's turn")
    }
}
