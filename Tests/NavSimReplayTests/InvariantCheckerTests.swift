import Foundation
import NavSimCore
import NavSimExamples
import NavSimJournal
import NavSimSimulator
import NavSimTestSupport
import Testing

/// One ``InvariantChecker`` kept for a whole trace, reusing the violations it made, finds
/// after every input exactly what a fresh check of that state finds
/// (``NavigationState/invariantViolations()``), and calls new exactly the violations it
/// never returned before: on every sample trace and on walks of apps that leak a flow at
/// every round trip, where the same leaks are found again at every input.
@Suite @MainActor struct InvariantCheckerTests {
    /// The leaking variants, and the fixed twin of one, each walked for 400 inputs.
    nonisolated static let walked = [
        "children/neverRemoved", "children/navigationDelegate", "login/strongParent", "projects/seed",
        "editor/strongCoordinator",
    ]

    @Test(arguments: sampleTraces)
    func aKeptCheckerAgreesWithAFreshCheckOnASampleTrace(name: String) throws {
        let events = try TraceReader.readAll(
            path: repositoryRoot.appendingPathComponent("Traces/\(name).navtrace").path
        ).events
        let checks = try Self.compare(events)
        #expect(checks == events.count(where: \.isInput) + 1)
    }

    @Test(arguments: walked)
    func aKeptCheckerAgreesWithAFreshCheckOnAWalk(variant: String) throws {
        let parts = variant.split(separator: "/").map(String.init)
        let log = EventLog()
        let session = Session(app: try Examples.named(parts[0]).makeApp(variant: parts[1]), sink: log)
        try session.launch()
        var walk = RandomWalk(seed: 1)
        try walk.run(session, steps: 400)
        let checks = try Self.compare(log.events)
        #expect(checks == log.events.count(where: \.isInput) + 1)
    }

    /// Checks the state before every input and at the end with one kept checker, expecting
    /// a fresh check's violations and, as new, those not returned before; returns the
    /// number of checks.
    static func compare(_ events: [NavigationEvent]) throws -> Int {
        var checker = InvariantChecker()
        var returned: Set<String> = []
        var state = NavigationState()
        var checks = 0
        func check() {
            let (all, new) = checker.check(state)
            #expect(all == state.invariantViolations(), "step \(state.step)")
            let unseen = all.filter { !returned.contains(identity($0)) }
            #expect(new == unseen, "step \(state.step)")
            returned.formUnion(all.map(identity))
            checks += 1
        }
        for event in events {
            if event.isInput { check() }
            try state.apply(event)
        }
        check()
        return checks
    }

    /// What tells violations apart in a report: rule, coordinator and screen.
    static func identity(_ violation: InvariantViolation) -> String {
        "\(violation.rule) \(violation.coordinator.map(\.description) ?? "-") \(violation.screen.map(\.description) ?? "-")"
    }
}
