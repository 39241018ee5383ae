import NavSimCore
import NavSimSimulator
import Testing

@testable import NavSimUIKit

/// Several windows: the user touches the one in front (the highest `windowLevel`, then the
/// one last made key and visible), and `UIApplication` lists them back to front.
@Suite @MainActor struct WindowLevelTests {
    /// An app that makes its banner window (alert level, hidden) before its main window:
    /// Home's "Banner" shows the banner, whose "Close" releases it and whose "Late" shows a
    /// new window of the normal level; Home's "Sign out" shows a new sign-in window, whose
    /// "Back" makes the main window key and visible again. "Ask", on the banner and on
    /// sign-in, has Home, in the main window behind, present a question.
    private final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        lazy var home = NamedScreen("Home")
        var banner: UIWindow?
        var signIn: UIWindow?
        var late: UIWindow?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let banner = UIWindow(windowScene: scene)
            banner.windowLevel = .alert
            self.banner = banner
            home.add("Banner") { [unowned self] in showBanner() }
            home.add("Sign out") { [unowned self] in showSignIn(in: scene) }
            window = UIWindow(windowScene: scene)
            window?.rootViewController = home
            window?.makeKeyAndVisible()
        }

        private func showBanner() {
            let screen = NamedScreen("Banner")
            screen.add("Close") { [unowned self] in banner = nil }
            screen.add("Ask") { [unowned self] in askFromHome() }
            screen.add("Late") { [unowned self] in
                late = banner?.windowScene.map { UIWindow(windowScene: $0) }
                late?.rootViewController = NamedScreen("Late")
                late?.makeKeyAndVisible()
            }
            banner?.rootViewController = screen
            banner?.isHidden = false
        }

        private func askFromHome() {
            home.present(NamedScreen("Question"), animated: false)
        }

        private func showSignIn(in scene: UIWindowScene) {
            let screen = NamedScreen("SignIn")
            screen.add("Back") { [unowned self] in window?.makeKeyAndVisible() }
            screen.add("Ask") { [unowned self] in askFromHome() }
            signIn = UIWindow(windowScene: scene)
            signIn?.rootViewController = screen
            signIn?.makeKeyAndVisible()
        }
    }

    @Test func anAlertLevelWindowMadeFirstIsInFrontOnceShown() throws {
        let (session, log, delegate) = try launchedApp(sceneDelegate: SceneDelegate())
        #expect(frontName(session) == "Home")
        var mark = log.events.count
        try session.tap("Banner")
        #expect(
            events(of: log, after: mark) == [
                "userTapped Banner on s1", "screenCreated s2 Banner by none state null", "viewDidLoad s2",
                "windowRootSet w1 to s2", "viewWillAppear s2", "viewDidAppear s2", "windowOrderedFront w1",
            ])
        #expect(frontName(session) == "Banner")
        #expect(
            session.availableInputs() == [
                .userTapped(screen: ScreenID(2), action: "Close", argument: .null),
                .userTapped(screen: ScreenID(2), action: "Ask", argument: .null),
                .userTapped(screen: ScreenID(2), action: "Late", argument: .null),
            ])
        session.runtime.asCurrent {
            let application = UIApplication.shared
            #expect(application.windows == [delegate.window, delegate.banner].compactMap { $0 })
            #expect(application.keyWindow === delegate.window)
            #expect(delegate.banner?.isKeyWindow == false)
            let scenes = Array(application.connectedScenes)
            #expect(scenes.count == 1)
            #expect((scenes.first as? UIWindowScene)?.windows == application.windows)
            #expect((scenes.first as? UIWindowScene)?.keyWindow === delegate.window)
        }
        mark = log.events.count
        try session.tap("Close")
        #expect(
            events(of: log, after: mark) == [
                "userTapped Close on s2", "windowRootSet w1 to none", "viewWillDisappear s2", "viewDidDisappear s2",
                "screenDeallocated s2",
            ])
        #expect(frontName(session) == "Home")
    }

    @Test func makingAnOlderWindowKeyAndVisibleBringsItInFront() throws {
        let (session, log, delegate) = try launchedApp(sceneDelegate: SceneDelegate())
        try session.tap("Sign out")
        #expect(frontName(session) == "SignIn")
        let mark = log.events.count
        try session.tap("Back")
        #expect(events(of: log, after: mark) == ["userTapped Back on s2", "windowOrderedFront w2"])
        #expect(frontName(session) == "Home")
        session.runtime.asCurrent {
            #expect(
                UIApplication.shared.windows == [delegate.signIn, delegate.window, delegate.banner].compactMap { $0 })
            #expect(UIApplication.shared.keyWindow === delegate.window)
        }
    }

    @Test func aNewWindowOfTheNormalLevelStaysBehindAShownAlertWindow() throws {
        let (session, log, delegate) = try launchedApp(sceneDelegate: SceneDelegate())
        try session.tap("Banner")
        let mark = log.events.count
        try session.tap("Late")
        #expect(
            events(of: log, after: mark) == [
                "userTapped Late on s2", "windowCreated w3", "screenCreated s3 Late by none state null",
                "windowRootSet w3 to s3",
                "viewDidLoad s3", "viewWillAppear s3", "viewDidAppear s3",
            ])
        #expect(frontName(session) == "Banner")
        session.runtime.asCurrent {
            #expect(delegate.late?.isKeyWindow == true)
            #expect(
                UIApplication.shared.windows == [delegate.window, delegate.late, delegate.banner].compactMap { $0 })
        }
    }

    /// The main window goes behind the banner (alert level; the main window stays key) or
    /// behind a sign-in window made key and visible, and comes back in front by closing the
    /// banner or by "Back".
    @Test(arguments: zip(["Banner", "Sign out"], ["Close", "Back"]))
    func aWindowBehindTheFrontOnePresentsInItselfOutOfTheUsersReach(cover: String, uncover: String) throws {
        let (session, log, delegate) = try launchedApp(sceneDelegate: SceneDelegate())
        try session.tap(cover)
        let front = frontName(session)
        let mark = log.events.count
        try session.tap("Ask")
        #expect(
            events(of: log, after: mark) == [
                "userTapped Ask on s2", "screenCreated s3 Question by none state null",
                "presented s3 by s1 as pageSheet", "viewDidLoad s3", "viewWillAppear s3", "viewDidAppear s3",
            ])
        #expect(session.state.windows[WindowID(2)]?.modals.map(\.controller) == [.screen(ScreenID(3))])
        #expect(frontName(session) == front, "the user still touches the window in front")
        #expect(session.state.frontSheet == nil, "the sheet behind cannot be swiped down")
        session.runtime.asCurrent { #expect(delegate.window?.isKeyWindow == (cover == "Banner")) }
        try session.tap(uncover)
        #expect(frontName(session) == "Question")
        #expect(session.state.frontSheet?.controller == .screen(ScreenID(3)))
    }

    @Test func theIPhoneShowsNoSecondScene() throws {
        let (session, log, _) = try launchedApp(sceneDelegate: SceneDelegate())
        let mark = log.events.count
        session.runtime.asCurrent {
            let application = UIApplication.shared
            #expect(!application.supportsMultipleScenes)
            var errors: [any Error] = []
            application.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { errors.append($0) }
            #expect(errors.map { ($0 as? UISceneError)?.code } == [.multipleScenesNotSupported])
            #expect(application.connectedScenes.count == 1)
        }
        #expect(log.events.count == mark)
    }
}
