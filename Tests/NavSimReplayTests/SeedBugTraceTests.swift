import Foundation
import NavSimCore
import NavSimExamples
import NavSimJournal
import NavSimReplay
import NavSimSimulator
import NavSimTestSupport
import Testing

/// The seeds' own bugs (issue 13): each variant's sample trace in `Traces/` gives exactly
/// the findings `navsim check` prints for it, and its fixed form gives none.
@Suite @MainActor struct SeedBugTraceTests {
    /// Who each finding names, by id: the coordinator and the screen.
    nonisolated static let expectedSubjects: [String: [String]] = [
        "login-strongParent": ["c2 -", "c3 -", "c4 -", "c5 -"],
        "children-rootNotStored": ["c1 s1", "c1 s1", "c1 s1"],
        "editor-strongCoordinator": ["c2 -"],
        "editor-presentDetailsPushesList": ["- -"],
        "editor-pageSheet": ["c2 -"],
        "editor-naive": ["c2 s2"],
        "editor-stopOnlyDismisses": ["c2 -", "c3 -"],
        "login-pageSheet": ["c2 -", "c3 -"],
        "welcome-seed": ["c2 -", "c3 -", "c5 -"],
    ]

    @Test(arguments: SeedBugFindings.expected.keys.sorted())
    func theSampleTraceGivesExactlyTheseFindings(name: String) throws {
        let path = repositoryRoot.appendingPathComponent("Traces/\(name).navtrace").path
        let trace = try TraceReader.readAll(path: path)
        var source = trace.events.makeIterator()
        let app = try Examples.named(trace.manifest.app).makeApp(variant: trace.manifest.variant)
        let report = try InvariantReport(checking: &source, invariants: app.invariants)
        #expect(report.findings.map(\.description) == SeedBugFindings.expected[name])
        #expect(
            report.findings.map {
                "\($0.violation.coordinator?.description ?? "-") \($0.violation.screen?.description ?? "-")"
            } == Self.expectedSubjects[name, default: []])
        // The naive editor's stale List stops showing beside the edited Details once it is
        // popped; every other seed bug lasts to the end.
        #expect(report.findings.allSatisfy { $0.holdsAtEnd } == (name != "editor-naive"))
        #expect(report.impossibleEvent == nil)
    }

    /// In `presentDetailsPushesList` the crash comes from the first row's tap: the stack
    /// keeps List alone and nothing is pushed.
    @Test func pushingTheListAgainCrashesOnTheFirstRowAndPushesNothing() throws {
        let (_, events) = try record("editor-presentDetailsPushesList")
        let tap = try #require(events.lastIndex { $0.isInput })
        #expect(events[tap] == .userTapped(screen: ScreenID(2), action: "select", argument: .number(0)))
        #expect(
            events[(tap + 1)...].map(\.description).allSatisfy { $0.hasPrefix("crashed in app: pushViewController") })
        #expect(events.count == tap + 2)
    }
}

/// Random walks: every fixed variant stays clean, and every bug variant shows its bug as
/// a broken invariant (editor `naive`'s stale copy as the app's own, `listShowsEdits`).
@Suite @MainActor struct VariantWalkTests {
    /// The rules 300-input walks with seeds 1 to 3 break, by variant.
    nonisolated static let rulesFound: [String: Set<InvariantViolation.Rule>] = [
        "login/popOnCancel": [.ignoredCommand],
        "login/strongParent": [.finishedButAlive, .flowEndedButAlive],
        "children/removedOnDisappear": [.orphanedScreen, .deadInput],
        "children/notStored": [.orphanedScreen, .deadInput],
        "children/rootNotStored": [.orphanedScreen, .deadInput],
        "children/removedOnWillDisappear": [.orphanedScreen, .deadInput],
        "children/neverRemoved": [.flowEndedButAlive],
        "projects/seed": [.flowEndedButAlive, .ignoredCommand, .orphanedScreen, .deadInput],
        "editor/strongCoordinator": [.finishedButAlive],
        "editor/presentDetailsPushesList": [.crashed],
        "editor/pageSheet": [.flowEndedButAlive],
        "editor/stopOnlyDismisses": [.flowEndedButAlive],
        "login/pageSheet": [.flowEndedButAlive],
        "welcome/seed": [.crashed, .appInvariant],
        "editor/naive": [.appInvariant],
    ]

    nonisolated static let variants: [String] = Examples.all.flatMap { example in
        example.variants.map { "\(example.name)/\($0.name)" }
    }

    @Test(arguments: variants)
    func aWalkBreaksExactlyTheVariantsRules(variant: String) throws {
        let parts = variant.split(separator: "/").map(String.init)
        let example = try Examples.named(parts[0])
        var found: Set<InvariantViolation.Rule> = []
        for seed: UInt64 in [1, 2, 3] {
            let log = EventLog()
            let app = try example.makeApp(variant: parts[1])
            let session = Session(app: app, sink: log)
            var walk = RandomWalk(seed: seed)
            try walk.run(session, steps: 300)
            var source = log.events.makeIterator()
            found.formUnion(
                try InvariantReport(checking: &source, invariants: app.invariants).findings.map(\.violation.rule))
        }
        #expect(found == Self.rulesFound[variant, default: []])
        let isFixed = example.variants.first { $0.name == parts[1] }?.bug == nil
        #expect(isFixed == found.isEmpty)
    }
}
