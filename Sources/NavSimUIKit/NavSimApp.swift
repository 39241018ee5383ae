public import NavSimCore
public import NavSimSimulator

/// An app NavSim runs from its UIKit code: how to make its delegates, and what NavSim
/// needs that UIKit code does not say. Write it in a NavSim-only file:
///
/// ```swift
/// let app = NavSimApp(sceneDelegate: SceneDelegate.init, deepLinks: ["shop://item/7"])
/// ```
///
/// The session makes the delegates while it launches the app, as `UIApplicationMain`
/// does, so everything they make belongs to the session. Coordinators are found by
/// reflection over the objects the delegates, windows and view controllers hold (see
/// docs/uikit.md); `isCoordinator` decides which objects count, by default classes named
/// `…Coordinator`, `…Router`, `…Flow` or with a `childCoordinators` property.
@MainActor
public final class NavSimApp: AppModel, RuntimeObserver {
    /// Which objects are coordinators.
    public typealias CoordinatorPredicate = @MainActor (AnyObject) -> Bool

    private let makeAppDelegate: (@MainActor () -> any UIApplicationDelegate)?
    private let makeSceneDelegate: (@MainActor () -> any UIWindowSceneDelegate)?
    private let mainStoryboard: String?
    private let responses: [String: [JSONValue]]
    private let isCoordinator: CoordinatorPredicate?
    /// The deep links a random walk may open.
    public let sampleDeepLinks: [String]
    /// The text walks and explorations type into each text field, by its control name.
    public let sampleTexts: [String: [String]]
    /// The app's own rules, checked with NavSim's after every input.
    public let invariants: [AppInvariant]
    /// The URL schemes `UIApplication.canOpenURL(_:)` says no app opens (`canOpenURL` is
    /// `true` for every other URL).
    public let unopenableSchemes: Set<String>
    /// The running app, once launched.
    private(set) var application: UIApplication?
    private var appDelegate: (any UIApplicationDelegate)?
    private var scene: UIWindowScene?
    private var tracker: CoordinatorTracker?
    private weak var runtime: Runtime?
    /// The view controllers made since the last input ended, in the order they were made
    /// (``recordControllersKeptByCoordinators()``).
    var controllersMadeThisInput: [WeakReference] = []

    /// Describes an app by its delegates.
    ///
    /// - Parameters:
    ///   - appDelegate: Makes the app delegate; it gets `application(_:didFinishLaunchingWithOptions:)`.
    ///   - sceneDelegate: Makes the scene delegate of an app with scenes; it gets
    ///     `scene(_:willConnectTo:options:)` after the app delegate launched.
    ///   - storyboard: The storyboard Info.plist launches (`UIMainStoryboardFile`, or the
    ///     scene manifest's `UISceneStoryboardFile`): as UIKit does, a window showing its
    ///     initial controller is given to the scene delegate before
    ///     `scene(_:willConnectTo:options:)`, or to the app delegate before
    ///     `application(_:didFinishLaunchingWithOptions:)` in an app without scenes.
    ///   - deepLinks: The deep links a random walk may open.
    ///   - responses: The answers a random walk may give to each service's requests.
    ///   - texts: The text walks and explorations type into each text field, by the field's
    ///     accessibility identifier (else its placeholder), before its placeholder and `""`:
    ///     `["password": ["opensesame", "wrong"]]`.
    ///   - isCoordinator: Which objects are coordinators, if the default guesses wrong.
    ///   - invariants: The app's own rules, which a trace's states must keep (see ``AppInvariant``).
    ///   - unopenableSchemes: The URL schemes (`"mailto"`) that `UIApplication.canOpenURL(_:)`
    ///     says no app opens; every other URL can be opened.
    public init(
        appDelegate: (@MainActor () -> any UIApplicationDelegate)? = nil,
        sceneDelegate: (@MainActor () -> any UIWindowSceneDelegate)? = nil,
        storyboard: String? = nil,
        deepLinks: [String] = [],
        responses: [String: [JSONValue]] = [:],
        texts: [String: [String]] = [:],
        isCoordinator: CoordinatorPredicate? = nil,
        invariants: [AppInvariant] = [],
        unopenableSchemes: Set<String> = []
    ) {
        makeAppDelegate = appDelegate
        makeSceneDelegate = sceneDelegate
        mainStoryboard = storyboard
        sampleDeepLinks = deepLinks
        self.responses = responses
        sampleTexts = texts
        self.isCoordinator = isCoordinator
        self.invariants = invariants
        self.unopenableSchemes = Set(unopenableSchemes.map { $0.lowercased() })
    }

