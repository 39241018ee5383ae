import NavSimCore
import NavSimExamples
import NavSimExploration
import NavSimReplay
import NavSimSimulator
import Testing

/// Traces of the simulated run loop, checked and verified.
@Suite @MainActor struct RunLoopReplayTests {
    private func children(sink: any EventSink) throws -> Session {
        Session(app: try Examples.named("children").makeApp(variant: "navigationDelegate"), sink: sink)
    }

    @Test func aDoubleTapIsReportedAsANestedTransitionAtItsStep() throws {
        let log = EventLog()
        let session = try children(sink: log)
        try session.perform([
            .quick(.tap("add", on: "Main", argument: .null)), .tap("add", on: "Main", argument: .null),
        ])
        let nested = try #require(log.events.firstIndex { $0.kind == "transitionNested" })
        var source = log.events.makeIterator()
        let report = try InvariantReport(checking: &source)
        #expect(
            report.findings.map(\.description) == [
                "step \(nested + 1): nestedTransition: a transition on k1 began while its animation was running: "
                    + "nested push animation can result in corrupted navigation bar"
            ])
        let app = try Examples.named("children").makeApp(variant: "navigationDelegate")
        #expect(
            try Verification(replaying: log.events.makeIterator(), with: app) == .reproduced(steps: log.events.count))
    }

    @Test func aTraceOfSynchronousTransitionsVerifiesInThatMode() throws {
        let log = EventLog()
        let session = try children(sink: log)
        session.runtime.transitionMode = .synchronous
        try session.launch()
        try session.tap("add")
        try session.tapBack()
        #expect(!log.events.contains(.animationsEnded))
        let app = { try Examples.named("children").makeApp(variant: "navigationDelegate") }
        #expect(
            try Verification(replaying: log.events.makeIterator(), with: app(), transitions: .synchronous)
                == .reproduced(steps: log.events.count))
        guard case .diverged = try Verification(replaying: log.events.makeIterator(), with: app()) else {
            Issue.record("a synchronous trace replayed on the run loop should diverge")
            return
        }
    }
}
