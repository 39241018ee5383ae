import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// `setViewControllers(_:animated:)` tells the controllers it removes and adds what a pop
/// and a push tell theirs: `willMove(toParent:)` before the change, `didMove(toParent:)`
/// once it is over, and `isMovingFromParent`/`isMovingToParent` while they disappear and
/// appear, so a screen that notices its flow ended in `didMove(toParent: nil)` (seed 000's
/// path) notices it when its stack is replaced too.
@Suite @MainActor struct ReplacedStackContainmentTests {
    final class Journal {
        var lines: [String] = []
    }

    final class StepViewController: UIViewController {
        let name: String
        let journal: Journal
        var replacement: (() -> [UIViewController])?

        init(_ name: String, journal: Journal) {
            self.name = name
            self.journal = journal
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(
                UIButton(
                    primaryAction: UIAction(title: "replace") { [weak self] _ in
                        guard let self, let replacement else { return }
                        navigationController?.setViewControllers(replacement(), animated: false)
                    }))
        }

        override func willMove(toParent parent: UIViewController?) {
            journal.lines.append("\(name) willMove(toParent: \(parent == nil ? "nil" : "navigation"))")
        }

        override func didMove(toParent parent: UIViewController?) {
            journal.lines.append("\(name) didMove(toParent: \(parent == nil ? "nil" : "navigation"))")
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            journal.lines.append("\(name) viewWillAppear, isMovingToParent \(isMovingToParent)")
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            journal.lines.append("\(name) viewWillDisappear, isMovingFromParent \(isMovingFromParent)")
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let journal: Journal
        init(journal: Journal) { self.journal = journal }

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let first = StepViewController("A", journal: journal)
            let journal = journal
            first.replacement = { [StepViewController("B", journal: journal)] }
            window = UIWindow(windowScene: scene)
            window?.rootViewController = UINavigationController(rootViewController: first)
        }
    }

    @Test func theReplacedAndTheNewControllersAreToldAsPopAndPushTellThem() throws {
        let journal = Journal()
        let session = Session(app: NavSimApp(sceneDelegate: { SceneDelegate(journal: journal) }), sink: EventLog())
        try session.launch()
        journal.lines.removeAll()
        try session.tap("replace")
        #expect(
            journal.lines == [
                "A willMove(toParent: nil)", "B willMove(toParent: navigation)",
                "A viewWillDisappear, isMovingFromParent true", "B viewWillAppear, isMovingToParent true",
                "A didMove(toParent: nil)", "B didMove(toParent: navigation)",
            ])
    }
}
