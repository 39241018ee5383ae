import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// The NavSim-only calls an app's NavSim files make: a simulated service and a recorded crash.
@Suite @MainActor struct NavSimTests {
    /// A scene with one coordinator whose screen loads a profile from a service.
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var coordinator: ProfileCoordinator?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let navigationController = UINavigationController()
            coordinator = ProfileCoordinator(navigationController: navigationController)
            coordinator?.start()
            window = UIWindow(windowScene: scene)
            window?.rootViewController = navigationController
            window?.makeKeyAndVisible()
        }
    }

    @MainActor final class ProfileCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }

        func start() {
            let home = HomeViewController()
            home.coordinator = self
            navigationController.pushViewController(home, animated: false)
        }

        func loadProfile() {
            NavSim.request("profileAPI", payload: ["user": "ada"]) { [weak self] response in
                guard case .string(let name) = response else { return }
                let profile = UIViewController()
                profile.title = name
                self?.navigationController.pushViewController(profile, animated: true)
            }
        }

        func giveUp() { NavSim.crash("Fatal error: not implemented", in: self) }
    }

    final class HomeViewController: UIViewController {
        weak var coordinator: ProfileCoordinator?

        override func viewDidLoad() {
            super.viewDidLoad()
            let load = UIButton(
                primaryAction: UIAction(title: "Load") { [weak self] _ in self?.coordinator?.loadProfile() })
            let crash = UIButton(
                primaryAction: UIAction(title: "Crash") { [weak self] _ in self?.coordinator?.giveUp() })
            view.addSubview(load)
            view.addSubview(crash)
        }
    }

    private func launched() throws -> (Session, EventLog) {
        let log = EventLog()
        let session = Session(app: NavSimApp(sceneDelegate: SceneDelegate.init), sink: log)
        try session.launch()
        return (session, log)
    }

    @Test func aRequestIsRecordedAndItsCompletionRunsWhenTheSessionAnswers() throws {
        let (session, log) = try launched()
        try session.tap("Load")
        #expect(log.events.last?.description == "serviceRequested profileAPI #1: {\"user\":\"ada\"}")
        #expect(session.runtime.state.screensInView.count == 1)

        try session.respond(to: "profileAPI", with: .string("Ada"))

        #expect(session.runtime.state.screensInView.count == 1)
        let shown = session.runtime.state.screensInView.first.flatMap { session.runtime.state.screens[$0] }
        #expect(shown?.name == "UI", "the pushed plain UIViewController is the screen in view")
        #expect(log.events.contains { $0.description.hasPrefix("pushed s2 onto k1") })
    }

    @Test func aCrashIsRecordedInTheCoordinatorAndEndsTheSession() throws {
        let (session, log) = try launched()
        try session.tap("Crash")
        #expect(log.events.last?.description == "crashed in c1: Fatal error: not implemented")
        #expect(!session.runtime.isRunning)
        #expect(throws: SessionError.self) { try session.tap("Load") }
    }

    @Test func outsideASessionARequestIsNotSentAndACrashIsNotRecorded() {
        #expect(NavSim.request("profileAPI") { _ in } == nil)
        NavSim.crash("nothing to record into")
    }
}
