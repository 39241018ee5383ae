/// Where a running simulation sends its events before they change its state.
///
/// The journal's trace writer is one; ``EventLog`` keeps them in memory.
public protocol EventSink: AnyObject {
    /// Records one event. When this throws, the event did not happen: the simulator stops
    /// and leaves its state as it was.
    func append(_ event: NavigationEvent) throws
}

/// An in-memory event sink.
public final class EventLog: EventSink {
    /// Every event appended so far, oldest first.
    public private(set) var events: [NavigationEvent] = []

    /// Creates an empty log.
    public init() {}

    public func append(_ event: NavigationEvent) { events.append(event) }
}

/// Where replay reads events from: a trace file, or an array in memory.
public protocol EventSource {
    /// The next event, or `nil` at the end.
    ///
    /// - Throws: When the events cannot be read (a damaged trace file).
    mutating func nextEvent() throws -> NavigationEvent?
}

extension IndexingIterator: EventSource where Elements == [NavigationEvent] {
    public mutating func nextEvent() -> NavigationEvent? { next() }
}
