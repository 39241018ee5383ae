import NavSimUIKit
import OpenCombine

/// A view that runs an action with each value a publisher sends while it is shown
/// (``View/onReceive(_:perform:)``).
public struct Receiving<Content: View>: PrimitiveView, ModifiedView {
    let content: Content
    let receiver: DrawnReceiver
    func draw(into views: inout [UIView]) {
        Drawing.current?.record(receiver)
        Drawing.at("onReceive") { content.drawn(into: &views) }
    }
}

extension View {
    /// Runs `action` with each value `publisher` sends on the main thread while this view is
    /// shown: NavSim subscribes as it appears and cancels as it disappears, and keeps the
    /// first subscription while the view stays (a `Timer.publish` made again by each update
    /// does not restart). A `Timer` publisher fires in NavSim's simulated time.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void)
        -> Receiving<Self> where P.Failure == Never
    {
        Receiving(content: self, receiver: DrawnReceiver(publisher: publisher, action: action))
    }
}

/// A publisher a drawn view receives from, and what it runs with each value.
struct DrawnReceiver {
    /// Subscribes to the publisher, delivering each value to `deliver`.
    let subscribe: @MainActor (_ deliver: @escaping @MainActor (Any) -> Void) -> AnyCancellable
    /// Runs the view's action with a value.
    let action: @MainActor (Any) -> Void

    @MainActor init<P: Publisher>(publisher: P, action: @escaping @MainActor (P.Output) -> Void)
    where P.Failure == Never {
        subscribe = { deliver in
            publisher.sink { value in MainActor.assumeIsolated { deliver(value) } }
        }
        self.action = { value in (value as? P.Output).map(action) }
    }
}

/// The subscriptions of the shown views' ``View/onReceive(_:perform:)``, kept while they are
/// drawn at the same path; each value runs the action of the latest drawing.
@MainActor
final class Receptions {
    private final class Reception {
        var action: @MainActor (Any) -> Void
        var subscription: AnyCancellable?
        init(action: @escaping @MainActor (Any) -> Void) { self.action = action }
    }
    private var receptions: [[AnyHashable]: Reception] = [:]

    /// Subscribes for the views of `drawn` not yet subscribed and cancels the subscriptions of
    /// those no longer drawn.
    func update(to drawn: [(path: [AnyHashable], receiver: DrawnReceiver)]) {
        var kept: [[AnyHashable]: Reception] = [:]
        for (path, receiver) in drawn where kept[path] == nil {
            if let reception = receptions[path] {
                reception.action = receiver.action
                kept[path] = reception
            } else {
                let reception = Reception(action: receiver.action)
                kept[path] = reception
                reception.subscription = receiver.subscribe { [weak reception] value in reception?.action(value) }
            }
        }
        for (path, reception) in receptions where kept[path] == nil { reception.subscription?.cancel() }
        receptions = kept
    }

    /// Cancels every subscription: the views are no longer shown.
    func cancelAll() { update(to: []) }
}
