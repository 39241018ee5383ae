import NavSimCore
import NavSimExamples
import NavSimSimulator
import Testing

@testable import NavSimExploration

/// Racing inputs are an explorer's choice only when asked for: with `racing` on, a double
/// tap is found; without it, the same fixed variant stays clean.
@Suite @MainActor
struct RacingExplorationTests {
    private static func children() throws -> @MainActor @Sendable () -> any AppModel {
        try Examples.named("children").maker(variant: "navigationDelegate")
    }

    @Test func breadthFirstWithRacingFindsTheDoubleTapAsANestedTransition() throws {
        let report = SystematicExploration(depth: 2, racing: true, app: try Self.children()).run()
        let nested = report.findings.filter { $0.rule == "nestedTransition" }
        #expect(nested.count == 1)
        // The first control of Main tapped twice quickly: the shortest double tap.
        #expect(
            nested.first?.inputs.map(ScenarioFile.line(for:)) == [
                #"{"tap": "pushSecond", "on": "Main", "quick": true}"#, #"{"tap": "pushSecond", "on": "Main"}"#,
            ])
    }

    @Test func withoutRacingTheFixedVariantStaysClean() throws {
        let report = SystematicExploration(depth: 3, app: try Self.children()).run()
        #expect(report.findings.isEmpty)
        #expect(report.complete)
    }

    @Test func aRacingRandomWalkFindsTheNestedTransitionAndShrinksIt() throws {
        var exploration = Exploration(named: "children", seeds: 1...20, inputs: 200, app: try Self.children())
        exploration.racing = true
        let finding = try #require(exploration.run())
        guard case .violation(let violation) = finding.walk.problem else {
            Issue.record("expected a violation, got \(finding.walk.problem)")
            return
        }
        #expect(violation.rule == .nestedTransition)
        let shortest = try #require(finding.shortest)
        #expect(shortest.inputs.count == 2)
        #expect(shortest.inputs.first.map { if case .quick = $0 { true } else { false } } == true)
        exploration.racing = false
        #expect(exploration.run() == nil)
    }
}
