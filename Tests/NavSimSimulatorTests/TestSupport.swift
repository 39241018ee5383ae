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
    /// The app's own invariants.
    let invariants: [AppInvariant]
    private var replayed = NavigationState()
    private var folded = 0

    init(_ example: String, variant: String?) throws {
        let app = try Examples.named(example).makeApp(variant: variant)
        session = Session(app: app, sink: log)
        invariants = app.invariants
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
