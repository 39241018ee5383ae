import NavSimCombine
public import NavSimUIKit

/// An app declared in SwiftUI: `@main struct ShopApp: App { var body: some Scene { … } }`.
///
/// NavSim launches it as iOS does, through ``AppSceneDelegate``: it makes the app (its
/// `init` runs), connects its scene and shows the first ``WindowGroup``'s view in the
/// window, hosted by a ``UIHostingController``. The app's own `@State` and `@StateObject`
/// live as long as the app; a change of an object the app observes draws the window again.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

/// A part of an app's interface the system shows: on iPhone, a ``WindowGroup``'s window.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A scene NavSim shows itself.
@MainActor @preconcurrency
protocol PrimitiveScene: Scene where Body == Never {
    /// The view of the window the scene shows, if it shows one on iPhone.
    var windowContent: (any View)? { get }
}

extension PrimitiveScene {
    public var body: Never { fatalError("\(Self.self) is shown by NavSim, it has no body") }
}

extension Scene {
    /// The view of the first window this scene shows, looking through the scenes it is made of.
    var firstWindowContent: (any View)? {
        if let primitive = self as? any PrimitiveScene { return primitive.windowContent }
        guard Body.self != Never.self else { return nil }
        return body.firstWindowContent
    }
}

/// A scene of windows showing `content`: on iPhone, the app's one window.
public struct WindowGroup<Content: View>: PrimitiveScene {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) }
    public init(id: String, @ViewBuilder content: () -> Content) { self.init(content: content) }
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    var windowContent: (any View)? { content }
}

/// The scenes a ``SceneBuilder`` block lists: the first with a window is the app's window.
public struct TupleScene<T>: PrimitiveScene {
    let scenes: [any Scene]
    var windowContent: (any View)? { scenes.lazy.compactMap(\.firstWindowContent).first }
}

/// Builds an app's scenes from those a closure lists.
@resultBuilder
@MainActor
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<
        (repeat each Content)
    > {
        var scenes: [any Scene] = []
        for scene in repeat each content { scenes.append(scene) }
        return TupleScene(scenes: scenes)
    }
}

/// The view of an app's window: the first ``WindowGroup``'s content, drawn with the app's
/// own properties (`@StateObject`, `@State`, `@Environment`) given to it as a view's are,
/// so the app's `body` reads them as on iOS.
struct AppWindowContent<Application: App>: PrimitiveView, AppWindow {
    let app: Application
    let madeBody = AppBody()

    func draw(into views: inout [UIView]) {
        guard let content = madeBody.windowContent(of: app) else { return }
        Drawing.at("window") { content.drawn(into: &views) }
    }

    var appName: String { String(describing: Application.self) }
}

/// The view the app's `body` last made for its window, made again only when something the
/// app itself reads changes: its `@State`, an object it holds (`@StateObject`,
/// `@ObservedObject`) or an `@Observable` property its `body` read. SwiftUI evaluates a body
/// again only when that view's own dependencies change (Apple: "When the value changes,
/// SwiftUI updates the parts of the view hierarchy that depend on the value",
/// https://developer.apple.com/documentation/swiftui/state), so a view the app's body made
/// keeps the objects it was given while another object changes: a view model a coordinator
/// made in the body goes on showing what it loads.
@MainActor
final class AppBody {
    private var content: (any View)?
    private var madeContent = false
    private var subscriptions: [AnyCancellable] = []

    func windowContent(of app: some App) -> (any View)? {
        let changed: @Sendable () -> Void = { [weak self] in MainActor.assumeIsolated { self?.forget() } }
        let drawing = Drawing.current
        drawing?.install(into: app, changed: changed)
        guard !madeContent else { return content }
        var made: (any View)?
        // A later drawing that keeps what the body made reads none of it: the app's window
        // is updated from here.
        let update = drawing?.invalidate
        withObservationTracking {
            made = app.body.firstWindowContent
        } onChange: {
            changed()
            update?()
        }
        content = made
        madeContent = true
        subscriptions = Mirror(reflecting: app).children.compactMap { child in
            ((child.value as? any HoldsObject)?.heldObject as? any ObservableObject)?.sinkWillChange(changed)
        }
        return content
    }

