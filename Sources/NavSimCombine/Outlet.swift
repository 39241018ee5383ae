import OpenCombine

/// One subscriber's subscription to a ``Broadcast``: what the subscriber has asked for, and
/// the value it is owed by a subject that holds one.
///
/// A subject sends a value only to a subscriber that has asked for one, and drops it for
/// the others, as Combine's subjects do. A subject that holds a value (``CurrentValueSubject``,
/// `@Published`) owes a subscriber the value it holds until it has had it: the value is
/// sent as soon as the subscriber asks. Nothing is called while the lock is held, so a
/// subscriber may ask, cancel or send to the subject from inside its own `receive`.
final class Outlet<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = Lock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    /// The subject's value the subscriber has not had yet, if the subject holds one.
    private var owed: Output?
    private let keepsOwed: Bool
    /// The broadcast to leave on cancelling: upstream, so never followed by the object walk.
    private var parent: Broadcast<Output, Failure>?

    init(_ downstream: AnySubscriber<Output, Failure>, owed: Output?, parent: Broadcast<Output, Failure>) {
        self.downstream = downstream
        self.owed = owed
        keepsOwed = owed != nil
        self.parent = parent
    }

    /// Sends `value` if the subscriber has asked for one; else drops it, or keeps it as
    /// owed.
    func offer(_ value: Output) {
        lock.lock()
        guard let downstream, demand > 0 else {
            if keepsOwed, downstream != nil { owed = value }
            return lock.unlock()
        }
        demand -= 1
        owed = nil
        lock.unlock()
        deliver(value, to: downstream)
    }

    /// Ends the subscription with `completion`.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let subscriber = downstream
        downstream = nil
        parent = nil
        owed = nil
        lock.unlock()
        subscriber?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        guard let downstream else { return lock.unlock() }
        self.demand += demand
        guard let value = owed, self.demand > 0 else { return lock.unlock() }
        self.demand -= 1
        owed = nil
        lock.unlock()
        deliver(value, to: downstream)
    }

    func cancel() {
        lock.lock()
        let broadcast = parent
        downstream = nil
        parent = nil
        owed = nil
        lock.unlock()
        broadcast?.remove(self)
    }

    private func deliver(_ value: Output, to downstream: AnySubscriber<Output, Failure>) {
        let more = downstream.receive(value)
        guard more > 0 else { return }
        lock.lock()
        if self.downstream != nil { demand += more }
        lock.unlock()
    }
}
