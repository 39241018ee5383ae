import NavSimCombine
import NavSimUIKit

/// One drawing of a hosting controller's view: what it passes down the views (the
/// environment, where in the view tree a view is) and what it collects on the way (the
/// lifecycle actions, presentations and objects of the views drawn).
///
/// SwiftUI keeps a graph of its views between updates; NavSim draws the body afresh each
/// time, so a view's identity is its path in the tree, as SwiftUI's structural identity
/// is: the position in a ``ViewBuilder`` block, the branch of an `if`, the element's id in
/// a ``ForEach``; the views' `@State` is kept by it (``ViewStates``). A drawing is current
/// only while it draws, on the main actor.
@MainActor
final class Drawing {
    /// The drawing under way, if any.
    private(set) static var current: Drawing?

    /// The values ``Environment`` and ``EnvironmentObject`` read, as the views above set them.
    var environment: EnvironmentValues
    /// Where the view being drawn is: the identity ``LifecycleModifier`` and the
    /// presentations are known by.
    private(set) var path: [AnyHashable] = []
    /// The lifecycle actions of the views drawn, in drawing order.
    private(set) var lifecycles: [(path: [AnyHashable], lifecycle: Lifecycle)] = []
    /// The values the views drawn watch with `onChange`, in drawing order.
    private(set) var changes: [(path: [AnyHashable], change: DrawnChange)] = []
    /// The publishers the views drawn receive from with `onReceive`, in drawing order.
    private(set) var receivers: [(path: [AnyHashable], receiver: DrawnReceiver)] = []
    /// The presentations the views drawn ask for, in drawing order.
    private(set) var presentations: [DrawnPresentation] = []
    /// The objects the views drawn observe, whose changes draw the view again.
    private(set) var observedObjects: [AnyObject] = []
    /// The buttons drawn, in drawing order.
    private(set) var buttons: [DrawnButton] = []
    /// The `onOpenURL` actions of the views drawn, in drawing order.
    private(set) var urlOpeners: [@MainActor (URL) -> Void] = []
    /// The first view of the app's own drawn (one with a body): the screen an app's window shows.
    private(set) var firstAppView: (any View)?
    /// The title `navigationTitle` gave, if any.
    var title: String?
    /// The path a `NavigationStack(path:)` drawn binds, which its hosting controller follows,
    /// and the environment its destinations are made in.
    var navigationStack: (path: Binding<[AnyHashable]>, environment: EnvironmentValues)?
    /// Whether `interactiveDismissDisabled` refuses a swipe, if it was given.
    var refusesInteractiveDismissal: Bool?
    /// What a change of a drawn view's state or observed object calls: an update of the
    /// hosting controller, in a task of its own.
    private(set) var invalidate: @Sendable () -> Void

    /// The hosting controller drawing, if any: where ``NavigationLink`` pushes from.
    private(set) weak var host: UIViewController?

    /// The state of the views drawn, kept from one drawing to the next.
    let states: ViewStates

    init(
        host: UIViewController? = nil, states: ViewStates = ViewStates(), environment: EnvironmentValues,
        invalidate: @escaping @Sendable () -> Void
    ) {
        self.host = host
        self.states = states
        self.environment = environment
        self.invalidate = invalidate
    }

    /// Runs `draw` with this drawing current.
    func draw(_ draw: () -> Void) {
        let outer = Self.current
        Self.current = self
        defer { Self.current = outer }
        draw()
    }

    /// Draws what `draw` draws one level down the current drawing's path, at `component`.
    static func at(_ component: AnyHashable, _ draw: () -> Void) {
        guard let drawing = current else { return draw() }
        drawing.path.append(component)
        defer { drawing.path.removeLast() }
        draw()
    }

    /// Draws what `draw` draws with the current drawing's environment changed by `change`.
    static func with(_ change: (inout EnvironmentValues) -> Void, _ draw: () -> Void) {
        guard let drawing = current else { return draw() }
        let outer = drawing.environment
        change(&drawing.environment)
        defer { drawing.environment = outer }
        draw()
    }

    /// Records `lifecycle` for the view at the current path.
    func record(_ lifecycle: Lifecycle) { lifecycles.append((path, lifecycle)) }

    /// Records `change` for the view at the current path.
    func record(_ change: DrawnChange) { changes.append((path, change)) }

    /// Records `receiver` for the view at the current path.
    func record(_ receiver: DrawnReceiver) { receivers.append((path, receiver)) }

    /// Records `presentation` for the view at the current path, with the environment its
    /// content reads.
    func record(_ presentation: Presentation) {
        presentations.append(DrawnPresentation(path: path, presentation: presentation, environment: environment))
    }

    /// Gives the properties of `view` (or of an ``App``) what they read from the drawing
    /// before its body is asked for, as SwiftUI does for its dynamic properties.
    func install(into view: Any) {
        if firstAppView == nil, let view = view as? any View { firstAppView = view }
        installProperties(of: view)
    }

    /// Gives the properties of `app` what they read from the drawing, as ``install(into:)``
    /// does, with a change of its `@State` also calling `changed`.
    func install(into app: some App, changed: @escaping @Sendable () -> Void) {
        let outer = invalidate
        invalidate = {
            changed()
            outer()
        }
        defer { invalidate = outer }
        installProperties(of: app)
    }

    private func installProperties(of view: Any) {
        for child in Mirror(reflecting: view).children {
            (child.value as? any DrawingInstalled)?.install(
                from: self, as: StateProperty(of: type(of: view), named: child.label ?? ""))
            if let held = (child.value as? any HoldsObject)?.heldObject { observe(held as AnyObject) }
        }
    }

    /// Draws the view again when `object` changes, if it is an `ObservableObject`.
    func observe(_ object: AnyObject) {
        if object is any ObservableObject, !observedObjects.contains(where: { $0 === object }) {
            observedObjects.append(object)
        }
    }

    /// Records a button drawn, for an alert that makes its actions of them (``View/alert(_:isPresented:actions:)``).
    func record(_ button: DrawnButton) { buttons.append(button) }

    /// Records the `onOpenURL` action of a view drawn.
    func record(openingURLs action: @escaping @MainActor (URL) -> Void) { urlOpeners.append(action) }
}

/// A property wrapper that takes something from the drawing of the view it is in.
@MainActor
protocol DrawingInstalled {
    /// Takes what the property, named `property` in its view, reads from `drawing`.
    func install(from drawing: Drawing, as property: StateProperty)
}
