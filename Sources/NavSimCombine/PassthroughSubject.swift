public import OpenCombine

/// A subject that sends each value to the subscribers that have asked for one, in the
/// order they subscribed: Combine's `PassthroughSubject`, with NavSim's delivery order
/// (``Broadcast``).
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let broadcast = Broadcast<Output, Failure>()

    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        broadcast.receive(subscriber, owed: nil)
    }

    public func send(_ value: Output) { broadcast.send(value) }

    public func send(completion: Subscribers.Completion<Failure>) { broadcast.send(completion: completion) }

    public func send(subscription: any Subscription) { broadcast.send(subscription: subscription) }
}
