import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// Changes of one stack asked for before one commit are one transition in UIKit, from the
/// controller shown before the first to the top after the last: the middle screens get no
/// lifecycle callbacks, and the navigation controller's delegate is told about that one
/// transition only (`willShow`/`didShow` for the new top, with the old top as `.from`).
@Suite @MainActor struct CoalescedTransitionDelegateTests {
    final class Journal {
        var lines: [String] = []
    }

    final class StepViewController: UIViewController {
        let name: String
        let journal: Journal
        var actions: [(String, @MainActor () -> Void)] = []

        init(_ name: String, journal: Journal) {
            self.name = name
            self.journal = journal
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            journal.lines.append("\(name) viewDidLoad")
            for (title, action) in actions {
                view.addSubview(UIButton(primaryAction: UIAction(title: title) { _ in action() }))
            }
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            journal.lines.append("\(name) viewWillAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            journal.lines.append("\(name) viewDidAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            journal.lines.append("\(name) viewWillDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            journal.lines.append("\(name) viewDidDisappear")
        }
        override func didMove(toParent parent: UIViewController?) {
            journal.lines.append("\(name) didMove(toParent: \(parent == nil ? "nil" : "navigation"))")
        }
    }

    /// The navigation controller's delegate: what it is told, with the transition's sides.
    final class Delegate: NSObject, UINavigationControllerDelegate {
        let journal: Journal
        init(journal: Journal) { self.journal = journal }

        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {
            journal.lines.append("willShow \(describe(viewController, in: navigationController))")
        }

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            journal.lines.append("didShow \(describe(viewController, in: navigationController))")
        }

        private func describe(_ shown: UIViewController, in navigationController: UINavigationController) -> String {
            let name = { (controller: UIViewController?) in (controller as? StepViewController)?.name ?? "nil" }
            let from = navigationController.transitionCoordinator?.viewController(forKey: .from)
            return "\(name(shown)) from \(name(from))"
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let navigation = UINavigationController()
        let delegate: Delegate
        let journal: Journal
        let animated: Bool

        init(journal: Journal, animated: Bool) {
            self.journal = journal
            self.animated = animated
            delegate = Delegate(journal: journal)
        }

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let root = StepViewController("A", journal: journal)
            let journal = journal
            let animated = animated
            root.actions = [
                (
                    "three",
                    { [navigation] in
                        for name in ["B", "C", "D"] {
                            navigation.pushViewController(
                                StepViewController(name, journal: journal), animated: animated)
                        }
                    }
                ),
                (
                    "pushThenPop",
                    { [navigation] in
                        navigation.pushViewController(StepViewController("B", journal: journal), animated: animated)
                        navigation.popViewController(animated: animated)
                        navigation.pushViewController(StepViewController("C", journal: journal), animated: animated)
                    }
                ),
            ]
            navigation.viewControllers = [root]
            navigation.delegate = delegate
            window = UIWindow(windowScene: scene)
            window?.rootViewController = navigation
            window?.makeKeyAndVisible()
        }
    }

    func launched(animated: Bool) throws -> (Session, Journal) {
        let journal = Journal()
        let session = Session(
            app: NavSimApp(sceneDelegate: { SceneDelegate(journal: journal, animated: animated) }), sink: EventLog())
        try session.launch()
        journal.lines.removeAll()
        return (session, journal)
    }

    @Test func threeUnanimatedPushesInOneHandlerTellTheDelegateOnce() throws {
        let (session, journal) = try launched(animated: false)
        try session.tap("three")
        #expect(
            journal.lines == [
                "D viewDidLoad", "A viewWillDisappear", "D viewWillAppear", "willShow D from A",
                "A viewDidDisappear", "D viewDidAppear",
                "B didMove(toParent: navigation)", "C didMove(toParent: navigation)",
                "didShow D from A", "D didMove(toParent: navigation)",
            ])
    }

    @Test func threeAnimatedPushesInOneHandlerTellTheDelegateOnceAtEachEnd() throws {
        let (session, journal) = try launched(animated: true)
        try session.tap("three", settling: false)
        #expect(journal.lines == ["D viewDidLoad", "A viewWillDisappear", "D viewWillAppear", "willShow D from A"])
        journal.lines.removeAll()
        try session.waitForAnimations()
        #expect(
            journal.lines == [
                "A viewDidDisappear", "D viewDidAppear",
                "B didMove(toParent: navigation)", "C didMove(toParent: navigation)",
                "didShow D from A", "D didMove(toParent: navigation)",
            ])
    }

    /// A pop between two pushes is absorbed too: one transition from A to C, and the
    /// popped B, never shown, is told it left.
    @Test func aPushAPopAndAPushInOneHandlerAreOneTransition() throws {
        let (session, journal) = try launched(animated: false)
        try session.tap("pushThenPop")
        #expect(
            journal.lines == [
                "C viewDidLoad", "A viewWillDisappear", "C viewWillAppear", "willShow C from A",
                "A viewDidDisappear", "C viewDidAppear",
                "B didMove(toParent: navigation)", "B didMove(toParent: nil)",
                "didShow C from A", "C didMove(toParent: navigation)",
            ])
    }
}
