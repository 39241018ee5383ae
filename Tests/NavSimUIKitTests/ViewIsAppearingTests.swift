import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// `viewIsAppearing(_:)` (iOS 13 and later): each time a view comes into view, after its
/// `viewWillAppear` and before its `viewDidAppear`. NavSim calls it right after
/// `viewWillAppear`, for pushes, pops, back swipes (cancelled ones too), presentations and
/// embedded children alike.
@Suite @MainActor struct ViewIsAppearingTests {
    /// A journaled screen that also logs `viewIsAppearing`.
    final class AppearingViewController: JournaledViewController {
        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            log.append("\(name) viewIsAppearing")
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let log: Log
        init(log: Log) { self.log = log }

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let navigation = UINavigationController()
            let log = log
            let root = AppearingViewController("A", log: log)
            root.actions = [
                (
                    "push",
                    { [navigation] in
                        navigation.pushViewController(AppearingViewController("B", log: log), animated: true)
                    }
                ),
                (
                    "present",
                    { [weak root] in
                        let sheet = AppearingViewController("S", log: log)
                        sheet.modalPresentationStyle = .fullScreen
                        root?.present(sheet, animated: false)
                    }
                ),
            ]
            navigation.viewControllers = [root]
            window = UIWindow(windowScene: scene)
            window?.rootViewController = navigation
            window?.makeKeyAndVisible()
        }
    }

    func launched() throws -> (Session, Log) {
        let log = Log()
        let session = Session(app: NavSimApp(sceneDelegate: { SceneDelegate(log: log) }), sink: EventLog())
        try session.launch()
        return (session, log)
    }

    @Test func theLaunchedRootIsAppearingBetweenItsWillAndDidAppear() throws {
        let (_, log) = try launched()
        #expect(
            log.entries == [
                "A willMove(toParent: navigation)", "A didMove(toParent: navigation)", "A viewDidLoad",
                "A viewWillAppear, isMovingToParent false", "A viewIsAppearing",
                "A viewDidAppear, isMovingToParent false",
            ])
    }

    @Test func aPushedScreenAndTheScreenAPopUncoversAreAppearing() throws {
        let (session, log) = try launched()
        var mark = log.entries.count
        try session.tap("push")
        #expect(
            Array(log.entries[mark...]) == [
                "B willMove(toParent: navigation)", "B viewDidLoad",
                "A viewWillDisappear, isMovingFromParent false", "B viewWillAppear, isMovingToParent true",
                "B viewIsAppearing",
                "A viewDidDisappear, isMovingFromParent false", "B viewDidAppear, isMovingToParent true",
                "B didMove(toParent: navigation)",
            ])
        mark = log.entries.count
        try session.tapBack()
        #expect(
            Array(log.entries[mark...]) == [
                "B willMove(toParent: nil)",
                "B viewWillDisappear, isMovingFromParent true", "A viewWillAppear, isMovingToParent false",
                "A viewIsAppearing",
                "B viewDidDisappear, isMovingFromParent true", "A viewDidAppear, isMovingToParent false",
                "B didMove(toParent: nil)",
            ])
    }

    @Test func aCancelledBackSwipeShowsTheScreenBelowAppearingThenLeaving() throws {
        let (session, log) = try launched()
        try session.tap("push")
        let mark = log.entries.count
        try session.swipeBack(completing: false)
        #expect(
            Array(log.entries[mark...]).filter { $0.hasSuffix("viewIsAppearing") } == [
                "A viewIsAppearing", "B viewIsAppearing",
            ])
    }

    @Test func aPresentedScreenIsAppearing() throws {
        let (session, log) = try launched()
        let mark = log.entries.count
        try session.tap("present")
        #expect(
            Array(log.entries[mark...]) == [
                "S viewDidLoad",
                "A viewWillDisappear, isMovingFromParent false", "S viewWillAppear, isMovingToParent false",
                "S viewIsAppearing",
                "S viewDidAppear, isMovingToParent false", "A viewDidDisappear, isMovingFromParent false",
            ])
    }
}
