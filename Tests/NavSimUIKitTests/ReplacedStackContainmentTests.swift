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
    /// A stack whose top replaces the stack with a new screen B: the root A alone, or A
    /// below a pushed X.
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let log: Log
        let deep: Bool
        let animated: Bool
        init(log: Log, deep: Bool, animated: Bool) {
            self.log = log
            self.deep = deep
            self.animated = animated
        }

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let log = log
            let animated = animated
            let root = JournaledViewController("A", log: log)
            let navigation = UINavigationController(rootViewController: root)
            let top = deep ? JournaledViewController("X", log: log) : root
            top.actions = [
                (
                    "replace",
                    { [weak navigation] in
                        navigation?.setViewControllers([JournaledViewController("B", log: log)], animated: animated)
                    }
                )
            ]
            if deep { navigation.pushViewController(top, animated: false) }
            window = UIWindow(windowScene: scene)
            window?.rootViewController = navigation
            window?.makeKeyAndVisible()
        }
    }

    /// A launched session and its log, and the number of lines the launch wrote.
    func launched(deep: Bool, animated: Bool = false) throws -> (Session, Log, Int) {
        let log = Log()
        let session = Session(
            app: NavSimApp(sceneDelegate: { SceneDelegate(log: log, deep: deep, animated: animated) }),
            sink: EventLog())
        try session.launch()
        return (session, log, log.entries.count)
    }

    @Test func theReplacedAndTheNewControllersAreToldAsPopAndPushTellThem() throws {
        let (session, log, mark) = try launched(deep: false)
        try session.tap("replace")
        #expect(
            Array(log.entries[mark...]) == [
                "A willMove(toParent: nil)", "B willMove(toParent: navigation)", "B viewDidLoad",
                "A viewWillDisappear, isMovingFromParent true", "B viewWillAppear, isMovingToParent true",
                "A viewDidDisappear, isMovingFromParent true", "B viewDidAppear, isMovingToParent true",
                "A didMove(toParent: nil)", "B didMove(toParent: navigation)",
            ])
    }

    /// Every removed controller is told, the one below the top too (it gets no appearance
    /// callback: it was not in view), and the top that leaves knows it in `viewDidDisappear`.
    @Test func everyRemovedControllerIsToldAndTheLeavingTopKnowsInViewDidDisappear() throws {
        let (session, log, mark) = try launched(deep: true)
        try session.tap("replace")
        #expect(
            Array(log.entries[mark...]) == [
                "A willMove(toParent: nil)", "X willMove(toParent: nil)", "B willMove(toParent: navigation)",
                "B viewDidLoad",
                "X viewWillDisappear, isMovingFromParent true", "B viewWillAppear, isMovingToParent true",
                "X viewDidDisappear, isMovingFromParent true", "B viewDidAppear, isMovingToParent true",
                "A didMove(toParent: nil)", "X didMove(toParent: nil)", "B didMove(toParent: navigation)",
            ])
    }

    /// Animated, the `did` half waits for the animation's end.
    @Test func anAnimatedReplacementTellsDidMoveWhenTheAnimationEnds() throws {
        let (session, log, mark) = try launched(deep: true, animated: true)
        try session.tap("replace", settling: false)
        #expect(
            Array(log.entries[mark...]) == [
                "A willMove(toParent: nil)", "X willMove(toParent: nil)", "B willMove(toParent: navigation)",
                "B viewDidLoad",
                "X viewWillDisappear, isMovingFromParent true", "B viewWillAppear, isMovingToParent true",
            ])
        let started = log.entries.count
        try session.waitForAnimations()
        #expect(
            Array(log.entries[started...]) == [
                "X viewDidDisappear, isMovingFromParent true", "B viewDidAppear, isMovingToParent true",
                "A didMove(toParent: nil)", "X didMove(toParent: nil)", "B didMove(toParent: navigation)",
            ])
    }
}
