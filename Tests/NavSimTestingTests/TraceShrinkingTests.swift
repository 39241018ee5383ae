import NavSimCore
import NavSimExamples
import NavSimJournal
import NavSimReplay
import NavSimSimulator
import Testing

@testable import NavSimExploration
@testable import NavSimTesting

/// Shrinking a long random walk's trace: for each buggy variant, a 1-minimal repro no longer
/// than the exploration's shortest one for the same finding, the same each time.
@Suite @MainActor
struct TraceShrinkingTests {
    typealias Expected = SystematicExplorationTests.Expected

    /// The buggy variants with a finding, by their index in the exploration's table.
    nonisolated static let buggy = SystematicExplorationTests.buggy.indices.filter {
        !SystematicExplorationTests.buggy[$0].findings.isEmpty
    }

    /// The events of a random walk of `inputs` inputs from `seed`, as `record --explore` records it.
    static func walk(_ app: String, _ variant: String, seed: UInt64, inputs: Int = 400) throws -> [NavigationEvent] {
        let log = EventLog()
        let session = Session(app: try Examples.named(app).makeApp(variant: variant), sink: log)
        defer { session.close() }
        try session.launch()
        var walk = RandomWalk(seed: seed)
        // A model that crashes ends the walk; the crash is in the log.
        _ = try? walk.run(session, steps: inputs)
        return log.events
    }

    static func shrinking(_ app: String, _ variant: String) throws -> TraceShrinking {
        TraceShrinking(app: try Examples.named(app).maker(variant: variant))
    }

    @Test(arguments: buggy)
    func aLongWalkShrinksToNoMoreThanTheShortestRepro(_ index: Int) throws {
        let (app, variant, expected) = SystematicExplorationTests.buggy[index]
        let events = try Self.walk(app, variant, seed: 5)
        let shrinking = try Self.shrinking(app, variant)
        let shrunk = try shrinking.shrink(events)
        let shortest = try #require(
            expected.first {
                $0.kind == shrunk.rule && $0.coordinator == shrunk.coordinator && $0.screen == shrunk.screen
            },
            "\(app)/\(variant): the walk's first finding \(shrunk.rule) is one the exploration finds")
        #expect(shrunk.inputs.count <= shortest.inputs.count, "\(app)/\(variant): \(shrunk.inputs)")
        #expect(shrunk.inputs.count <= shrunk.inputsToFinding)
        #expect(shrunk.inputsToFinding <= shrunk.traceInputs)
        #expect(shrunk.isOneMinimal)

        // 1-minimal: without any one of its inputs, the finding is not shown.
        let signature = Expected(shrunk.rule, shrunk.coordinator, shrunk.screen, []).signature
        let makeApp = shrinking.makeApp
        func shows(_ inputs: [Scenario.Step]) -> Bool {
            ExplorationRun.firstSighting(
                of: inputs, on: makeApp(), ignoring: [],
                where: { SystematicExplorationTests.spelled($0.signature) == signature })
                != nil
        }
        #expect(shows(shrunk.inputs))
        for removed in shrunk.inputs.indices {
            var fewer = shrunk.inputs
            fewer.remove(at: removed)
            #expect(!shows(fewer), "\(app)/\(variant): input \(removed + 1) can go")
        }

