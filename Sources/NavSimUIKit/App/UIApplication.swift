import NavSimSimulator

/// The running app: its delegate and windows. `UIApplication.shared` is the app of the
/// session that is launching or answering an input.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app's delegate, held by the session.
    open weak var delegate: (any UIApplicationDelegate)?
    let runtime: Runtime
    /// The first responder, if any (UIResponder+FirstResponder.swift).
    weak var firstResponder: UIResponder?

    init(runtime: Runtime) {
        self.runtime = runtime
        super.init()
    }

    /// The app of the current session.
    ///
    /// There is none outside a session: that stops the program with a clear message, as
    /// every NavSimUIKit object made outside a session does.
    public static var shared: UIApplication {
        guard let app = Runtime.forNewObject.observer as? NavSimApp, let application = app.application else {
            fatalError("UIApplication.shared was used outside a NavSim session")
        }
        return application
    }

    /// The windows the app keeps alive, shown or not, from back to front: by `windowLevel`,
    /// then in the order they were shown or made key and visible, so the last is in front.
    open var windows: [UIWindow] { UIWindow.backToFront(runtime.windows.compactMap { $0 as? UIWindow }) }

    /// The scenes connected to the app: NavSim's one scene once the app launched with a
    /// scene delegate, else none.
    open var connectedScenes: Set<UIScene> {
        guard let scene = (runtime.observer as? NavSimApp)?.connectedScene else { return [] }
        return [scene]
    }

    /// The window most recently made key, while it lives (deprecated in iOS 13, still used).
    open var keyWindow: UIWindow? { runtime.keyWindow as? UIWindow }

    /// Sends `action` to `target`, or, when `target` is `nil`, to the first responder and up
    /// the responder chain until one has the method, as Apple documents; the common way to
    /// end editing from anywhere is
    /// `sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)`.
    ///
    /// - Returns: Whether a responder had the method (`false` with no first responder).
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            action.perform(on: target as AnyObject, sender: sender, event: event)
            return true
        }
        guard let first = firstResponder else { return false }
        return action.performThroughResponderChain(from: first, sender: sender, event: event)
    }

    /// Asks for a device token: NavSim has no push service, so the app delegate's
    /// `didRegisterForRemoteNotificationsWithDeviceToken` is never called.
    open func registerForRemoteNotifications() {}

    /// Gives up the device token: nothing to give up in NavSim.
    open func unregisterForRemoteNotifications() {}

    /// Whether the app has a device token: never in NavSim.
    open var isRegisteredForRemoteNotifications: Bool { false }

    /// Where the app stands in its life cycle (`NavigationEvent.appStateChanged(to:)`).
    open var applicationState: State {
        switch runtime.state.appState {
        case .active: .active
        case .inactive: .inactive
        case .background: .background
        }
    }

    /// The app's place in its life cycle.
    public enum State: Int, Sendable {
        /// In front, taking events.
        case active
        /// In front, taking no events.
        case inactive
        /// Off screen.
        case background
    }

    /// The app finished launching.
    public static let didFinishLaunchingNotification = Notification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    /// The app is active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// The app is about to stop being active.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// The app went to the background.
    public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// The app is about to leave the background.
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")

    /// Keys of the launch options: the link the app was launched with, for an app without
    /// scenes (an app with scenes finds it in `UIScene.ConnectionOptions`).
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was launched with.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The type of the activity (a universal link) the app was launched to continue.
        public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
        /// The activity the app was launched to continue, in a dictionary.
        public static let userActivityDictionary = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        /// The quick action the app was launched with.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// The remote notification the app was launched to show; NavSim launches with none.
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }

    /// Keys of the options that come with a URL to open.
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The bundle id of the app that asked to open the URL.
        public static let sourceApplication = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    }
}

/// The app delegate: builds the first screens at launch and opens deep links.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app's window, for apps without scenes.
    var window: UIWindow? { get set }
    /// Called once at launch.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Called for a deep link when the app has no scene delegate.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// Called for a universal link when the app has no scene delegate.
    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool
    /// Called for a quick action when the app has no scene delegate.
    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
    /// The app is about to stop being active (an app without scenes).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background (an app without scenes).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to leave the background (an app without scenes).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is active (an app without scenes).
    func applicationDidBecomeActive(_ application: UIApplication)
}

/// What a continued activity may restore: the objects `restorationHandler` is given.
@MainActor
public protocol UIUserActivityRestoring: NSObjectProtocol {
    /// Restores the activity's state.
    func restoreUserActivityState(_ activity: NSUserActivity)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any])
        -> Bool
    {
        app.runtime.ignore("open \(url.absoluteString)", because: "the app handles no deep links")
        return false
    }

    public func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        let url = userActivity.webpageURL?.absoluteString ?? userActivity.activityType
        application.runtime.ignore("continue \(url)", because: "the app handles no universal links")
        return false
    }

    public func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        application.runtime.ignore("quick action \(shortcutItem.type)", because: "the app handles no quick actions")
        completionHandler(false)
    }

    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
}