    /// Forgets what the body made: the next drawing asks the app for it again.
    private func forget() {
        madeContent = false
        content = nil
        subscriptions = []
    }
}

/// The root view of an app's window, whichever the app.
@MainActor
protocol AppWindow {
    /// The app's type's name: what its window is called before it draws a view.
    var appName: String { get }
}

/// The scene delegate of an app declared in SwiftUI (``App``): NavSim launches
/// `@main struct ShopApp: App` with `NavSimApp(sceneDelegate: { AppSceneDelegate<ShopApp>() })`,
/// which `navsim init` writes.
///
/// As iOS does for such an app, it makes the app, and when the scene connects shows the
/// first ``WindowGroup``'s view in a window whose root view controller is a
/// ``UIHostingController``: its buttons are inputs named by their labels, and its sheets,
/// alerts and navigation are those of any hosted view. The screen is named after the first
/// view of the app's own the window draws (`LoginView` is `Login`), since an app's root
/// view shows one screen or another. A URL opened, at launch or while the app runs, goes
/// to the views' ``View/onOpenURL(perform:)`` actions.
public final class AppSceneDelegate<Application: App>: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?
    /// The app, made with its scene delegate: its properties live as long as the scene.
    private let app: Application
    private var host: UIHostingController<AppWindowContent<Application>>?

    public override init() {
        app = Application()
        super.init()
    }

    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        let host = UIHostingController(rootView: AppWindowContent(app: app))
        window.rootViewController = host
        self.host = host
        self.window = window
        window.makeKeyAndVisible()
        open(connectionOptions.urlContexts)
    }

    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        open(urlContexts)
    }

    /// Gives each URL, in order, to the window's `onOpenURL` actions.
    private func open(_ urlContexts: Set<UIOpenURLContext>) {
        guard let host else { return }
        for url in urlContexts.map(\.url).sorted(by: { $0.absoluteString < $1.absoluteString }) where !host.open(url) {
            host.runtime.ignore("open \(url.absoluteString)", because: "no view of the window has onOpenURL")
        }
    }
}

extension View {
    /// Runs `action` with each URL the app is asked to open while this view is in its window
    /// (an app declared in SwiftUI, ``AppSceneDelegate``), as iOS does.
    public func onOpenURL(perform action: @escaping @MainActor (URL) -> Void) -> OpenURLReceiver<Self> {
        OpenURLReceiver(content: self, action: action)
    }
}

/// A view that opens the URLs the app is asked to open.
public struct OpenURLReceiver<Content: View>: PrimitiveView, ModifiedView {
    let content: Content
    let action: @MainActor (URL) -> Void

    func draw(into views: inout [UIView]) {
        Drawing.current?.record(openingURLs: action)
        content.drawn(into: &views)
    }
}

/// The app delegate of an app declared in SwiftUI: `@UIApplicationDelegateAdaptor(AppDelegate.self)`.
///
/// NavSim makes the delegate before the app, as `NavSimApp(appDelegate:)` makes any app
/// delegate (`navsim init` declares it), and gives it its launch call; the adaptor then finds
/// it as the application's delegate. On iOS, SwiftUI makes it while it makes the app, just
/// before that call. An app launched with no delegate of this type stops here, naming it.
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
    public let wrappedValue: DelegateType

    @MainActor public init(_ delegateType: DelegateType.Type) {
        guard let delegate = UIApplication.shared.delegate as? DelegateType else {
            fatalError("@UIApplicationDelegateAdaptor needs NavSimApp(appDelegate: { \(DelegateType.self)() }, …)")
        }
        wrappedValue = delegate
    }
}
