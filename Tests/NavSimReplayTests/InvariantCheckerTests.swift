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
/// never returned before: on every sample trace and on a walk of every example variant,
/// among them apps that leak a flow at every round trip, where the same leaks are found
/// again at every input.
@Suite @MainActor struct InvariantCheckerTests {
    /// Every example variant, leaking or not, each walked for 400 inputs: the checker returns
    /// the last check's liveness violations when it picks the same coordinators, so every
    /// variant's walk compares that shortcut with a fresh check.
    nonisolated static let walked: [String] = Examples.all.flatMap { example in
        example.variants.map { "\(example.name)/\($0.name)" }
    }

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
        let events = try Self.walk(variant, seed: 1, steps: 400)
        let checks = try Self.compare(events)
        #expect(checks == events.count(where: \.isInput) + 1)
    }

    /// The events of a random walk of `steps` inputs from `seed` over `variant` (`app/variant`).
    static func walk(_ variant: String, seed: UInt64, steps: Int) throws -> [NavigationEvent] {
        let parts = variant.split(separator: "/").map(String.init)
        let log = EventLog()
        let session = Session(app: try Examples.named(parts[0]).makeApp(variant: parts[1]), sink: log)
        try session.launch()
        var walk = RandomWalk(seed: seed)
        try walk.run(session, steps: steps)
        return log.events
    }

    /// The variants that leak a flow at every round trip, checked after every event (as `check`
    /// and `record` check), where a check that finds the coordinators as the last one read them
    /// skips reading them.
    @Test(arguments: ["children/neverRemoved", "login/strongParent", "editor/strongCoordinator"])
    func aKeptCheckerAgreesAfterEveryEventOfALeakyWalk(variant: String) throws {
        var checker = InvariantChecker()
        var state = NavigationState()
        var leaks = 0
        for event in try Self.walk(variant, seed: 2, steps: 400) {
            try state.apply(event)
            let fresh = state.invariantViolations()
            #expect(checker.check(state).all == fresh, "step \(state.step)")
            leaks = max(leaks, fresh.count(where: { $0.rule == .flowEndedButAlive || $0.rule == .finishedButAlive }))
        }
        #expect(leaks > 10)
    }

    /// One checker handed states of two paths from the same state, in turn: each path's
    /// coordinators changed as often as the other's, and each check finds what a fresh check of
    /// its state finds.
    @Test func aKeptCheckerAgreesOnStatesOfTwoPaths() throws {
        var shared = NavigationState()
        for event in try Self.walk("children/neverRemoved", seed: 1, steps: 60) { try shared.apply(event) }
        let alive = shared.coordinators.values.filter { !$0.isDeallocated && $0.phase == .started }
            .map(\.id).sorted()
        try #require(alive.count >= 2)
        var first = shared
        var second = shared
        try first.apply(.coordinatorFinished(alive[0]))
        try second.apply(.coordinatorFinished(alive[1]))
        #expect(first.invariantViolations() != second.invariantViolations())
        var checker = InvariantChecker()
        for state in [shared, first, second, first, shared, second, second] {
            #expect(checker.check(state).all == state.invariantViolations())
        }
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
