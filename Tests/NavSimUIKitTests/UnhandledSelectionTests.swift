import NavSimCore
import NavSimExploration
import NavSimSimulator
import Testing

@testable import NavSimUIKit

/// A row whose selection nothing of the app's handles (a read-only detail table) is not an
/// input the app handles: its tap is recorded as `selectionUnhandled` and not offered again;
/// a `didSelectRowAt` that does nothing is still a dead input.
@Suite @MainActor struct UnhandledSelectionTests {
    /// Three rows of details in a table, its data source and (where the subclass adopts
    /// `UITableViewDelegate`) its delegate.
    class DetailsViewController: UIViewController, UITableViewDataSource {
        let tableView = UITableView(frame: .zero, style: .plain)

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.dataSource = self
            tableView.delegate = self as? any UIScrollViewDelegate
            view.addSubview(tableView)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.selectionStyle = .none
            return cell
        }
    }

    /// Details whose delegate sizes rows but leaves selection to the default.
    final class ReadOnlyDetailsViewController: DetailsViewController, UITableViewDelegate {
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    }

    /// Details whose delegate implements selection and does nothing in it.
    final class IgnoringDetailsViewController: DetailsViewController, UITableViewDelegate {
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    }

    /// Photos in a collection view with a data source and no delegate.
    final class ReadOnlyGridViewController: UIViewController, UICollectionViewDataSource {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
            collectionView.dataSource = self
            view.addSubview(collectionView)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        }
    }

    /// Shows the controller `makeRoot` makes in a navigation controller.
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let makeRoot: @MainActor () -> UIViewController

        init(makeRoot: @escaping @MainActor () -> UIViewController) { self.makeRoot = makeRoot }

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: scene)
            window?.rootViewController = UINavigationController(rootViewController: makeRoot())
            window?.makeKeyAndVisible()
        }
    }

    func app(_ makeRoot: @escaping @MainActor () -> UIViewController) -> NavSimApp {
        NavSimApp(sceneDelegate: { SceneDelegate(makeRoot: makeRoot) })
    }

    /// The names and arguments of the taps the session offers.
    func offeredTaps(_ session: Session) -> [String] {
        session.availableInputs().compactMap { input in
            guard case .userTapped(_, let action, let argument) = input else { return nil }
            return "\(action) \(argument)"
        }
    }

    @Test func aTapOnAReadOnlyRowIsRecordedAsUnhandledAndNotOfferedAgain() throws {
        let log = EventLog()
        let session = Session(app: app { ReadOnlyDetailsViewController() }, sink: log)
        try session.launch()
        #expect(offeredTaps(session) == ["row [0,0]", "row [0,1]", "row [0,2]"])
        let mark = log.events.count

        try session.tap("row", argument: [0, 1])

        let screen = try #require(session.state.frontScreen)
        #expect(
            Array(log.events[mark...]) == [
                .userTapped(screen: screen, action: "row", argument: [0, 1]),
                .annotated(
                    name: "selectionUnhandled", coordinator: nil, payload: ["control": "row", "indexPath": [0, 1]]),
            ])
        #expect(offeredTaps(session).isEmpty)
    }

    @Test func aNewDelegateIsAskedAgain() throws {
        var made: ReadOnlyDetailsViewController?
        let session = Session(
            app: app {
                let details = ReadOnlyDetailsViewController()
                made = details
                return details
            }, sink: EventLog())
        try session.launch()
        try session.tap("row", argument: [0, 0])
        let details = try #require(made)

        session.runtime.asCurrent { details.tableView.delegate = details }

        #expect(offeredTaps(session) == ["row [0,0]", "row [0,1]", "row [0,2]"])
    }

    @Test func anItemOfACollectionViewWithNoDelegateIsUnhandledToo() throws {
        let log = EventLog()
        let session = Session(app: app { ReadOnlyGridViewController() }, sink: log)
        try session.launch()
        try session.tap("item", argument: [0, 1])
        #expect(
            log.events.last
                == .annotated(
                    name: "selectionUnhandled", coordinator: nil, payload: ["control": "item", "indexPath": [0, 1]]))
        #expect(offeredTaps(session).isEmpty)
    }

    @Test func anExplorerFindsNoDeadInputInAReadOnlyTableAndOneInASelectionThatDoesNothing() {
        let readOnly = SystematicExploration(depth: 3) { app { ReadOnlyDetailsViewController() } }.run()
        #expect(readOnly.complete)
        #expect(readOnly.findings.isEmpty)

        let ignoring = SystematicExploration(depth: 3) { app { IgnoringDetailsViewController() } }.run()
        #expect(ignoring.findings.map(\.rule) == ["deadInput"])
    }
}
