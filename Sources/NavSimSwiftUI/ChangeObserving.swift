import NavSimUIKit

/// A view that runs an action when a value it is given changes from one drawing to the
/// next (``View/onChange(of:perform:)``, ``View/onChange(of:initial:_:)``).
public struct ChangeObserving<Content: View>: PrimitiveView, ModifiedView {
    let content: Content
    let change: DrawnChange
    func draw(into views: inout [UIView]) {
        Drawing.current?.record(change)
        Drawing.at("onChange") { content.drawn(into: &views) }
    }
}

extension View {
    /// Runs `action` with the new value when `value` differs from the one the last update of
    /// this view drew, as SwiftUI compares it on each update.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (V) -> Void)
        -> ChangeObserving<Self>
    {
        ChangeObserving(content: self, change: DrawnChange(value: value, initial: false) { action($1) })
    }

    /// Runs `action` with the old and the new value when `value` changes, and once as the
    /// view appears when `initial` holds (iOS 17).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> ChangeObserving<Self> {
        ChangeObserving(content: self, change: DrawnChange(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes, and once as the view appears when `initial` holds
    /// (iOS 17).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> ChangeObserving<Self> {
        ChangeObserving(content: self, change: DrawnChange(value: value, initial: initial) { _, _ in action() })
    }
}

/// A value a drawn view watches, and what to run when it changes.
struct DrawnChange {
    let value: Any
    /// Runs the action if the value differs from `previous`, the value the last update drew
    /// at the same place; with no previous value, only when the action is `initial`.
    let run: @MainActor (_ previous: Any?) -> Void

    @MainActor init<V: Equatable>(value: V, initial: Bool, action: @escaping @MainActor (V, V) -> Void) {
        self.value = value
        run = { previous in
            if let previous = previous as? V {
                if previous != value { action(previous, value) }
            } else if initial {
                action(value, value)
            }
        }
    }
}

/// The values the shown views watch, from one update to the next.
@MainActor
final class ChangeWatch {
    private var values: [[AnyHashable]: Any] = [:]

    /// Runs the action of each value of `drawn` that changed since the last update, in
    /// drawing order; a view drawn twice at one path (a label drawn to name its button)
    /// counts once.
    func update(to drawn: [(path: [AnyHashable], change: DrawnChange)]) {
        let previous = values
        var seen: Set<[AnyHashable]> = []
        let changes = drawn.filter { seen.insert($0.path).inserted }
        values = Dictionary(uniqueKeysWithValues: changes.map { ($0.path, $0.change.value) })
        for (path, change) in changes { change.run(previous[path]) }
    }
}
