import Foundation
import NavSimCore
import NavSimExamples
import NavSimSimulator
import NavSimTestSupport
import Testing

/// A session recording to memory that checks, after every input, that its live state
/// equals the fold of the events it recorded.
@MainActor final class CheckedSession {
    let log = EventLog()
    let session: Session
    private var replayed = NavigationState()
    private var folded = 0

    init(_ example: String, variant: String?) throws {
        session = Session(app: try Examples.named(example).makeApp(variant: variant), sink: log)
    }

    var state: NavigationState { session.state }

    /// Folds the events recorded since the last call and expects the live state.
    func expectStateIsFoldOfEvents(sourceLocation: SourceLocation = #_sourceLocation) throws {
        for event in log.events[folded...] { try replayed.apply(event) }
        folded = log.events.count
        #expect(
            replayed == session.state, "live state differs from the fold of its events", sourceLocation: sourceLocation)
    }
}
