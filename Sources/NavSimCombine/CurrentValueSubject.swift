public import OpenCombine

/// A subject that holds a value, sends it to each new subscriber, and sends each new value
/// to its subscribers in the order they subscribed: Combine's `CurrentValueSubject`, with
/// NavSim's delivery order (``Broadcast``).
///
/// A subscriber that has not asked for a value when one is sent is sent the value the
/// subject holds once it asks.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let lock = Lock()
    /// The value (the field NavSim's ViewModel state reads).
    private var currentValue: Output
    private let broadcast = Broadcast<Output, Failure>()

    /// The value the subject holds; setting it sends the new value.
    public var value: Output {
        get {
            lock.lock()
            defer { lock.unlock() }
            return currentValue
        }
        set { send(newValue) }
    }

    public init(_ value: Output) { currentValue = value }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        broadcast.receive(subscriber, owed: value)
    }

    /// Holds `value`, then sends it.
    public func send(_ value: Output) {
        store(value)
        broadcast.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) { broadcast.send(completion: completion) }

    public func send(subscription: any Subscription) { broadcast.send(subscription: subscription) }

    /// Sends `value`, then holds it: `@Published`'s order, whose subscribers see the old
    /// value in the property while they receive the new one.
    func sendBeforeStoring(_ value: Output) {
        broadcast.send(value)
        store(value)
    }

    private func store(_ value: Output) {
        lock.lock()
        currentValue = value
        lock.unlock()
    }
}
