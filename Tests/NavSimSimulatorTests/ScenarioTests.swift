import Foundation
import NavSimCore
import NavSimExamples
import NavSimSimulator
import NavSimTestSupport
import Testing

/// Every scenario of every example: the exact events, the live state equal to the fold
/// of the events after every input, and exactly the bugs the variant has.
@Suite @MainActor struct ScenarioTests {
    @Test func everyVariantHasAScenario() {
        let variants = Examples.all.flatMap { example in example.variants.map { "\(example.name)-\($0.name)" } }
        #expect(variants.sorted() == scenarioNames)
    }

    /// The transcript of a scenario: each input with the events it caused and the rules
    /// broken once the app is done answering, then the whole final state.
    @Test(arguments: scenarioNames)
    func transcriptMatchesGolden(name: String) throws {
        let scenario = try loadScenario(name)
        let checked = try CheckedSession(scenario.app, variant: scenario.variant)
        var lines: [String] = ["# \(scenario.summary)"]
        var printed = 0
        func flush() {
            for event in checked.log.events[printed...] {
                lines.append(event.isInput ? "> \(event)" : "  \(event)")
            }
            printed = checked.log.events.count
            for violation in checked.state.invariantViolations(including: checked.invariants) {
                lines.append("  ! \(violation)")
            }
        }
        try checked.session.launch()
        flush()
        try checked.expectStateIsFoldOfEvents()
        var failure: (any Error)?
        try checked.session.perform(scenario.inputs) { _ in
            flush()
            do { try checked.expectStateIsFoldOfEvents() } catch { failure = error }
        }
        if let failure { throw failure }
        lines.append("")
        lines.append(checked.state.outline)
        try expectGolden(lines.joined(separator: "\n") + "\n", in: "NavSimSimulatorTests", named: "\(name).txt")
    }

    /// Each variant's bugs as (input number where first seen, 0 for the launch, rule,
    /// who); correct variants must break no rule at any point.
    static let expectedBugs: [String: [String]] = [
        "login-navigator": [],
        // UIKit's refusal is an event, not a state: the trace's invariant report names it.
        "login-popOnCancel": [],
        // Each sign-in scene leaks once it is cancelled: AuthCoordinator and LoginCoordinator hold each other.
        "login-strongParent": [
            "4 finishedButAlive AuthCoordinator#2", "4 flowEndedButAlive LoginCoordinator#3",
            "6 finishedButAlive AuthCoordinator#4", "6 flowEndedButAlive LoginCoordinator#5",
        ],
        "login-weakParent": [],
        "welcome-seed": ["7 crashed DetailsCoordinator#5"],
        "welcome-fixed": [],
        "children-removedOnDisappear": ["2 orphanedScreen AddSecond#3", "3 orphanedScreen Add#2"],
        "children-notStored": ["1 orphanedScreen Add#2"],
        "children-rootNotStored": ["0 orphanedScreen Main#1"],
        "children-removedOnWillDisappear": ["2 orphanedScreen Add#2"],
        "children-neverRemoved": ["2 flowEndedButAlive AddCoordinator#2", "4 flowEndedButAlive AddCoordinator#3"],
        "children-navigationDelegate": [],
        "projects-seed": [
            "2 flowEndedButAlive ProjectDetailsCoordinator#2", "8 flowEndedButAlive AddProjectCoordinator#5",
            "8 orphanedScreen AddProject#4",
        ],
        "projects-routerTracksPops": [],
        "editor-coordinator": [],
        "editor-naive": ["6 listShowsEdits List#2"],
        "editor-naiveDelegate": [],
        "editor-strongCoordinator": ["5 finishedButAlive SceneCoordinator#2"],
        "editor-presentDetailsPushesList": ["3 crashed the app"],
        "editor-pageSheet": ["4 flowEndedButAlive SceneCoordinator#2"],
        "editor-stopOnlyDismisses": [
            "3 flowEndedButAlive SceneCoordinator#2", "5 flowEndedButAlive SceneCoordinator#3",
        ],
        "login-pageSheet": ["3 flowEndedButAlive AuthCoordinator#2", "3 flowEndedButAlive LoginCoordinator#3"],
    ]

