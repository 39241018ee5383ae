import NavSimCore
import NavSimSimulator
import Testing

@testable import NavSimUIKit

/// Windows as UIKit keeps them: alive only while the app holds them, one key window at a
/// time, and showing their root, which can then present, from `makeKeyAndVisible()` on.
@Suite @MainActor struct WindowTests {
    /// A screen whose class name the trace shows.
    private final class HomeViewController: UIViewController {}

    /// A screen presented over the home screen.
    private final class SignInViewController: UIViewController {}

    /// A window that writes down when it becomes and stops being the key window.
    private final class LoggingWindow: UIWindow {
        var log: (String) -> Void = { _ in }
        override func becomeKey() { log("\(windowID) becomeKey") }
        override func resignKey() { log("\(windowID) resignKey") }
    }

    /// How the scene delegate builds its window at launch.
    private enum Setup {
        /// The window is made in a local and never stored in `window`.
        case forgetsWindow
        /// The root presents after the window gets it, before `makeKeyAndVisible()`.
        case presentsBeforeShowing
        /// The root presents once the window is shown.
        case presentsAfterShowing
    }

    private final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let setup: Setup
        var presented: [String] = []

        init(setup: Setup) {
            self.setup = setup
        }

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            let window = UIWindow(windowScene: scene as! UIWindowScene)
            let home = HomeViewController()
            window.rootViewController = home
            switch setup {
            case .forgetsWindow:
                window.makeKeyAndVisible()
            case .presentsBeforeShowing:
                presentSignIn(from: home)
                window.makeKeyAndVisible()
                self.window = window
            case .presentsAfterShowing:
                window.makeKeyAndVisible()
                presentSignIn(from: home)
                self.window = window
            }
        }

        private func presentSignIn(from home: UIViewController) {
            let signIn = SignInViewController()
            signIn.modalPresentationStyle = .fullScreen
            home.present(signIn, animated: false) { self.presented.append("sign in") }
        }
    }

    /// A screen a launch link leads to.
    private final class CardViewController: UIViewController {}

    /// Follows the launch link (pushes the card) before or after showing its window.
    private final class LinkSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let showsFirst: Bool

        init(showsFirst: Bool) {
            self.showsFirst = showsFirst
        }

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            let navigation = UINavigationController(rootViewController: HomeViewController())
            window = UIWindow(windowScene: scene as! UIWindowScene)
            window?.rootViewController = navigation
            if showsFirst { window?.makeKeyAndVisible() }
            if !options.urlContexts.isEmpty { navigation.pushViewController(CardViewController(), animated: false) }
            window?.makeKeyAndVisible()
        }
    }

    private func launchWithLink(showsFirst: Bool) throws -> EventLog {
        let log = EventLog()
        let session = Session(app: NavSimApp(sceneDelegate: { LinkSceneDelegate(showsFirst: showsFirst) }), sink: log)
        try session.launch(with: .url("wallet://cards/7"))
        return log
    }

    private let home = ScreenID(1)
    private let signIn = ScreenID(2)
    private let window = WindowID(1)

    @Test func aWindowTheAppDoesNotKeepIsReleasedWithItsRoot() throws {
        let (session, log, _) = try launchedApp(sceneDelegate: SceneDelegate(setup: .forgetsWindow))
        #expect(
            log.events == [
                .launched, .windowCreated(window),
                .screenCreated(home, name: "Home", owner: nil, state: .null),
                .windowRootSet(window, root: .screen(home)),
                .lifecycle(home, .viewDidLoad), .lifecycle(home, .viewWillAppear), .lifecycle(home, .viewDidAppear),
                .windowRootSet(window, root: nil),
                .lifecycle(home, .viewWillDisappear), .lifecycle(home, .viewDidDisappear),
                .screenDeallocated(home),
            ])
        #expect(session.state.frontScreen == nil, "a black screen: no window shows anything")
        #expect(session.runtime.windows.isEmpty)
    }

    @Test func presentingBeforeTheWindowIsShownIsRefusedAndItsCompletionDropped() throws {
        let (_, log, delegate) = try launchedApp(sceneDelegate: SceneDelegate(setup: .presentsBeforeShowing))
        #expect(
            log.events == [
                .launched, .windowCreated(window),
                .screenCreated(home, name: "Home", owner: nil, state: .null),
                .screenCreated(signIn, name: "SignIn", owner: nil, state: .null),
                .commandIgnored(
                    command: "present s2 from s1",
                    reason: "Attempt to present <SignInViewController> on <HomeViewController> "
                        + "whose view is not in the window hierarchy"),
                .screenDeallocated(signIn),
                .windowRootSet(window, root: .screen(home)),
                .lifecycle(home, .viewDidLoad), .lifecycle(home, .viewWillAppear), .lifecycle(home, .viewDidAppear),
            ])
        #expect(delegate.presented.isEmpty)
    }

    @Test func presentingOnceTheWindowIsShownPresents() throws {
        let (session, _, delegate) = try launchedApp(sceneDelegate: SceneDelegate(setup: .presentsAfterShowing))
        #expect(delegate.presented == ["sign in"])
        #expect(session.state.frontScreen == signIn)
    }

    @Test func oneWindowIsKeyAtATimeAndAReleasedOneIsNoLongerKey() throws {
        let (session, log, delegate) = try launchedApp(sceneDelegate: SceneDelegate(setup: .presentsAfterShowing))
        var calls: [String] = []
        let scene = try #require(delegate.window?.windowScene)
        session.runtime.asCurrent {
            let first = LoggingWindow(windowScene: scene)
            first.log = { calls.append($0) }
            first.rootViewController = HomeViewController()
            first.makeKeyAndVisible()
            var second: LoggingWindow? = LoggingWindow(windowScene: scene)
            second?.log = { calls.append($0) }
            second?.makeKey()
            #expect(!first.isKeyWindow && second?.isKeyWindow == true && delegate.window?.isKeyWindow == false)
            #expect(UIApplication.shared.keyWindow === second)
            #expect(scene.keyWindow === second)
            second?.makeKey()
            second = nil
            #expect(UIApplication.shared.keyWindow == nil, "the key window was released")
            first.makeKey()
            #expect(UIApplication.shared.keyWindow === first)
            #expect(UIApplication.shared.windows.count == 2, "the delegate's and the first")
        }
        #expect(calls == ["w2 becomeKey", "w2 resignKey", "w3 becomeKey", "w2 becomeKey"])
        #expect(!log.events.contains(.windowRootSet(WindowID(3), root: nil)), "w3 showed nothing")
    }

    private let launch = [
        "launchedWith url \"wallet://cards/7\"", "windowCreated w1", "containerCreated k1 navigation by none",
        "screenCreated s1 Home by none state null", "stackReplaced k1 with [s1]",
    ]

    @Test func aLaunchLinkFollowedBeforeTheWindowShowsShowsOnlyItsScreen() throws {
        let log = try launchWithLink(showsFirst: false)
        #expect(
            log.events.map(\.description) == launch + [
                "screenCreated s2 Card by none state null", "pushed s2 onto k1", "windowRootSet w1 to k1",
                "viewDidLoad s2", "viewWillAppear s2", "viewDidAppear s2",
            ])
    }

    @Test func aLaunchLinkFollowedOnceTheWindowShowsShowsTheRootScreenFirst() throws {
        let log = try launchWithLink(showsFirst: true)
        #expect(
            log.events.map(\.description) == launch + [
                "windowRootSet w1 to k1", "viewDidLoad s1", "viewWillAppear s1", "viewDidAppear s1",
                "screenCreated s2 Card by none state null", "pushed s2 onto k1", "viewDidLoad s2",
                "viewWillDisappear s1", "viewWillAppear s2", "viewDidDisappear s1", "viewDidAppear s2",
            ])
    }
}
