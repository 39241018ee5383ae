import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// Changes of one stack asked for before one commit are one transition in UIKit, from the
/// controller shown before the first to the top after the last: the middle screens get no
/// lifecycle callbacks, and the navigation controller's delegate is told about that one
/// transition only (`willShow`/`didShow` for the new top, with the old top as `.from`).
@Suite @MainActor struct CoalescedTransitionDelegateTests {
    /// The navigation controller's delegate: what it is told, with the transition's sides.
    final class Delegate: NSObject, UINavigationControllerDelegate {
        let log: Log
        init(log: Log) { self.log = log }

        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {
            log.append("willShow \(describe(viewController, in: navigationController))")
        }

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            log.append("didShow \(describe(viewController, in: navigationController))")
        }

        private func describe(_ shown: UIViewController, in navigationController: UINavigationController) -> String {
            let name = { (controller: UIViewController?) in (controller as? JournaledViewController)?.name ?? "nil" }
            let from = navigationController.transitionCoordinator?.viewController(forKey: .from)
            return "\(name(shown)) from \(name(from))"
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let navigation = UINavigationController()
        let delegate: Delegate
        let log: Log
        let animated: Bool

        init(log: Log, animated: Bool) {
            self.log = log
            self.animated = animated
            delegate = Delegate(log: log)
        }

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let root = JournaledViewController("A", log: log)
            let log = log
            let animated = animated
            root.actions = [
                (
                    "three",
                    { [navigation] in
                        for name in ["B", "C", "D"] {
                            navigation.pushViewController(
                                JournaledViewController(name, log: log), animated: animated)
                        }
                    }
                ),
                (
                    "pushThenPop",
                    { [navigation] in
                        navigation.pushViewController(JournaledViewController("B", log: log), animated: animated)
                        navigation.popViewController(animated: animated)
                        navigation.pushViewController(JournaledViewController("C", log: log), animated: animated)
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

    /// A launched session and its log, and the number of lines the launch wrote.
    func launched(animated: Bool) throws -> (Session, Log, Int) {
        let log = Log()
        let session = Session(
            app: NavSimApp(sceneDelegate: { SceneDelegate(log: log, animated: animated) }), sink: EventLog())
        try session.launch()
        return (session, log, log.entries.count)
    }

    @Test func threeUnanimatedPushesInOneHandlerTellTheDelegateOnce() throws {
        let (session, log, mark) = try launched(animated: false)
        try session.tap("three")
        #expect(
            Array(log.entries[mark...]) == [
                "B willMove(toParent: navigation)", "C willMove(toParent: navigation)",
                "D willMove(toParent: navigation)", "D viewDidLoad",
                "A viewWillDisappear, isMovingFromParent false", "D viewWillAppear, isMovingToParent true",
                "willShow D from A",
                "A viewDidDisappear, isMovingFromParent false", "D viewDidAppear, isMovingToParent true",
                "B didMove(toParent: navigation)", "C didMove(toParent: navigation)",
                "didShow D from A", "D didMove(toParent: navigation)",
            ])
    }

    @Test func threeAnimatedPushesInOneHandlerTellTheDelegateOnceAtEachEnd() throws {
        let (session, log, mark) = try launched(animated: true)
        try session.tap("three", settling: false)
        #expect(
            Array(log.entries[mark...]) == [
                "B willMove(toParent: navigation)", "C willMove(toParent: navigation)",
                "D willMove(toParent: navigation)", "D viewDidLoad",
                "A viewWillDisappear, isMovingFromParent false", "D viewWillAppear, isMovingToParent true",
                "willShow D from A",
            ])
        let started = log.entries.count
        try session.waitForAnimations()
        #expect(
            Array(log.entries[started...]) == [
                "A viewDidDisappear, isMovingFromParent false", "D viewDidAppear, isMovingToParent true",
                "B didMove(toParent: navigation)", "C didMove(toParent: navigation)",
                "didShow D from A", "D didMove(toParent: navigation)",
            ])
    }

    /// A pop between two pushes is absorbed too: one transition from A to C, and the
    /// popped B, never shown, is told it came and left.
    @Test func aPushAPopAndAPushInOneHandlerAreOneTransition() throws {
        let (session, log, mark) = try launched(animated: false)
        try session.tap("pushThenPop")
        #expect(
            Array(log.entries[mark...]) == [
                "B willMove(toParent: navigation)", "B willMove(toParent: nil)", "C willMove(toParent: navigation)",
                "C viewDidLoad",
                "A viewWillDisappear, isMovingFromParent false", "C viewWillAppear, isMovingToParent true",
                "willShow C from A",
                "A viewDidDisappear, isMovingFromParent false", "C viewDidAppear, isMovingToParent true",
                "B didMove(toParent: navigation)", "B didMove(toParent: nil)",
                "didShow C from A", "C didMove(toParent: navigation)",
            ])
    }
}
