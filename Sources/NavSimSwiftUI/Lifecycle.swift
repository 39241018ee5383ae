import NavSimUIKit

/// What a view does when it appears and disappears: ``View/onAppear(perform:)``,
/// ``View/onDisappear(perform:)`` and ``View/task(priority:_:)``.
struct Lifecycle {
    var onAppear: (@MainActor () -> Void)?
    var onDisappear: (@MainActor () -> Void)?
    var task: (priority: TaskPriority, operation: @isolated(any) @Sendable () async -> Void)?
}

/// A view with lifecycle actions, which its hosting controller runs as the view appears
/// and disappears (``UIHostingController``).
public struct LifecycleModifier<Content: View>: PrimitiveView, ModifiedView {
    let content: Content
    let lifecycle: Lifecycle

    func draw(into views: inout [UIView]) {
        Drawing.current?.record(lifecycle)
        Drawing.at("lifecycle") { content.drawn(into: &views) }
    }
}

extension View {
    /// Runs `action` before this view appears: when its hosting controller's view is about
    /// to appear (`viewWillAppear`), or when an update of a shown view first draws it.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> LifecycleModifier<Self> {
        LifecycleModifier(content: self, lifecycle: Lifecycle(onAppear: action))
    }

    /// Runs `action` after this view disappears: when its hosting controller's view has
    /// disappeared (`viewDidDisappear`), or when an update no longer draws it.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> LifecycleModifier<Self> {
        LifecycleModifier(content: self, lifecycle: Lifecycle(onDisappear: action))
    }

    /// Starts `action` as a task when this view appears and cancels it when the view
    /// disappears; NavSim's simulated executors run it as they run every task of the app.
    public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> LifecycleModifier<Self> {
        LifecycleModifier(content: self, lifecycle: Lifecycle(task: (priority, action)))
    }

    /// Starts `action` as a task when this view appears, and again (cancelling the one
    /// running) each time `id` changes; cancels it when the view disappears.
    public func task<ID: Equatable & Hashable>(
        id: ID, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        // A view known by its id: a new id is a view that disappears and another that appears.
        IdentifiedBy(content: task(priority: priority, action), id: id)
    }
}

extension View {
    /// Gives this view an identity of `id`: when `id` changes, it is another view, whose
    /// `onDisappear` and then the new view's `onAppear` and `task` run, and whose `@State`
    /// starts again (``ViewStates``). Apple: "When the proxy value specified by the id
    /// parameter changes, the identity of the view — for example, its state — is reset."
    /// (https://developer.apple.com/documentation/swiftui/view/id(_:))
    public func id<ID: Hashable>(_ id: ID) -> some View { IdentifiedBy(content: self, id: id) }
}

/// A view whose identity includes a value: when the value changes, it is another view.
struct IdentifiedBy<Content: View, ID: Hashable>: PrimitiveView, ModifiedView {
    let content: Content
    let id: ID
    func draw(into views: inout [UIView]) { Drawing.at(id) { content.drawn(into: &views) } }
}

/// The lifecycle actions of the views a hosting controller shows, run as they appear and
/// disappear.
///
/// A class, and its record updated before any action runs: an action may make the hosting
/// controller's view disappear at once (a coordinator that pushes without animation), which
/// runs ``disappearAll()`` in the middle of ``update(to:)``.
@MainActor
final class Appearances {
    private struct Shown {
        let path: [AnyHashable]
        var lifecycle: Lifecycle
        var task: Task<Void, Never>?
    }
    private var shown: [Shown] = []

    /// Runs the disappearing views' `onDisappear` (cancelling their tasks), then the
    /// appearing views' `onAppear` (starting their tasks), each in drawing order: the views
    /// of `drawn` that are not shown appear; the shown views not in `drawn` disappear. A view
    /// drawn twice at one path (a label drawn to name its button) appears once.
    func update(to drawn: [(path: [AnyHashable], lifecycle: Lifecycle)]) {
        let drawnPaths = Set(drawn.map(\.path))
        let gone = shown.filter { !drawnPaths.contains($0.path) }
        var kept = shown.filter { drawnPaths.contains($0.path) }
        var appearing: [Shown] = []
        for (path, lifecycle) in drawn {
            if let index = kept.firstIndex(where: { $0.path == path }) {
                kept[index].lifecycle = lifecycle
            } else if !appearing.contains(where: { $0.path == path }) {
                appearing.append(Shown(path: path, lifecycle: lifecycle))
            }
        }
        shown = kept + appearing
        for view in gone { Self.disappear(view) }
        for view in appearing where shown.contains(where: { $0.path == view.path }) {
            view.lifecycle.onAppear?()
            guard let task = view.lifecycle.task, let index = shown.firstIndex(where: { $0.path == view.path }) else {
                continue
            }
            shown[index].task = Task(priority: task.priority, operation: task.operation)
        }
    }

    /// Every shown view disappears.
    func disappearAll() {
        let gone = shown
        shown = []
        for view in gone { Self.disappear(view) }
    }

    private static func disappear(_ view: Shown) {
        view.task?.cancel()
        view.lifecycle.onDisappear?()
    }
}