    // MARK: - AppModel

    public func didFinishLaunching(runtime: Runtime) {
        self.runtime = runtime
        runtime.observer = self
        tracker = CoordinatorTracker(runtime: runtime, isCoordinator: isCoordinator)
        let application = UIApplication(runtime: runtime)
        self.application = application
        if let makeAppDelegate {
            let delegate = makeAppDelegate()
            appDelegate = delegate
            application.delegate = delegate
            if makeSceneDelegate == nil, let window = storyboardWindow(in: nil) { delegate.window = window }
            _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
            appCodeRan()
        }
        if let makeSceneDelegate {
            let scene = UIWindowScene()
            self.scene = scene
            let delegate = makeSceneDelegate()
            scene.delegate = delegate
            if let window = storyboardWindow(in: scene) { delegate.window = window }
            delegate.scene(scene, willConnectTo: UISceneSession(), options: UIScene.ConnectionOptions())
        }
        tracker?.update(roots: roots, full: true)
    }

    /// A window showing the main storyboard's initial controller, if the app has one.
    private func storyboardWindow(in scene: UIWindowScene?) -> UIWindow? {
        guard let mainStoryboard else { return nil }
        let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow()
        window.rootViewController = UIStoryboard(name: mainStoryboard, bundle: nil).instantiateInitialViewController()
        window.makeKeyAndVisible()
        return window
    }

    public func open(_ url: String, runtime: Runtime) {
        guard let parsed = URL(string: url) else {
            return runtime.ignore("open \(url)", because: "it is not a URL")
        }
        if let scene, let delegate = scene.delegate {
            delegate.scene(scene, openURLContexts: [UIOpenURLContext(url: parsed)])
        } else if let application, let appDelegate {
            _ = appDelegate.application(application, open: parsed, options: [:])
        } else {
            runtime.ignore("open \(url)", because: "the app handles no deep links")
        }
    }

    public func sampleResponses(for service: String) -> [JSONValue] {
        responses[service] ?? (service == UIApplication.openURLService ? [true, false] : [.null])
    }

    // MARK: - RuntimeObserver

    package func appCodeRan() {
        tracker?.update(roots: roots, full: false)
    }

    package func inputEnded() {
        // Controllers the run loop let go may have been all that kept a coordinator alive
        // (a closure of its screen's): its death belongs to this input.
        appCodeRan()
        recordControllersKeptByCoordinators()
        tracker?.findOwners()
        recordViewModelStates()
    }

    package func owner(of controller: AnyObject) -> CoordinatorID? {
        tracker?.owner(of: controller, skip: { $0 is UIViewController || $0 is UIView })
    }

    /// The id of `coordinator`, looking again at the app's objects first.
    func coordinatorID(of coordinator: AnyObject) -> CoordinatorID? {
        appCodeRan()
        return tracker?.id(of: coordinator)
    }

    /// What the app's objects hang from: the delegates, the windows, the live controllers.
    private var roots: [AnyObject] {
        var roots: [AnyObject] = []
        if let appDelegate { roots.append(appDelegate) }
        if let sceneDelegate = scene?.delegate { roots.append(sceneDelegate) }
        if let runtime {
            roots += runtime.windows
            runtime.appendLiveControllers(to: &roots)
        }
        return roots
    }

    /// Records the ViewModel state of each screen that changed during the input: those in
    /// view in their order, then the others alive (a List under its Details still
    /// changes when the app updates it) by id.
    private func recordViewModelStates() {
        guard let runtime else { return }
        let inView = runtime.state.screensInView
        let shown = Set(inView)
        let hidden = runtime.state.screens.keys.filter { !shown.contains($0) }.sorted()
        for id in inView + hidden {
            guard let controller = runtime.screen(id) as? UIViewController else { continue }
            let state = controller.recordedState
            if runtime.state.screens[id]?.state != state {
                runtime.emit(.viewModelStateChanged(id, state: state))
            }
        }
    }
}
