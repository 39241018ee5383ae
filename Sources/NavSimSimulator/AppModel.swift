public import NavSimCore

/// An app model NavSim can run: the simulated `AppDelegate` of an example or of your app.
///
/// ```swift
/// final class MyApp: AppModel {
///     var window: Window?
///     var appCoordinator: AppCoordinator?
///     func didFinishLaunching(runtime: Runtime) {
///         let navigation = NavigationController(runtime: runtime)
///         appCoordinator = AppCoordinator(navigationController: navigation)
///         appCoordinator?.start()
///         window = Window(runtime: runtime)
///         window?.rootViewController = navigation
///     }
/// }
/// ```
@MainActor
public protocol AppModel: AnyObject {
    /// Builds the first screens, like `application(_:didFinishLaunchingWithOptions:)`.
    func didFinishLaunching(runtime: Runtime)
    /// Builds the first screens of an app the system launches with `link`; by default the
    /// app launches as usual and ignores the link.
    func didFinishLaunching(with link: AppLink, runtime: Runtime)
    /// Handles a deep link; by default the app ignores it.
    func open(_ url: String, runtime: Runtime)
    /// Handles the Home Screen quick action `type`; by default the app ignores it.
    func performShortcut(_ type: String, runtime: Runtime)
    /// Moves the app from `old` to `new` in its life cycle; by default nothing runs.
    func move(from old: AppState, to new: AppState, runtime: Runtime)
    /// The deep links a random walk may open.
    var sampleDeepLinks: [String] { get }
    /// The quick actions (their types) a random walk may choose.
    var sampleShortcuts: [String] { get }
    /// Whether a random walk or an explorer moves the app to the background and back and
    /// out of the active state (``NavigationEvent/appStateChanged(to:)``).
    var samplesAppStates: Bool { get }
    /// The answers a random walk may give to a request to `service`.
    func sampleResponses(for service: String) -> [JSONValue]
    /// The text walks and explorations type into a text field, by the field's control name
    /// (its accessibility identifier, else its placeholder), before its placeholder and the
    /// empty text: valid and invalid credentials, for a login form. By default none.
    var sampleTexts: [String: [String]] { get }
    /// The app's own rules, checked with NavSim's after every input; by default none.
    var invariants: [AppInvariant] { get }
}

extension AppModel {
    public func didFinishLaunching(with link: AppLink, runtime: Runtime) {
        didFinishLaunching(runtime: runtime)
        runtime.ignore("launch with \(link)", because: "the app handles no links at launch")
    }

    public func open(_ url: String, runtime: Runtime) {
        runtime.ignore("open \(url)", because: "the app handles no deep links")
    }

    public func performShortcut(_ type: String, runtime: Runtime) {
        runtime.ignore("quick action \(type)", because: "the app handles no quick actions")
    }

    public func move(from old: AppState, to new: AppState, runtime: Runtime) {}

    public var sampleDeepLinks: [String] { [] }

    public var sampleShortcuts: [String] { [] }

    public var samplesAppStates: Bool { false }

    public func sampleResponses(for service: String) -> [JSONValue] { [.null] }

    public var sampleTexts: [String: [String]] { [:] }

    public var invariants: [AppInvariant] { [] }
}
