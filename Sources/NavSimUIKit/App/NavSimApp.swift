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
/// `…Coordinator` or `…Flow`, with a `childCoordinators` property, conforming to an app
/// protocol named `…Coordinator`, `…Coordinating` or `…Flow`, or named `…Router` with
/// children of their own (a router without is its coordinator's helper).
@MainActor
public final class NavSimApp: AppModel, RuntimeObserver {
    /// Which objects are coordinators, decided per class (asked of one object of each).
    public typealias CoordinatorPredicate = @MainActor (AnyObject) -> Bool

    private let makeAppDelegate: (@MainActor () -> any UIApplicationDelegate)?
    private let makeSceneDelegate: (@MainActor () -> any UIWindowSceneDelegate)?
    private let mainStoryboard: String?
    private let responses: [String: [JSONValue]]
    private let isCoordinator: CoordinatorPredicate?
    /// The deep links a random walk may open (an `https` one is a universal link).
    public let sampleDeepLinks: [String]
    /// The text walks and explorations type into each text field, by its control name.
    public let sampleTexts: [String: [String]]
    /// The quick actions (their types) a random walk may choose.
    public let sampleShortcuts: [String]
    /// Whether a random walk or an explorer moves the app to the background and back.
    public let samplesAppStates: Bool
    /// The app's own rules, checked with NavSim's after every input.
    public let invariants: [AppInvariant]
    /// The URL schemes `UIApplication.canOpenURL(_:)` says no app opens (`canOpenURL` is
    /// `true` for every other URL).
    public let unopenableSchemes: Set<String>
    /// The width's size class the app runs in: `.compact`, an iPhone, unless the app
    /// declares `.regular`, an iPad in full screen, where a split view controller is
    /// expanded (``UISplitViewController``).
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The running app, once launched.
    private(set) var application: UIApplication?
    private var appDelegate: (any UIApplicationDelegate)?
    private var scene: UIWindowScene?
    /// The app's scene, once connected (``UIApplication/connectedScenes``).
    var connectedScene: UIWindowScene? { scene }
    /// The main storyboard's window when the app's delegate declares no `window` to hold
    /// it (Apple requires one); NavSim keeps it on screen then (an inference).
    private var unheldStoryboardWindow: UIWindow?
    /// Where the app stands in its life cycle, as a scene's state: unattached until launched.
    private var activation = UIScene.ActivationState.unattached
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
    ///   - deepLinks: The deep links a random walk may open; an `http` or `https` URL is a
    ///     universal link, continued as an `NSUserActivity` (docs/uikit.md, "Launch and links").
    ///   - shortcuts: The types of the Home Screen quick actions a random walk may choose.
    ///   - lifecycle: Whether a random walk or an explorer also moves the app out of the
    ///     active state and to the background and back (privacy screens, re-authentication).
    ///   - responses: The answers a random walk may give to each service's requests.
    ///   - texts: The text walks and explorations type into each text field, by the field's
    ///     accessibility identifier (else its placeholder), before its placeholder and `""`:
    ///     `["password": ["opensesame", "wrong"]]`.
    ///   - isCoordinator: Which objects are coordinators, if the default guesses wrong: asked
    ///     once per class, of the first object of it the tracker meets.
    ///   - invariants: The app's own rules, which a trace's states must keep (see `AppInvariant`).
    ///   - unopenableSchemes: The URL schemes (`"mailto"`) that `UIApplication.canOpenURL(_:)`
    ///     says no app opens; every other URL can be opened.
    ///   - horizontalSizeClass: `.regular` runs the app as on an iPad in full screen (its
    ///     split view controllers expanded); any other value, as on an iPhone.
    public init(
        appDelegate: (@MainActor () -> any UIApplicationDelegate)? = nil,
        sceneDelegate: (@MainActor () -> any UIWindowSceneDelegate)? = nil,
        storyboard: String? = nil,
        deepLinks: [String] = [],
        shortcuts: [String] = [],
        lifecycle: Bool = false,
        responses: [String: [JSONValue]] = [:],
        texts: [String: [String]] = [:],
        isCoordinator: CoordinatorPredicate? = nil,
        invariants: [AppInvariant] = [],
        unopenableSchemes: Set<String> = [],
        horizontalSizeClass: UIUserInterfaceSizeClass = .compact
    ) {
        makeAppDelegate = appDelegate
        makeSceneDelegate = sceneDelegate
        mainStoryboard = storyboard
        sampleDeepLinks = deepLinks
        sampleShortcuts = shortcuts
        samplesAppStates = lifecycle
        self.responses = responses
        sampleTexts = texts
        self.isCoordinator = isCoordinator
        self.invariants = invariants
        self.unopenableSchemes = Set(unopenableSchemes.map { $0.lowercased() })
        self.horizontalSizeClass = horizontalSizeClass == .regular ? .regular : .compact
    }