        // Deterministic: the same trace shrinks to the same result.
        #expect(try shrinking.shrink(events) == shrunk)
    }

    /// A walk that answered a newer load before an older one: its inputs are written with
    /// `"pending"`, so they replay as a scenario to the very same events, and it shrinks.
    @Test func aWalkThatAnsweredOutOfOrderReplaysAndShrinks() throws {
        let events = try Self.walk("editor", "naive", seed: 1)
        var state = NavigationState()
        var transcript = StepTranscript()
        var outOfOrder = 0
        for event in events {
            if case .serviceResponded(let service, let request, _) = event,
                state.pendingRequests.contains(where: { $0.value == service && $0.key < request })
            {
                outOfOrder += 1
            }
            if event.isInput, event != .launched { transcript.note(event, in: state) }
            try state.apply(event)
        }
        #expect(outOfOrder > 0, "the walk answers a newer request first")
        #expect(transcript.steps.contains { if case .respond(_, _, let pending) = $0 { pending > 0 } else { false } })
        let log = EventLog()
        let session = Session(app: try Examples.named("editor").makeApp(variant: "naive"), sink: log)
        try session.launch()
        try session.perform(transcript.steps)
        session.close()
        #expect(log.events == events)
        let shrunk = try Self.shrinking("editor", "naive").shrink(events)
        #expect(shrunk.rule == "listShowsEdits")
        #expect(shrunk.inputs.count == 6)
    }

    /// Each finding of a walk can be asked for, by number or by rule; a long walk has many.
    @Test func everyFindingOfAWalkCanBeChosen() throws {
        let events = try Self.walk("projects", "seed", seed: 5)
        let shrinking = try Self.shrinking("projects", "seed")
        let second = try shrinking.shrink(events, finding: .number(2))
        #expect(second.number == 2)
        let dead = try shrinking.shrink(events, finding: .rule("deadInput"))
        #expect(dead.rule == "deadInput")
        #expect(dead.isOneMinimal)
        #expect(dead.inputs.count <= 3)
    }

    @Test func aCleanTraceOrAMissingFindingIsRefused() throws {
        let clean = try Self.walk("children", "navigationDelegate", seed: 1, inputs: 100)
        #expect(throws: TraceShrinkingError.noFinding(events: clean.count)) {
            try Self.shrinking("children", "navigationDelegate").shrink(clean)
        }
        let buggy = try Self.walk("login", "popOnCancel", seed: 1, inputs: 100)
        let shrinking = try Self.shrinking("login", "popOnCancel")
        #expect(throws: TraceShrinkingError.noSuchFinding(number: 99, count: try Self.findingCount(buggy))) {
            try shrinking.shrink(buggy, finding: .number(99))
        }
        #expect(throws: TraceShrinkingError.noFindingOfRule("crashed", found: ["ignoredCommand"])) {
            try shrinking.shrink(buggy, finding: .rule("crashed"))
        }
    }

    /// A trace recorded from a buggy variant does not shrink on the fixed one: its inputs no
    /// longer show the finding.
    @Test func aModelThatNoLongerShowsTheFindingIsRefused() throws {
        let buggy = try Self.walk("children", "notStored", seed: 5)
        let error = #expect(throws: TraceShrinkingError.self) {
            try Self.shrinking("children", "navigationDelegate").shrink(buggy)
        }
        if case .notReproduced? = error {} else { Issue.record("not notReproduced: \(String(describing: error))") }
    }

    /// A user's test: a walk of the notes app recorded to a file and shrunk by path. The
    /// walk leaks through saving a note, and the three inputs of that route are 1-minimal;
    /// `explore` finds the shortest route, Compose then back (two inputs).
    @Test func aUsersTestShrinksATraceFile() throws {
        let path = try temporaryDirectory() + "/walk.navtrace"
        let writer = try TraceWriter(
            creating: path, manifest: TraceManifest(app: "notes", variant: "leaky"), policy: .never)
        let session = Session(app: NotesApp.make(leaky: true), sink: writer)
        try session.launch()
        var walk = RandomWalk(seed: 3)
        _ = try? walk.run(session, steps: 200)
        session.close()
        try writer.close()

        let shrunk = try TraceShrinking { NotesApp.make(leaky: true) }.shrink(tracePath: path)
        #expect(shrunk.rule == "flowEndedButAlive")
        #expect(shrunk.isOneMinimal)
        #expect(
            shrunk.inputs == [
                .tap("Compose", on: "Notes", argument: .null), .tap("Save", on: "Editor", argument: .null),
                .respond(service: "notesApi", response: ["saved": true]),
            ])
        #expect(shrunk.scenario(app: "notes", variant: "leaky").inputs == shrunk.inputs)
        #expect(throws: TraceShrinkingError.self) {
            try TraceShrinking { NotesApp.make(leaky: true) }.shrink(tracePath: path + ".missing")
        }
    }

    static func findingCount(_ events: [NavigationEvent]) throws -> Int {
        var source = events.makeIterator()
        return try InvariantReport(checking: &source).findings.count
    }
}
