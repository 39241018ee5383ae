import NavSimCore
import NavSimExploration
import NavSimTesting
import NavSimUIKit
import Testing

/// A list whose delegate handles a row tap by doing nothing, above a segmented control that
/// only sets its own value.
private final class InertListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        let table = UITableView()
        table.accessibilityIdentifier = "rows"
        table.dataSource = self
        table.delegate = self
        let mode = UISegmentedControl(items: ["All", "Unread"])
        mode.accessibilityIdentifier = "mode"
        view.addSubview(mode)
        view.addSubview(table)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

private final class InertListSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: scene)
        window?.rootViewController = UINavigationController(rootViewController: InertListViewController())
        window?.makeKeyAndVisible()
    }
}

/// A row tap is `[section, row]` in every section, so `deadInput` tells a row of section 0
/// that did nothing from a value set, which a bare number is.
@Suite @MainActor struct DeadRowTests {
    @Test func aRowOfSectionZeroThatDoesNothingIsADeadInputAndASegmentSetIsNot() {
        let explored = SystematicExploration(depth: 1) {
            NavSimApp(sceneDelegate: InertListSceneDelegate.init)
        }.run()
        #expect(explored.findings.map(\.message) == ["tapping `rows` on InertList#1 did nothing: no event followed"])
        #expect(
            explored.findings.first?.inputs.map(ScenarioFile.line(for:)) == [
                #"{"tap": "rows", "on": "InertList", "with": [0,0]}"#
            ])
    }
}
