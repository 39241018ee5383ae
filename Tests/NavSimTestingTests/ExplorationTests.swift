import Foundation
import NavSimCore
import NavSimSimulator
import Testing

@testable import NavSimExploration
@testable import NavSimTesting

/// Exploration of the notes app: the leaking variant's finding, shrunk and written as a
/// scenario that replays to the same finding; the fixed app explores clean.
@Suite @MainActor
struct ExplorationTests {
    let leaky = Exploration(named: "notes", variant: "leaky", seeds: 1...5, inputs: 100) { NotesApp.make(leaky: true) }

    @Test func theLeakIsFoundAndShrunkToTwoInputs() throws {
        let finding = try #require(leaky.run())
        #expect(finding.seed == 1)
        #expect(finding.walk.inputs.count == 6)
        let shortest = try #require(finding.shortest)
        #expect(shortest.inputs == [.open(url: "notes://compose"), .back(.button)])
        #expect(
            finding.report(scenarioPath: "leak.json") == """
                Exploring seed 1 found flowEndedButAlive after input 6 (step 67):
                  flowEndedButAlive: ComposeCoordinator#4 has no screen left on screen but is still alive: leaked
                Shortest input sequence found (2 of the walk's 6 inputs), showing it at step 31:
                  1. {"open": "notes://compose"}
                  2. {"back": "button"}
                  flowEndedButAlive: ComposeCoordinator#2 has no screen left on screen but is still alive: leaked
                Scenario written to leak.json
                """)
        #expect(leaky.replay(shortest.inputs) == shortest.problem)
        #expect(leaky.run() == finding, "the same seeds find the same finding")
    }

    @Test func aFailingExplorationWritesAScenarioThatReplaysToTheFinding() throws {
        let path = try temporaryDirectory() + "/leak.json"
        var finding: ExplorationFinding?
        withKnownIssue {
            finding = leaky.expectNoFindings(writingScenarioTo: path)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("Exploring seed 1 found flowEndedButAlive after input 6") == true
                && issue.comments.first?.rawValue.hasSuffix("Scenario written to \(path)") == true
        }
        let shortest = try #require(finding?.shortest)
        let scenario = try ScenarioFile.read(path)
        #expect(scenario.app == "notes")
        #expect(scenario.variant == "leaky")
        #expect(scenario.inputs == shortest.inputs)
        #expect(
            try String(contentsOfFile: path, encoding: .utf8) == """
                {
                  "app": "notes",
                  "variant": "leaky",
                  "summary": "Found by exploring seed 1: \(shortest.problem)",
                  "inputs": [
                    {"open": "notes://compose"},
                    {"back": "button"}
                  ]
                }

                """)

        let store = NavigationTestStore { NotesApp.make(leaky: true) }
        store.run(scenarioAt: path)
        store.skipEvents()
        #expect(
            store.state.invariantViolations().map { ExplorationFinding.Problem.violation($0) } == [shortest.problem])
    }

    @Test func theDefaultScenarioPathIsInTheTemporaryDirectory() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navsim-exploration/notes-leaky-seed1.json"
        ).path
        var finding: ExplorationFinding?
        withKnownIssue {
            finding = leaky.expectNoFindings()
        } matching: { issue in
            issue.comments.first?.rawValue.hasSuffix("Scenario written to \(path)") == true
        }
        #expect(try ScenarioFile.read(path).inputs == finding?.shortest?.inputs)
    }

    @Test func theFixedAppExploresClean() {
        let fixed = Exploration(named: "notes", seeds: 1...10, inputs: 200) { NotesApp.make() }
        #expect(fixed.run() == nil)
        fixed.expectNoFindings()
    }

    /// With the leak ignored, the leaked coordinator's second bug shows: its save answer,
    /// arriving after the user went back, pops the root (UIKit ignores it).
    @Test func ignoredRulesAreNotReported() throws {
        var exploration = leaky
        exploration.ignoredRules = [.flowEndedButAlive]
        let finding = try #require(exploration.run())
        #expect(finding.seed == 2)
        #expect(
            finding.shortest?.inputs == [
                .open(url: "notes://compose"), .tap("Save", on: "Editor", argument: .null), .back(.button),
                .respond(service: "notesApi", response: ["saved": true]),
            ])
        #expect(
            finding.shortest?.problem.description
                == "ignoredCommand: UIKit ignored `popViewController on k1`: only the root screen is left")
        exploration.ignoredRules = [.flowEndedButAlive, .ignoredCommand]
        #expect(exploration.run() == nil)
    }

    @Test func deltaDebuggingFindsAOneMinimalSublist() {
        let needsBoth: ([Int]) -> Bool = { $0.contains(13) && $0.contains(71) }
        var debugging = DeltaDebugging(budget: 1_000, reproduces: needsBoth)
        #expect(debugging.shrink(Array(0..<100)) == [13, 71])
        #expect(debugging.isOneMinimal)
        var spent = DeltaDebugging(budget: 3, reproduces: needsBoth)
        #expect(spent.shrink(Array(0..<100)).count > 2, "a spent budget keeps the smallest list so far")
        #expect(!spent.isOneMinimal)
        #expect(spent.calls == 3)
        var always = DeltaDebugging<Int>(budget: 10) { _ in true }
        #expect(always.shrink([1, 2, 3]) == [])
    }

    /// Single removals go on until none is possible: 1-minimal, which is not always the
    /// smallest. Runs of consecutive elements go where single ones cannot.
    @Test func removingRunsEndsOneMinimal() {
        // Fails on any list holding 5 whose length is odd: no single removal keeps it failing.
        var odd = DeltaDebugging(budget: 100) { (list: [Int]) in list.contains(5) && list.count % 2 == 1 }
        #expect(odd.removingRuns([3, 4, 5], longest: 1) == [3, 4, 5])
        #expect(odd.isOneMinimal)
        #expect(odd.removingRuns([3, 4, 5], longest: 2) == [5])
        var shrinking = DeltaDebugging(budget: 100) { (list: [Int]) in list.contains(5) }
        #expect(shrinking.removingRuns([1, 2, 5, 7], longest: 1) == [5])
        #expect(shrinking.isOneMinimal)
        var spent = DeltaDebugging(budget: 1) { (list: [Int]) in list.contains(5) }
        #expect(spent.removingRuns([1, 2, 5, 7], longest: 1) == [2, 5, 7])
        #expect(!spent.isOneMinimal)
    }

    @Test func theDiffShowsCommonExpectedAndActualLines() {
        let diff = LineDiff(expected: ["a", "b", "c", "d"], actual: ["a", "x", "c", "d", "e"])
        #expect(diff.text { $0 } == "  a\n− b\n+ x\n  c\n  d\n+ e")
        #expect(LineDiff(expected: ["a"], actual: ["a"]).isEmpty)
    }
}
