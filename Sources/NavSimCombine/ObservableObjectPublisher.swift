public import OpenCombine

/// The publisher of an ``ObservableObject``'s changes: it sends before each change, to its
/// subscribers in the order they subscribed (``Broadcast``), and never finishes.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    private let broadcast = Broadcast<Void, Never>()

    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        broadcast.receive(subscriber, owed: nil)
    }

    /// Tells the subscribers that the object is about to change.
    public func send() { broadcast.send(()) }
}