    @Test(arguments: scenarioNames)
    func bugsAppearWhereExpected(name: String) throws {
        let scenario = try loadScenario(name)
        let checked = try CheckedSession(scenario.app, variant: scenario.variant)
        var seen: [String] = []
        func record(_ input: Int) {
            for violation in checked.state.invariantViolations(including: checked.invariants) {
                let who =
                    violation.screen.flatMap { checked.state.screens[$0]?.displayName }
                    ?? violation.coordinator.flatMap { checked.state.coordinators[$0]?.displayName } ?? "the app"
                let key = "\(violation.kind) \(who)"
                if !seen.contains(where: { $0.hasSuffix(" " + key) }) { seen.append("\(input) \(key)") }
            }
        }
        try checked.session.launch()
        record(0)
        try checked.session.perform(scenario.inputs, afterEach: record)
        #expect(seen == Self.expectedBugs[name])
    }
}

/// An event sink that also takes the session's live state each time an event arrives:
/// the state after every event before it.
final class SnapshottingSink: EventSink {
    weak var session: Session?
    private(set) var events: [NavigationEvent] = []
    private(set) var liveStates: [NavigationState] = []

    func append(_ event: NavigationEvent) {
        // The session's runtime calls its sink on the main actor.
        if let session { liveStates.append(MainActor.assumeIsolated { session.state }) }
        events.append(event)
    }
}

@Suite @MainActor struct EveryStepTests {
    /// The live state after every single event, not only between inputs, is the fold of
    /// the events up to it.
    @Test(arguments: scenarioNames)
    func theLiveStateAtEveryStepIsTheFoldOfTheEventsBeforeIt(name: String) throws {
        let scenario = try loadScenario(name)
        let sink = SnapshottingSink()
        let session = Session(app: try Examples.named(scenario.app).makeApp(variant: scenario.variant), sink: sink)
        sink.session = session
        try session.perform(scenario.inputs)
        let live = sink.liveStates + [session.state]
        #expect(live.count == sink.events.count + 1)
        var replayed = NavigationState()
        #expect(live[0] == replayed)
        for (index, event) in sink.events.enumerated() {
            try replayed.apply(event)
            #expect(live[index + 1] == replayed, "step \(index + 1): \(event)")
        }
    }
}

/// Seed 001's outputs: a coordinator tells its parent through `actions`. `NavSim.annotate`
/// makes the output an event, so a trace shows the seed's system back button and back
/// swipe skipping it (only Home's own back button calls it), and the fixed variant sending
/// it once for every way out.
@Suite @MainActor struct OutputAnnotationTests {
    /// The notes each input sends in `variant`: Home left by the system back button, by a
    /// back swipe, and by its own back button.
    func outputs(_ variant: String) throws -> [[String]] {
        let getStarted = Scenario.Step.tap("getStarted", on: "Welcome", argument: .null)
        let inputs: [Scenario.Step] = [
            getStarted, .back(.button), getStarted, .back(.swipe), getStarted,
            .tap("back", on: "Home", argument: .null),
        ]
        let checked = try CheckedSession("welcome", variant: variant)
        try checked.session.launch()
        var outputs: [[String]] = []
        var seen = checked.log.events.count
        try checked.session.perform(inputs) { _ in
            outputs.append(checked.log.events[seen...].map(\.description).filter { $0.hasPrefix("annotated") })
            seen = checked.log.events.count
        }
        return outputs
    }

    @Test func theSeedsOwnBackButtonSendsTheOutputAndTheSystemBackButtonAndSwipeSkipIt() throws {
        // getStarted, the system back, getStarted, the back swipe, getStarted, Home's back.
        #expect(try outputs("seed") == [[], [], [], [], [], ["annotated controllerDismissed by c4: null"]])
    }

    @Test func theFixedHomeSendsItOnceHoweverItIsLeft() throws {
        #expect(
            try outputs("fixed") == [
                [], ["annotated controllerDismissed by c2: null"], [], ["annotated controllerDismissed by c3: null"],
                [], ["annotated controllerDismissed by c4: null"],
            ])
    }
}
