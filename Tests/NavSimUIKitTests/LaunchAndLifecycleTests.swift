import NavSimCore
import NavSimSimulator
import Testing

@testable import NavSimUIKit

/// What UIKit calls, and in which order, when the app is launched with a link, handed one
/// while it runs, and moved through its life cycle: recorded by delegates and notification
/// observers that write down every call they get.
@Suite @MainActor struct LaunchAndLifecycleTests {
    /// The calls and notifications a delegate got, in order.
    @MainActor private final class Calls {
        var entries: [String] = []
        private var tokens: [any NSObjectProtocol] = []

        /// Also writes down the life-cycle notifications of the app and of its scene.
        func observeNotifications() {
            let names: [(Notification.Name, String)] = [
                (UIApplication.didFinishLaunchingNotification, "app didFinishLaunching"),
                (UIApplication.willResignActiveNotification, "app willResignActive"),
                (UIApplication.didEnterBackgroundNotification, "app didEnterBackground"),
                (UIApplication.willEnterForegroundNotification, "app willEnterForeground"),
                (UIApplication.didBecomeActiveNotification, "app didBecomeActive"),
                (UIScene.willConnectNotification, "scene willConnect"),
                (UIScene.willDeactivateNotification, "scene willDeactivate"),
                (UIScene.didEnterBackgroundNotification, "scene didEnterBackground"),
                (UIScene.willEnterForegroundNotification, "scene willEnterForeground"),
                (UIScene.didActivateNotification, "scene didActivate"),
            ]
            for (name, entry) in names {
                let calls = self
                tokens.append(
                    NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
                        MainActor.assumeIsolated { calls.entries.append("notification " + entry) }
                    })
            }
        }