    // MARK: - AppModel

    public func didFinishLaunching(runtime: Runtime) {
        launch(with: nil, runtime: runtime)
    }

    public func didFinishLaunching(with link: AppLink, runtime: Runtime) {
        guard let uikitLink = UIKitLink(link) else {
            launch(with: nil, runtime: runtime)
            return runtime.ignore("launch with \(link)", because: "it is not a URL")
        }
        launch(with: uikitLink, runtime: runtime)
    }

    /// Launches the app as UIKit does, with `link` if the system launched it with one: the
    /// app delegate's `application(_:didFinishLaunchingWithOptions:)` (with the link in its
    /// options in an app without scenes, which then gets the link's own call if that returned
    /// `true`), the scene delegate's `scene(_:willConnectTo:options:)` with the link in its
    /// connection options, then the moves to the foreground and the active state.
    private func launch(with link: UIKitLink?, runtime: Runtime) {
        self.runtime = runtime
        runtime.observer = self
        tracker = CoordinatorTracker(runtime: runtime, isCoordinator: isCoordinator)
        let application = UIApplication(runtime: runtime)
        self.application = application
        if let makeAppDelegate {
            let delegate = makeAppDelegate()
            appDelegate = delegate
            application.delegate = delegate
            let storyboard =
                makeSceneDelegate == nil
                ? storyboardWindow(in: nil) {
                    delegate.window = $0
                    return delegate.window
                } : nil
            let options = makeSceneDelegate == nil ? link?.launchOptions : nil
            let followsLink = delegate.application(application, didFinishLaunchingWithOptions: options)
            (storyboard?.object as? UIWindow)?.makeKeyAndVisible()
            appCodeRan()
            NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: application)
            if makeSceneDelegate == nil, followsLink, let link { deliver(link) }
        }
        if let makeSceneDelegate {
            let scene = UIWindowScene()
            self.scene = scene
            let delegate = makeSceneDelegate()
            scene.delegate = delegate
            let storyboard = storyboardWindow(in: scene) {
                delegate.window = $0
                return delegate.window
            }
            delegate.scene(scene, willConnectTo: UISceneSession(), options: UIScene.ConnectionOptions(link: link))
            (storyboard?.object as? UIWindow)?.makeKeyAndVisible()
            NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        }
        // An app without scenes is told only that it became active; a scene comes to the
        // foreground first (docs/uikit.md, "The app's life cycle").
        for state in scene == nil ? [AppState.active] : [.inactive, .active] { enter(state) }
        updateTracker(full: true)
    }

    /// Makes a window holding the main storyboard's initial controller, if the app has one,
    /// and gives it to the delegate before the launch call, as UIKit does: `give` stores it
    /// in the delegate's `window` and returns what that holds then. UIKit shows the window
    /// after the launch call; it lives while the app holds it, hence the weak reference.
    private func storyboardWindow(in scene: UIWindowScene?, give: (UIWindow) -> UIWindow?) -> WeakReference? {
        guard let mainStoryboard else { return nil }
        let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow()
        window.rootViewController = UIStoryboard(name: mainStoryboard, bundle: nil).instantiateInitialViewController()
        if give(window) !== window { unheldStoryboardWindow = window }
        return WeakReference(window)
    }

    public func open(_ url: String, runtime: Runtime) {
        guard let link = UIKitLink(.url(url)) else {
            return runtime.ignore("open \(url)", because: "it is not a URL")
        }
        deliver(link)
    }

    public func performShortcut(_ type: String, runtime: Runtime) {
        UIKitLink(.shortcut(type: type)).map(deliver)
    }

    /// Hands the running app `link` with the call UIKit makes for it: the scene delegate's
    /// when the app has scenes, the app delegate's otherwise.
    private func deliver(_ link: UIKitLink) {
        let sceneDelegate = scene?.delegate
        if let scene, let sceneDelegate {
            if let context = link.urlContext { sceneDelegate.scene(scene, openURLContexts: [context]) }
            if let activity = link.userActivity { sceneDelegate.scene(scene, continue: activity) }
            if let item = link.shortcutItem {
                if let windowSceneDelegate = sceneDelegate as? any UIWindowSceneDelegate {
                    windowSceneDelegate.windowScene(scene, performActionFor: item) { _ in }
                }
            }
        } else if let application, let appDelegate {
            if let context = link.urlContext {
                _ = appDelegate.application(application, open: context.url, options: [:])
            }
            if let activity = link.userActivity {
                _ = appDelegate.application(application, continue: activity) { _ in }
            }
            if let item = link.shortcutItem { appDelegate.application(application, performActionFor: item) { _ in } }
        } else {
            runtime?.ignore("open a link", because: "the app has no delegate")
        }
    }

    public func move(from old: AppState, to new: AppState, runtime: Runtime) {
        for state in old.path(to: new) { enter(state) }
    }

    /// Tells the app it entered `state`: the scene delegate's call (or, in an app without
    /// scenes, the app delegate's), then the scene's notification, then the application's,
    /// in the order of docs/uikit.md, "The app's life cycle".
    private func enter(_ state: AppState) {
        guard let application else { return }
        let (sceneCall, appCall, sceneNote, appNote) = Self.calls(entering: state, from: activation)
        activation = Self.activation(state)
        if let scene {
            scene.activationState = activation
            if let delegate = scene.delegate { sceneCall(delegate, scene) }
            NotificationCenter.default.post(name: sceneNote, object: scene)
        } else if let appDelegate {
            appCall(appDelegate, application)
        }
        NotificationCenter.default.post(name: appNote, object: application)
        appCodeRan()
    }

    private static func activation(_ state: AppState) -> UIScene.ActivationState {
        switch state {
        case .active: .foregroundActive
        case .inactive: .foregroundInactive
        case .background: .background
        }
    }

    /// The calls and notifications of entering `state` from a scene's `previous` state:
    /// `inactive` is left for the active state or the background, and entered from either.
    private static func calls(entering state: AppState, from previous: UIScene.ActivationState) -> (
        scene: (any UISceneDelegate, UIScene) -> Void, app: (any UIApplicationDelegate, UIApplication) -> Void,
        sceneNotification: Notification.Name, appNotification: Notification.Name
    ) {
        switch state {
        case .active:
            (
                { $0.sceneDidBecomeActive($1) }, { $0.applicationDidBecomeActive($1) }, UIScene.didActivateNotification,
                UIApplication.didBecomeActiveNotification
            )
        case .background:
            (
                { $0.sceneDidEnterBackground($1) }, { $0.applicationDidEnterBackground($1) },
                UIScene.didEnterBackgroundNotification, UIApplication.didEnterBackgroundNotification
            )
        case .inactive where previous == .foregroundActive:
            (
                { $0.sceneWillResignActive($1) }, { $0.applicationWillResignActive($1) },
                UIScene.willDeactivateNotification, UIApplication.willResignActiveNotification
            )
        case .inactive:
            (
                { $0.sceneWillEnterForeground($1) }, { $0.applicationWillEnterForeground($1) },
                UIScene.willEnterForegroundNotification, UIApplication.willEnterForegroundNotification
            )
        }
    }

    public func sampleResponses(for service: String) -> [JSONValue] {
        responses[service] ?? (service == UIApplication.openURLService ? [true, false] : [.null])
    }

    // MARK: - RuntimeObserver

    package func appCodeRan() {
        updateTracker(full: false)
    }

    /// Brings the tracked coordinator tree up to date with what hangs from the roots
    /// (``appendRoots(to:)``), which change with the runtime's registrations and the delegates.
    /// A replay skips the looks its first run learnt nothing at (``TrackerLooks``).
    private func updateTracker(full: Bool) {
        guard let tracker, let runtime else { return }
        let action = runtime.trackerLooks.nextAction()
        guard action != .skip else { return runtime.trackerLooks.looked(.skip, walked: false, changedKnowledge: false) }
        let (step, walks, holdings) = (runtime.state.step, tracker.walks, tracker.holdingsChanges)
        let version = CoordinatorTracker.RootsVersion(
            registrations: runtime.registrationChanges, unregistered: appDelegate, scene?.delegate,
            associations: AssociatedObjects.shared.changes(in: runtime.session))
        tracker.update(
            full: full || action == .walk, keepingFingerprintsOnly: action == .keepFingerprints, rootsVersion: version,
            listRoots: appendRoots)
        runtime.trackerLooks.looked(
            action, walked: tracker.walks != walks,
            changedKnowledge: runtime.state.step != step || tracker.holdingsChanges != holdings)
    }

    package func inputEnded() {
        // Controllers the run loop let go may have been all that kept a coordinator alive
        // (a closure of its screen's, or a value associated with it): its death belongs to
        // this input.
        AssociatedObjects.shared.releaseValuesOfGoneObjects()
        appCodeRan()
        recordControllersKeptByCoordinators()
        tracker?.findOwners(skip: passesBy)
        if runtime?.recordsEachInputsEnd != false { recordViewModelStates() }
    }

    package func owner(of controller: AnyObject) -> CoordinatorID? {
        tracker?.owner(ofRecorded: controller, skip: passesBy)
    }

    package func recordedWithoutOwner(_ screen: ScreenID) {
        tracker?.recordedWithoutOwner(screen)
    }

    package func trackedCoordinator(_ object: AnyObject) -> CoordinatorID? {
        tracker?.id(of: object)
    }

    /// Whether an owner search passes `object` by: a controller or a view is never a screen's
    /// coordinator, nor the way to it; nor is the app's or the scene's delegate, the top of
    /// the app, whose flows are not the owners of a controller that points back at it (a
    /// split view controller whose delegate is the scene delegate).
    private func passesBy(_ object: AnyObject) -> Bool {
        object is UIViewController || object is UIView || object === appDelegate || object === scene?.delegate
    }

    /// The id of `coordinator`, looking again at the app's objects first.
    func coordinatorID(of coordinator: AnyObject) -> CoordinatorID? {
        appCodeRan()
        return tracker?.id(of: coordinator)
    }

    /// Appends what the app's objects hang from to `roots`: the delegates, the windows, the
    /// live controllers, and the objects values associated with the app's objects hold.
    private func appendRoots(to roots: inout [AnyObject]) {
        // Made room for once: growing it cost as much as filling it.
        roots.reserveCapacity(roots.count + 2 + (runtime?.liveObjectCapacity ?? 0))
        if let appDelegate { roots.append(appDelegate) }
        if let sceneDelegate = scene?.delegate { roots.append(sceneDelegate) }
        if let runtime {
            runtime.appendLiveWindows(to: &roots)
            runtime.appendLiveControllers(to: &roots)
            AssociatedObjects.shared.appendHeldObjects(in: runtime.session, to: &roots)
        }
    }

    /// Records the ViewModel state of each screen that changed, or that the app set, during
    /// the input: those in
    /// view in their order, then the others alive (a List under its Details still
    /// changes when the app updates it) by id.
    package func recordViewModelStates() {
        guard let runtime else { return }
        let inView = runtime.state.screensInView
        // A few screens are in view: a search of them costs less than a set's hashing.
        let hidden = runtime.state.screens.keys.filter { !inView.contains($0) }.sorted()
        for id in inView + hidden {
            guard let controller = runtime.screen(id) as? UIViewController else { continue }
            let state = controller.recordedState
            // A state the app set to the value it had is recorded too: its code reacted.
            let wasSet =
                ClassConformances.isDrawnOnDemand(controller)
                && (controller as? any DrawnOnDemand)?.takeStateSet() == true
            if wasSet || runtime.state.screens[id]?.state != state {
                runtime.emit(.viewModelStateChanged(id, state: state))
            }
        }
    }
}
