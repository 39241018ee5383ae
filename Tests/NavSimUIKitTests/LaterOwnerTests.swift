import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// A coordinator that starts holding, in a later input, a controller recorded without an
/// owner: it owns it from then on (`ownerFound`), whether it keeps it strongly or weakly.
@Suite @MainActor struct LaterOwnerTests {
    /// A coordinator the scene delegate keeps, which holds no controller until told to.
    final class KeepingCoordinator {
        var kept: UIViewController?
        weak var watched: UIViewController?
    }

    /// A scene whose root screen "Home", made by the scene delegate, has a button `adopt`
    /// that runs `adopt` with the coordinator and the screen.
    final class AdoptingSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let coordinator = KeepingCoordinator()
        let adopt: @MainActor (KeepingCoordinator, UIViewController) -> Void

        init(adopt: @escaping @MainActor (KeepingCoordinator, UIViewController) -> Void) {
            self.adopt = adopt
        }

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let home = ButtonsViewController("Home", coordinator: nil)
            home.addButton("adopt") { [unowned self, unowned home] in adopt(coordinator, home) }
            window = UIWindow(windowScene: scene)
            window?.rootViewController = UINavigationController(rootViewController: home)
            window?.makeKeyAndVisible()
        }
    }

    @Test(arguments: ["strongly", "weakly"])
    func aCoordinatorThatStartsHoldingAnOlderScreenOwnsIt(holding: String) throws {
        let log = EventLog()
        let app = NavSimApp(sceneDelegate: {
            AdoptingSceneDelegate { coordinator, home in
                if holding == "strongly" { coordinator.kept = home } else { coordinator.watched = home }
            }
        })
        let session = Session(app: app, sink: log)
        try session.launch()
        #expect(session.state.screens[ScreenID(1)]?.owner == nil)
        let mark = log.events.count
        try session.tap("adopt")
        #expect(
            events(of: log, after: mark) == [
                "userTapped adopt on s1", "coordinatorStarted c1", "ownerFound s1 by c1",
            ])
        #expect(session.state.coordinators[CoordinatorID(1)]?.screens == [ScreenID(1)])
    }
}
