import NavSimCore
import NavSimExamples
import NavSimReplay
import NavSimSimulator
import Testing

/// The invariant report with an app's own invariants: editor's naive variant keeps a
/// stale list, which only the app's `listShowsEdits` sees.
@Suite @MainActor struct AppInvariantReportTests {
    func report(_ events: [NavigationEvent], _ invariants: [AppInvariant]) throws -> InvariantReport {
        var source = events.makeIterator()
        return try InvariantReport(checking: &source, invariants: invariants)
    }

    @Test func theNaiveEditorBreaksItsOwnInvariantAndNoNavigationRule() throws {
        let (_, events) = try record("editor-naive")
        let invariants = try Examples.named("editor").makeApp(variant: "naive").invariants
        #expect(invariants.map(\.name) == ["listShowsEdits"])
        #expect(try report(events, []).isClean)
        #expect(
            try report(events, invariants).findings.map(\.description) == [
                "step 54: listShowsEdits: List#2 shows \"Milk\" for entity 1, Details#3 shows \"Oat milk\": "
                    + "the list is stale (later resolved)"
            ])
    }

    @Test func theFixedEditorsKeepIt() throws {
        for variant in ["coordinator", "naiveDelegate"] {
            let (_, events) = try record("editor-naive", variant: variant)
            let invariants = try Examples.named("editor").makeApp(variant: variant).invariants
            #expect(try report(events, invariants).isClean, "\(variant)")
        }
    }

    @Test func twoInvariantsBrokenOnOneScreenAreTwoFindings() throws {
        let (_, events) = try record("editor-naive")
        func breaking(_ name: String) -> AppInvariant {
            AppInvariant(name) { state in
                state.screens.values.first { $0.name == "Editor" }.map {
                    AppInvariant.Breach(screen: $0.id, message: name)
                }
            }
        }
        let findings = try report(events, [breaking("first"), breaking("second")]).findings
        #expect(findings.map(\.violation.kind) == ["first", "second"])
        #expect(findings.map(\.step) == [findings[0].step, findings[0].step])
    }

    /// Seed 001's output rule: each Home popped by the system back button or the back swipe
    /// is a finding at the event that deallocates it, which holds for good; the same inputs
    /// in the fixed variant, and NavSim's rules alone, find no such finding.
    @Test func eachHomeLeftWithoutItsOutputIsOneFindingAtItsDeallocation() throws {
        let (_, events) = try record("welcome-seed")
        let invariants = try Examples.named("welcome").makeApp(variant: "seed").invariants
        #expect(invariants.map(\.name) == ["homeTellsParent"])
        #expect(try report(events, []).findings.map(\.violation.kind) == ["crashed"])
        let findings = try report(events, invariants).findings.filter { $0.violation.kind == "homeTellsParent" }
        #expect(findings.map(\.violation.coordinator) == [CoordinatorID(2), CoordinatorID(3)])
        #expect(findings.allSatisfy { $0.holdsAtEnd })
        #expect(
            findings.map { events[$0.step - 1] } == [
                .coordinatorDeallocated(CoordinatorID(2)), .coordinatorDeallocated(CoordinatorID(3)),
            ])
        let (_, fixed) = try record("welcome-seed", variant: "fixed")
        #expect(try report(fixed, invariants).isClean)
    }
}
