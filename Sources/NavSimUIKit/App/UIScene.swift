import NavSimSimulator

/// A scene of the app; NavSim runs one.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The scene's delegate, held by the session.
    open var delegate: (any UISceneDelegate)?
    /// Where the scene stands in its life cycle.
    open internal(set) var activationState = ActivationState.unattached

    /// What a scene is connected with: the link the system launched the app with, if any.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The URLs to open: the custom-scheme link the app was launched with.
        public let urlContexts: Set<UIOpenURLContext>
        /// The activities to continue: the universal link the app was launched with.
        public let userActivities: Set<NSUserActivity>
        /// The quick action the app was launched with.
        public let shortcutItem: UIApplicationShortcutItem?

        init(link: UIKitLink?) {
            urlContexts = link?.urlContext.map { [$0] } ?? []
            userActivities = link?.userActivity.map { [$0] } ?? []
            shortcutItem = link?.shortcutItem
            super.init()
        }
    }

    /// A scene's place in its life cycle.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app yet.
        case unattached = -1
        /// On screen and taking events.
        case foregroundActive = 0
        /// On screen, taking no events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// A scene was connected to the app.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// A scene is about to come on screen.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// A scene is on screen and taking events.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// A scene is about to stop taking events.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// A scene went off screen.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// A scene that shows windows.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows.
    open var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.windowScene === self } }

    /// The scene's key window, if the key window is one of its windows.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
}

/// A scene's session: NavSim's one scene is an app window.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The scene's role: always ``Role/windowApplication`` in NavSim.
    open var role: UISceneSession.Role { .windowApplication }

    /// What a scene is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's main window.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
}

/// A scene's configuration, which an app delegate's
/// `application(_:configurationForConnecting:options:)` returns on iOS. NavSim never asks
/// for it: the scene delegate is the one `NavSimApp` names (`navsim init` finds it by its
/// conformance to `UIWindowSceneDelegate`).
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name in Info.plist.
    public let name: String?
    /// The role of the scenes it configures.
    public let role: UISceneSession.Role
    /// The scene delegate's class.
    open var delegateClass: AnyClass?
    /// The scene's class.
    open var sceneClass: AnyClass?
    /// The storyboard whose initial controller fills the window.
    open var storyboard: UIStoryboard?

    /// A configuration called `name` for scenes of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}

/// A URL the app is asked to open.
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    /// The URL.
    public let url: URL

    init(url: URL) {
        self.url = url
        super.init()
    }
}

/// A scene's delegate.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// Called when the scene is created at launch: build the window here, and follow the
    /// link the app was launched with (`connectionOptions`).
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Called for a deep link while the app runs.
    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)
    /// Called for a universal link while the app runs.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// The scene is about to stop taking events.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene went off screen.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The scene is about to come on screen.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene is on screen and taking events.
    func sceneDidBecomeActive(_ scene: UIScene)
}

/// A window scene's delegate: the `SceneDelegate` of an app with scenes.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's window.
    var window: UIWindow? { get set }
    /// Called for a quick action chosen while the app runs.
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}

    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        let urls = urlContexts.map(\.url.absoluteString).sorted().joined(separator: ", ")
        UIApplication.shared.runtime.ignore("open \(urls)", because: "the app handles no deep links")
    }

    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        let url = userActivity.webpageURL?.absoluteString ?? userActivity.activityType
        UIApplication.shared.runtime.ignore("continue \(url)", because: "the app handles no universal links")
    }

    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        UIApplication.shared.runtime.ignore(
            "quick action \(shortcutItem.type)", because: "the app handles no quick actions")
        completionHandler(false)
    }
}
