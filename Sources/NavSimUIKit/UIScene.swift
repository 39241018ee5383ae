import NavSimSimulator

/// A scene of the app; NavSim runs one.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The scene's delegate, held by the session.
    open var delegate: (any UISceneDelegate)?

    /// What a scene is connected with: the URLs it was opened with.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The URLs; NavSim launches with none.
        open var urlContexts: Set<UIOpenURLContext> { [] }
    }
}

/// A scene that shows windows.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows.
    open var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.windowScene === self } }
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
    /// Called when the scene is created at launch: build the window here.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Called for a deep link.
    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)
}

/// A window scene's delegate: the `SceneDelegate` of an app with scenes.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's window.
    var window: UIWindow? { get set }
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}

    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        let urls = urlContexts.map(\.url.absoluteString).sorted().joined(separator: ", ")
        UIApplication.shared.runtime.ignore("open \(urls)", because: "the app handles no deep links")
    }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
