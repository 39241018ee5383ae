import OpenCombine

/// The subscribers of a subject, in the order they subscribed, and how the subject sends
/// them values and its completion: what NavSim's ``PassthroughSubject``,
/// ``CurrentValueSubject``, `@Published` and ``ObservableObjectPublisher`` share.
///
/// Combine documents no order in which a subject delivers to its subscribers; NavSim
/// delivers in subscription order so that an app's run, and its trace, is the same on
/// every run (OpenCombine keeps them in a `Set` and delivers in the order of their heap
/// addresses). A subscriber that subscribes after the completion is sent it at once.
/// Values are sent outside the lock, to the subscribers there were when sending began:
/// one may cancel, subscribe or send again from inside its `receive`.
final class Broadcast<Output, Failure: Error>: @unchecked Sendable {
    private let lock = Lock()
    private var outlets: [Outlet<Output, Failure>] = []
    private var completion: Subscribers.Completion<Failure>?
    /// The subscriptions of the publishers the subject is subscribed to.
    private var upstreams: [any Subscription] = []

    /// Subscribes `subscriber`; `owed` is the value it is sent first when it asks (a
    /// subject's current value), if any.
    func receive<S: Subscriber>(_ subscriber: S, owed: Output?) where S.Input == Output, S.Failure == Failure {
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(subscription: Subscriptions.empty)
            return subscriber.receive(completion: completion)
        }
        let outlet = Outlet(AnySubscriber(subscriber), owed: owed, parent: self)
        outlets.append(outlet)
        lock.unlock()
        subscriber.receive(subscription: outlet)
    }

    /// Sends `value` to each subscriber that has asked for one, in subscription order.
    func send(_ value: Output) {
        lock.lock()
        let targets = completion == nil ? outlets : []
        lock.unlock()
        for outlet in targets { outlet.offer(value) }
    }

    /// Ends every subscription with `completion`, in subscription order; later values and
    /// completions are ignored.
    func send(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else { return lock.unlock() }
        self.completion = completion
        let targets = outlets
        outlets = []
        lock.unlock()
        for outlet in targets { outlet.finish(completion) }
    }

    /// Keeps `subscription` to a publisher the subject is subscribed to, and asks it for
    /// every value.
    func send(subscription: any Subscription) {
        lock.lock()
        upstreams.append(subscription)
        lock.unlock()
        subscription.request(.unlimited)
    }

    /// Forgets a cancelled subscriber.
    func remove(_ outlet: Outlet<Output, Failure>) {
        lock.lock()
        if let index = outlets.firstIndex(where: { $0 === outlet }) { outlets.remove(at: index) }
        lock.unlock()
    }
}
