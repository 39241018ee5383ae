import NavSimCore
import Testing

/// The events a session records, looked at one input's worth at a time.
@MainActor final class EventCursor {
    /// The sink to record the session into.
    let log = EventLog()
    private var seen = 0

    /// Expects the events recorded since the last call to be exactly `expected`.
    func expectEvents(_ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(log.events[seen...].map(\.description) == expected, sourceLocation: sourceLocation)
        seen = log.events.count
    }
}
