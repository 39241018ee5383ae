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
        var animated = false

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
                        navigationController?.setViewControllers(replacement(), animated: animated)
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

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            journal.lines.append("\(name) viewDidAppear, isMovingToParent \(isMovingToParent)")
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            journal.lines.append("\(name) viewDidDisappear, isMovingFromParent \(isMovingFromParent)")
        }
    }

    /// A stack of two, root first, whose top replaces the stack with a new screen.
    final class DeepSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let journal: Journal
        let animated: Bool
        init(journal: Journal, animated: Bool) {
            self.journal = journal
            self.animated = animated
        }

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let journal = journal
            let top = StepViewController("X", journal: journal)
            top.animated = animated
            top.replacement = { [StepViewController("B", journal: journal)] }
            let navigation = UINavigationController(rootViewController: StepViewController("A", journal: journal))
            navigation.pushViewController(top, animated: false)
            window = UIWindow(windowScene: scene)
            window?.rootViewController = navigation
        }
    }

    func launchedDeep(animated: Bool) throws -> (Session, Journal) {
        let journal = Journal()
        let session = Session(
            app: NavSimApp(sceneDelegate: { DeepSceneDelegate(journal: journal, animated: animated) }), sink: EventLog()
        )
        try session.launch()
        journal.lines.removeAll()
        return (session, journal)
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
                "A viewDidDisappear, isMovingFromParent true", "B viewDidAppear, isMovingToParent true",
                "A didMove(toParent: nil)", "B didMove(toParent: navigation)",
            ])
    }

    /// Every removed controller is told, the one below the top too (it gets no appearance
    /// callback: it was not in view), and the top that leaves knows it in `viewDidDisappear`.
    @Test func everyRemovedControllerIsToldAndTheLeavingTopKnowsInViewDidDisappear() throws {
        let (session, journal) = try launchedDeep(animated: false)
        try session.tap("replace")
        #expect(
            journal.lines == [
                "A willMove(toParent: nil)", "X willMove(toParent: nil)", "B willMove(toParent: navigation)",
                "X viewWillDisappear, isMovingFromParent true", "B viewWillAppear, isMovingToParent true",
                "X viewDidDisappear, isMovingFromParent true", "B viewDidAppear, isMovingToParent true",
                "A didMove(toParent: nil)", "X didMove(toParent: nil)", "B didMove(toParent: navigation)",
            ])
    }

    /// Animated, the `did` half waits for the animation's end.
    @Test func anAnimatedReplacementTellsDidMoveWhenTheAnimationEnds() throws {
        let (session, journal) = try launchedDeep(animated: true)
        try session.tap("replace", settling: false)
        #expect(
            journal.lines == [
                "A willMove(toParent: nil)", "X willMove(toParent: nil)", "B willMove(toParent: navigation)",
                "X viewWillDisappear, isMovingFromParent true", "B viewWillAppear, isMovingToParent true",
            ])
        journal.lines.removeAll()
        try session.waitForAnimations()
        #expect(
            journal.lines == [
                "X viewDidDisappear, isMovingFromParent true", "B viewDidAppear, isMovingToParent true",
                "A didMove(toParent: nil)", "X didMove(toParent: nil)", "B didMove(toParent: navigation)",
            ])
    }
}
