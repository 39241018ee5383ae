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
    /// Handles a deep link; by default the app ignores it.
    func open(_ url: String, runtime: Runtime)
    /// The deep links a random walk may open.
    var sampleDeepLinks: [String] { get }
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
    public func open(_ url: String, runtime: Runtime) {
        runtime.ignore("open \(url)", because: "the app handles no deep links")
    }

    public var sampleDeepLinks: [String] { [] }

    public func sampleResponses(for service: String) -> [JSONValue] { [.null] }

    public var sampleTexts: [String: [String]] { [:] }

    public var invariants: [AppInvariant] { [] }
}
