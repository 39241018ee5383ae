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

    /// The windows, oldest first.
    open var windows: [UIWindow] { runtime.windows.compactMap { $0 as? UIWindow } }

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

    /// Keys of the launch options; NavSim launches with none.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was launched with.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
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
}