        isolated deinit {
            for token in tokens { NotificationCenter.default.removeObserver(token) }
        }
    }

    private final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let calls: Calls

        init(calls: Calls) {
            self.calls = calls
        }

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            let urls = options.urlContexts.map(\.url.absoluteString)
            let activities = options.userActivities.map { "\($0.activityType) \($0.webpageURL?.absoluteString ?? "")" }
            calls.entries.append(
                "willConnectTo urls \(urls) activities \(activities) shortcut \(options.shortcutItem?.type ?? "none")")
            window = UIWindow(windowScene: scene as! UIWindowScene)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
        }

        func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
            calls.entries.append("openURLContexts \(urlContexts.map(\.url.absoluteString))")
        }

        func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
            calls.entries.append(
                "continue \(userActivity.activityType) \(userActivity.webpageURL?.absoluteString ?? "")")
        }

        func windowScene(
            _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
            completionHandler: @escaping (Bool) -> Void
        ) {
            calls.entries.append("performActionFor \(shortcutItem.type)")
            completionHandler(true)
        }

        func sceneWillResignActive(_ scene: UIScene) { calls.entries.append("sceneWillResignActive") }
        func sceneDidEnterBackground(_ scene: UIScene) { calls.entries.append("sceneDidEnterBackground") }
        func sceneWillEnterForeground(_ scene: UIScene) { calls.entries.append("sceneWillEnterForeground") }
        func sceneDidBecomeActive(_ scene: UIScene) {
            calls.entries.append("sceneDidBecomeActive \(scene.activationState == .foregroundActive)")
        }
    }

    private final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        let calls: Calls
        let followsLinks: Bool

        init(calls: Calls, followsLinks: Bool = true) {
            self.calls = calls
            self.followsLinks = followsLinks
        }

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            let keys = (launchOptions ?? [:]).keys.map(\.rawValue).sorted()
            calls.entries.append("didFinishLaunching \(keys)")
            window = UIWindow()
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
            return followsLinks
        }

        func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
            calls.entries.append("open \(url.absoluteString)")
            return true
        }

        func application(
            _ application: UIApplication, continue userActivity: NSUserActivity,
            restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
        ) -> Bool {
            calls.entries.append("continue \(userActivity.webpageURL?.absoluteString ?? "")")
            return true
        }

        func application(
            _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
            completionHandler: @escaping (Bool) -> Void
        ) {
            calls.entries.append("performActionFor \(shortcutItem.type)")
        }

        func applicationWillResignActive(_ application: UIApplication) {
            calls.entries.append("applicationWillResignActive")
        }
        func applicationDidEnterBackground(_ application: UIApplication) {
            calls.entries.append("applicationDidEnterBackground \(application.applicationState == .background)")
        }
        func applicationWillEnterForeground(_ application: UIApplication) {
            calls.entries.append("applicationWillEnterForeground")
        }
        func applicationDidBecomeActive(_ application: UIApplication) {
            calls.entries.append("applicationDidBecomeActive")
        }
    }

    /// A session of an app with scenes (and an app delegate UIKit does not tell about the
    /// life cycle), its calls observed.
    private func sceneSession(_ calls: Calls) -> Session {
        calls.observeNotifications()
        return Session(
            app: NavSimApp(appDelegate: { AppDelegate(calls: calls) }, sceneDelegate: { SceneDelegate(calls: calls) }),
            sink: EventLog())
    }

    private func appSession(_ calls: Calls, followsLinks: Bool = true) -> Session {
        calls.observeNotifications()
        return Session(
            app: NavSimApp(appDelegate: { AppDelegate(calls: calls, followsLinks: followsLinks) }), sink: EventLog())
    }

    // MARK: - Launching with a link

    @Test func aSceneIsConnectedWithTheLaunchLinkThenComesToTheForeground() throws {
        let calls = Calls()
        let session = sceneSession(calls)
        try session.launch(with: .url("vault://cards/42"))
        #expect(
            calls.entries == [
                "didFinishLaunching []",
                "notification app didFinishLaunching",
                "willConnectTo urls [\"vault://cards/42\"] activities [] shortcut none",
                "notification scene willConnect",
                "sceneWillEnterForeground",
                "notification scene willEnterForeground",
                "notification app willEnterForeground",
                "sceneDidBecomeActive true",
                "notification scene didActivate",
                "notification app didBecomeActive",
            ])
        #expect(session.state.appState == .active)
    }

    @Test func aUniversalLinkAtLaunchIsAnActivityToContinue() throws {
        let calls = Calls()
        try sceneSession(calls).launch(with: .url("https://vault.example/cards/7"))
        #expect(
            calls.entries[2]
                == "willConnectTo urls [] activities [\"NSUserActivityTypeBrowsingWeb https://vault.example/cards/7\"] "
                + "shortcut none")
    }

    @Test func aQuickActionAtLaunchIsInTheConnectionOptions() throws {
        let calls = Calls()
        try sceneSession(calls).launch(with: .shortcut(type: "cards"))
        #expect(calls.entries[2] == "willConnectTo urls [] activities [] shortcut cards")
    }

    @Test func anAppWithoutScenesFindsTheLinkInItsLaunchOptionsAndIsThenAskedToOpenIt() throws {
        let calls = Calls()
        try appSession(calls).launch(with: .url("vault://cards/42"))
        #expect(
            calls.entries == [
                "didFinishLaunching [\"UIApplicationLaunchOptionsURLKey\"]",
                "notification app didFinishLaunching",
                "open vault://cards/42",
                "applicationDidBecomeActive",
                "notification app didBecomeActive",
            ])
    }

    @Test func anAppWithoutScenesThatReturnsFalseIsNotAskedToOpenTheLink() throws {
        let calls = Calls()
        try appSession(calls, followsLinks: false).launch(with: .shortcut(type: "cards"))
        #expect(
            calls.entries == [
                "didFinishLaunching [\"UIApplicationLaunchOptionsShortcutItemKey\"]",
                "notification app didFinishLaunching",
                "applicationDidBecomeActive",
                "notification app didBecomeActive",
            ])
    }

    @Test func anAppWithoutScenesContinuesAUniversalLinkItWasLaunchedWith() throws {
        let calls = Calls()
        try appSession(calls).launch(with: .url("https://vault.example/cards/7"))
        #expect(
            calls.entries.prefix(3) == [
                "didFinishLaunching [\"UIApplicationLaunchOptionsUserActivityDictionaryKey\", "
                    + "\"UIApplicationLaunchOptionsUserActivityTypeKey\"]",
                "notification app didFinishLaunching",
                "continue https://vault.example/cards/7",
            ])
    }

    // MARK: - Links while running

    @Test func whileRunningEachLinkHasItsOwnCall() throws {
        let calls = Calls()
        let session = sceneSession(calls)
        try session.launch()
        calls.entries = []
        try session.openURL("vault://cards/42")
        try session.openURL("https://vault.example/cards/7")
        try session.performShortcut("cards")
        #expect(
            calls.entries == [
                "openURLContexts [\"vault://cards/42\"]",
                "continue NSUserActivityTypeBrowsingWeb https://vault.example/cards/7",
                "performActionFor cards",
            ])
    }

    @Test func anAppThatHandlesNoQuickActionIgnoresOne() throws {
        let log = EventLog()
        let session = Session(app: NavSimApp(sceneDelegate: { DefaultSceneDelegate() }), sink: log)
        try session.launch()
        try session.performShortcut("cards")
        try session.openURL("https://vault.example/cards/7")
        #expect(
            log.events.suffix(4) == [
                .shortcutPerformed(type: "cards"),
                .commandIgnored(command: "quick action cards", reason: "the app handles no quick actions"),
                .deepLinkOpened(url: "https://vault.example/cards/7"),
                .commandIgnored(
                    command: "continue https://vault.example/cards/7", reason: "the app handles no universal links"),
            ])
    }

    private final class DefaultSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
    }

    // MARK: - The life cycle

    @Test func toTheBackgroundAndBackPassesThroughInactive() throws {
        let calls = Calls()
        let session = sceneSession(calls)
        try session.launch()
        calls.entries = []
        try session.moveApp(to: .background)
        try session.moveApp(to: .active)
        try session.moveApp(to: .inactive)
        try session.moveApp(to: .active)
        #expect(
            calls.entries == [
                "sceneWillResignActive",
                "notification scene willDeactivate",
                "notification app willResignActive",
                "sceneDidEnterBackground",
                "notification scene didEnterBackground",
                "notification app didEnterBackground",
                "sceneWillEnterForeground",
                "notification scene willEnterForeground",
                "notification app willEnterForeground",
                "sceneDidBecomeActive true",
                "notification scene didActivate",
                "notification app didBecomeActive",
                "sceneWillResignActive",
                "notification scene willDeactivate",
                "notification app willResignActive",
                "sceneDidBecomeActive true",
                "notification scene didActivate",
                "notification app didBecomeActive",
            ])
    }

    @Test func anAppWithoutScenesHearsOfItsLifeCycleFromItsDelegate() throws {
        let calls = Calls()
        let session = appSession(calls)
        try session.launch()
        calls.entries = []
        try session.moveApp(to: .background)
        try session.moveApp(to: .active)
        #expect(
            calls.entries == [
                "applicationWillResignActive",
                "notification app willResignActive",
                "applicationDidEnterBackground true",
                "notification app didEnterBackground",
                "applicationWillEnterForeground",
                "notification app willEnterForeground",
                "applicationDidBecomeActive",
                "notification app didBecomeActive",
            ])
    }

    @Test func anAppThatIsNotActiveTakesNoTouchesOrLinks() throws {
        let calls = Calls()
        let session = sceneSession(calls)
        try session.launch()
        try session.moveApp(to: .inactive)
        #expect(throws: SessionError.notActive(.inactive, .deepLinkOpened(url: "vault://cards/42"))) {
            try session.openURL("vault://cards/42")
        }
        #expect(throws: SessionError.alreadyInAppState(.inactive)) { try session.moveApp(to: .inactive) }
        #expect(session.availableInputs() == [])
    }
}
