import NavSimCombine
public import NavSimCore
import NavSimSimulator
public import NavSimUIKit

/// A view controller showing a SwiftUI view, as UIKit apps put SwiftUI screens in their
/// navigation stacks: `UIHostingController(rootView: HomeView(viewModel: viewModel))`.
///
/// Its view is the root view drawn as UIKit views (``View``), drawn again each time NavSim
/// looks at its controls, so a button the view model's state shows or hides is offered
/// exactly when the body shows it. Its screen is named after the root view's type
/// (`HomeView` is `Home`), and its ViewModel state is that of the root view's property
/// named `viewModel`, else of the first whose type's name ends in `ViewModel`, `VM`,
/// `Store` or `State`, through `@ObservedObject`, `@StateObject` and `@EnvironmentObject`,
/// else of the first object it observes through one of those, whatever its name.
///
/// It runs its views' lifecycle actions as its view appears and disappears and as updates
/// draw views or stop drawing them, presents the sheets, covers and alerts they ask for, and
/// gives them the environment (docs/uikit.md, "SwiftUI screens in a UIKit flow").
open class UIHostingController<Content: View>: UIViewController, NavSimNamed, NavSimStateProviding, DrawnOnDemand,
    Updatable
{
    /// The view shown; setting it updates the view.
    public var rootView: Content {
        didSet { update() }
    }

    /// The environment of the view that presented or pushed this controller, which its views
    /// read (SwiftUI passes it on to a sheet and a navigation destination).
    var inheritedEnvironment: EnvironmentValues?
    /// What to tell the view that presented this controller once it is dismissed.
    var whenDismissed: (@MainActor () -> Void)?

    /// The last drawing of the view.
    private var drawing: Drawing?
    /// The `@State` of the views drawn.
    private let states = ViewStates()
    /// The lifecycle actions of the views shown.
    private let appearances = Appearances()
    /// The values the shown views watch with `onChange`.
    private let changes = ChangeWatch()
    /// The subscriptions of the shown views' `onReceive`.
    private let receptions = Receptions()
    /// Whether the view is in view, from `viewWillAppear` to `viewDidDisappear`: its views
    /// appear and disappear with it.
    private var isShown = false
    /// Whether the view has appeared and is not disappearing: it may present.
    private var canPresent = false
    /// What a view of this controller's presents, and how to tell it that it ended.
    private var presentation: (path: [AnyHashable], controller: UIViewController, ended: @MainActor () -> Void)?
    /// The controllers shown for the values of the `NavigationStack(path:)` the view draws,
    /// in the path's order; the navigation controller holds them.
    private var pathControllers: [WeakReference] = []
    /// Whether the view has appeared once: a path is followed from then on.
    private var hasAppeared = false
    /// What to tell the stack whose path value this controller shows once it is popped.
    var whenPopped: (@MainActor () -> Void)?
    /// The observed objects' subscriptions: a change updates the view.
    private var subscriptions: [(object: AnyObject, subscription: AnyCancellable)] = []
    /// Whether app code set a state the view reads since ``takeStateSet()`` last looked.
    private var stateWasSet = false

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// A hosting controller whose views read `environment`, passed on by the view that
    /// shows it.
    convenience init(rootView: Content, environment: EnvironmentValues) {
        self.init(rootView: rootView)
        inheritedEnvironment = environment
    }

    /// A hosting controller from a storyboard needs its root view: `nil`, as UIKit's
    /// `init?(coder:)` is without one.
    public required init?(coder: NSCoder) { nil }

    open override func loadView() {
        view = UIView()
        drawAgain()
    }

    func updateAfterStateSet() {
        stateWasSet = true
        update()
    }

    package func takeStateSet() -> Bool {
        defer { stateWasSet = false }
        return stateWasSet
    }

    package func drawAgain() {
        guard let view = viewIfLoaded else { return }
        var environment = inheritedEnvironment ?? EnvironmentValues()
        environment.dismiss = DismissAction(controller: self)
        if environment.destinations == nil { environment.destinations = NavigationDestinations() }
        let invalidate = Self.invalidation(of: self)
        let drawing = Drawing(host: self, states: states, environment: environment, invalidate: invalidate)
        var drawn: [UIView] = []
        // A change of an `@Observable` property the drawing read draws the view again, as a
        // change of an observed object does.
        withObservationTracking {
            states.drawing { drawing.draw { rootView.drawn(into: &drawn) } }
        } onChange: {
            invalidate()
        }
        for subview in view.subviews { subview.removeFromSuperview() }
        for view in drawn { self.view.addSubview(view) }
        if let title = drawing.title, navigationItem.title != title { navigationItem.title = title }
        if let refuses = drawing.refusesInteractiveDismissal { isModalInPresentation = refuses }
        subscriptions = drawing.observedObjects.map { object in
            subscriptions.first { $0.object === object }
                ?? (object, (object as? any ObservableObject)?.sinkWillChange(invalidate) ?? AnyCancellable {})
        }
        self.drawing = drawing
    }

    /// Runs the `onOpenURL` actions of the views shown with `url`, in drawing order; `false`
    /// when none has one.
    func open(_ url: URL) -> Bool {
        loadViewIfNeeded()
        guard let openers = drawing?.urlOpeners, !openers.isEmpty else { return false }
        for open in openers { open(url) }
        return true
    }

    // MARK: - Updates

    /// Draws the view again and, as SwiftUI does after a change of state, runs the actions of
    /// the views that appeared or disappeared and presents or dismisses what the views ask
    /// for. A change of `@State` or of an observed object asks for it in a task of its own, as
    /// SwiftUI updates the view at the end of the run loop's turn.
    func update() {
        guard isViewLoaded else { return }
        drawAgain()
        guard let drawing else { return }
        if isShown {
            // Subscribed first: an appearing view's action may make this view disappear at once,
            // which cancels them.
            receptions.update(to: drawing.receivers)
            appearances.update(to: drawing.lifecycles)
            changes.update(to: drawing.changes)
        }
        if canPresent { updatePresentation(to: drawing.presentations) }
        if hasAppeared, let stack = drawing.navigationStack { follow(stack.path, environment: stack.environment) }
    }

    /// Pushes a destination for each value the path gained and pops those it lost, as
    /// SwiftUI's stack does when its path changes. A value whose type has no destination
    /// declared, and the values after it, show nothing.
    private func follow(_ path: Binding<[AnyHashable]>, environment: EnvironmentValues) {
        guard let navigation = navigationController else { return }
        let values = path.wrappedValue
        pathControllers = pathControllers.filter { $0.object != nil }
        if values.count < pathControllers.count {
            let top = values.isEmpty ? self : pathControllers[values.count - 1].object as? UIViewController
            pathControllers.removeLast(pathControllers.count - values.count)
            if let top { navigation.popToViewController(top, animated: true) }
            return
        }
        for (index, value) in values.enumerated().dropFirst(pathControllers.count) {
            guard let controller = environment.destinations?.controller(for: value, environment: environment) else {
                return
            }
            (controller as? any PathShowing)?.whenPopped = { [weak self] in self?.pathEntryPopped(at: index) }
            pathControllers.append(WeakReference(controller))
            navigation.pushViewController(controller, animated: true)
        }
    }

    /// The controller showing the path's value at `index` was popped by the user: the path
    /// loses it and the values after it.
    private func pathEntryPopped(at index: Int) {
        guard index < pathControllers.count else { return }
        pathControllers.removeLast(pathControllers.count - index)
        guard let path = drawing?.navigationStack?.path, path.wrappedValue.count > index else { return }
        path.wrappedValue.removeLast(path.wrappedValue.count - index)
    }

    /// Dismisses what a view presents when it no longer asks for it, else presents the first
    /// presentation asked for when nothing is presented.
    private func updatePresentation(to drawn: [DrawnPresentation]) {
        if let current = presentation {
            guard drawn.first(where: { $0.path == current.path })?.presentation.isPresented != true else { return }
            presentation = nil
            current.controller.presentingViewController?.dismiss(animated: true)
            current.ended()
            return
        }
        guard presentedViewController == nil, let asked = drawn.first(where: \.presentation.isPresented) else { return }
        let path = asked.path
        let ended: @MainActor () -> Void = { [weak self] in self?.presentationEnded(at: path) }
        guard let controller = asked.presentation.make(asked.environment, ended) else { return }
        presentation = (path, controller, asked.presentation.ended)
        present(controller, animated: true)
    }

    /// The presentation the view at `path` asked for is over: its binding is set back.
    private func presentationEnded(at path: [AnyHashable]) {
        guard let current = presentation, current.path == path else { return }
        presentation = nil
        current.ended()
    }

    // MARK: - Lifecycle

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        isShown = true
        update()
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        canPresent = true
        hasAppeared = true
        update()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        canPresent = false
    }

    /// Runs the shown views' `onDisappear`; when this controller was presented by a view and
    /// is now dismissed, tells that view.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        isShown = false
        appearances.disappearAll()
        receptions.cancelAll()
        if let whenPopped, navigationController?.viewControllers.contains(self) != true {
            self.whenPopped = nil
            whenPopped()
        }
        if let whenDismissed, presentingViewController == nil || (navigationController ?? self).isBeingDismissed {
            self.whenDismissed = nil
            whenDismissed()
        }
    }

    /// The root view's name without its `View` suffix; a root view given modifiers
    /// (`HomeView().environmentObject(settings)`) is named after the view they modify.
    /// An app's window (``AppSceneDelegate``) is named after the app (`HearMeApp`): it keeps its
    /// name while its root view shows one view or another, which its state names.
    public var navSimName: String {
        if let window = rootView as? any AppWindow { return window.appName }
        var type: any View.Type = Content.self
        while let modified = type as? any ModifiedView.Type { type = modified.contentType }
        return Self.name(of: type)
    }

    /// A view type's name without its generic arguments and its `View` suffix (`HomeView` is `Home`).
    private static func name(of type: any View.Type) -> String {
        let name = String(String(describing: type).prefix { $0 != "<" })
        return name.hasSuffix("View") && name.count > 4 ? String(name.dropLast(4)) : name
    }

    /// The root view's ViewModel state, with the views' own `@State` values under `@State`
    /// when they keep any (``ViewStates/record(_:reading:)``): a tap that only changes what a view
    /// keeps (a section it opens) changes the screen's state, as it changes what it shows. An
    /// app's window adds, under `@View`, the name of the first view of the app's own it draws:
    /// the screen it shows.
    public var navSimState: JSONValue {
        var added: [String: JSONValue] = [:]
        if let viewState { added["@State"] = viewState }
        if rootView is any AppWindow, let shown = drawing?.firstAppView {
            added["@View"] = .string(Self.name(of: type(of: Self.unmodified(shown))))
        }
        let viewModel = viewModelState
        guard !added.isEmpty else { return viewModel }
        switch viewModel {
        case .null: return .object(added)
        case .object(let members): return .object(members.merging(added) { _, new in new })
        default: return .object(added.merging(["viewModel": viewModel]) { kept, _ in kept })
        }
    }

    /// The views' own state: that of the last drawing, else, before the first, the root
    /// view's initial values.
    private var viewState: JSONValue? {
        if drawing != nil { return states.recorded(reading: runtime.objectReading) }
        let view = screenView
        return ViewStates.record(
            Mirror(reflecting: view).children.compactMap { child in
                (child.value as? any ViewOwnedValue).map {
                    (StateProperty(of: type(of: view), named: child.label ?? ""), $0.ownedValue)
                }
            }, reading: runtime.objectReading)
    }

    /// The view whose view model and state are the screen's: the root view less its
    /// modifiers, or for an app's window the first view of the app's own it drew.
    private var screenView: any View {
        if rootView is any AppWindow, let shown = drawing?.firstAppView { return Self.unmodified(shown) }
        return Self.unmodified(rootView)
    }

    /// The view `view`'s modifiers modify.
    private static func unmodified(_ view: any View) -> any View {
        var view = view
        while let modified = view as? any ModifiedView { view = modified.content }
        return view
    }

    /// The state of the root view's ViewModel, found by its name or type's name, else the
    /// first object the view observes (`@ObservedObject var controller: AuthController` is
    /// the screen's view model by what it does, whatever it is called).
    private var viewModelState: JSONValue {
        let view = screenView
        var firstObserved: Any?
        for child in Mirror(reflecting: view).children {
            guard let label = child.label else { continue }
            var held = child.value
            if let holder = child.value as? any HoldsObject {
                // No object yet (an environment object before the first drawing): no state yet.
                guard let object = holder.heldObject else { continue }
                held = object
                if firstObserved == nil { firstObserved = object }
            } else if child.value is any ViewOwnedValue {
                // `@State private var page = 1` is the view's, not a view model (its type,
                // `State<Int>`, would pass for one by its name).
                continue
            }
            let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
            if name == "viewModel" || StateSnapshot.hasViewModelName(Swift.type(of: held)) {
                return StateSnapshot.state(ofViewModel: held, reading: runtime.objectReading)
            }
        }
        return firstObserved.map { StateSnapshot.state(ofViewModel: $0, reading: runtime.objectReading) } ?? .null
    }
}

/// A controller that shows a value of a `NavigationStack(path:)`'s path.
@MainActor
protocol PathShowing: AnyObject {
    var whenPopped: (@MainActor () -> Void)? { get set }
}

extension UIHostingController: PathShowing {}

/// A view that updates after a change of the state it shows.
@MainActor
protocol Updatable: AnyObject, Sendable {
    /// Notes that app code set a state the view reads, and updates the view.
    func updateAfterStateSet()
}

extension Updatable {
    /// What a change of state calls: an update of `host`, in a task of its own.
    static func invalidation(of host: any Updatable) -> @Sendable () -> Void {
        { [weak host] in
            guard let host else { return }
            Task { @MainActor in host.updateAfterStateSet() }
        }
    }
}

extension ObservableObject {
    /// Calls `action` each time the object is about to change.
    func sinkWillChange(_ action: @escaping @Sendable () -> Void) -> AnyCancellable {
        objectWillChange.sink { _ in action() }
    }
}
