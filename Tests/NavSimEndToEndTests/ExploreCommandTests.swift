import Foundation
import NavSimTestSupport
import Testing

/// `navsim explore`, the breadth-first explorer, run as a user runs it: the report, its
/// JSON, the repro files and the exit statuses.
@Suite struct ExploreCommandTests {
    @Test func aBuggyVariantPrintsEachFindingWithItsShortestRepro() throws {
        let run = try navsim("explore", "children", "--variant", "notStored")
        #expect(run.status == 1)
        #expect(run.error.isEmpty)
        #expect(
            run.output == """
                explored children/notStored breadth-first: 4 states, 13 transitions, to depth 6 (complete)
                1. orphanedScreen (AddCoordinator, screen Add) after 1 input, at step 23:
                   Add#2 is on screen but AddCoordinator#2 was deallocated: its actions do nothing
                     1. {"tap": "add", "on": "Main"}
                2. deadInput (AddCoordinator, screen Add) after 2 inputs, at step 24:
                   tapping `next` on Add#2 did nothing: no event followed
                     1. {"tap": "add", "on": "Main"}
                     2. {"tap": "next", "on": "Add"}
                coverage: 4 screens (Add, Main, Second, Third), 4 actions
                dead UI (tapped, never did anything): next on Add
                2 findings; each input sequence above is a shortest one

                """)
    }

    @Test func racingIsOptInAndFindsTheDoubleTap() throws {
        let clean = try navsim("explore", "children", "--variant", "navigationDelegate", "--depth", "2")
        #expect(clean.status == 0)
        #expect(clean.output.hasSuffix("no finding in all 5 states up to depth 2\n"))
        let racing = try navsim("explore", "children", "--variant", "navigationDelegate", "--depth", "2", "--racing")
        #expect(racing.status == 1)
        #expect(
            racing.output.contains(
                """
                1. nestedTransition after 2 inputs, at step 30:
                   a transition on k1 began while its animation was running: nested push animation can result \
                in corrupted navigation bar
                     1. {"tap": "pushSecond", "on": "Main", "quick": true}
                     2. {"tap": "pushSecond", "on": "Main"}
                """))
        let misplaced = try navsim(
            "record", "children", "--scenario", "Scenarios/children-notStored.json", "--racing", "-o", "x")
        #expect(misplaced.status == 64)
        #expect(misplaced.error.contains("--racing goes with --explore"))
    }

    @Test func aFixedVariantIsProvedCleanToItsDepth() throws {
        let run = try navsim("explore", "welcome", "--variant", "fixed", "--depth", "4")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("explored welcome/fixed breadth-first: 3 states, 10 transitions, to depth 4"))
        #expect(run.output.hasSuffix("no finding in all 3 states up to depth 4\n"))
    }

    @Test func aStateLimitSaysHowFarItGot() throws {
        let run = try navsim("explore", "login", "--variant", "navigator", "--max-states", "5")
        #expect(run.status == 0)
        #expect(run.output.contains("(stopped by the states limit)"))
        #expect(run.output.hasSuffix("no finding in the 5 states explored; every state up to depth 2 was reached\n"))
    }

    @Test func jsonHasTheDocumentedShapeAndIsTheSameEachRun() throws {
        let run = try navsim("explore", "projects", "--variant", "seed", "--depth", "3", "--json")
        #expect(run.status == 1)
        let again = try navsim("explore", "projects", "--variant", "seed", "--depth", "3", "--json")
        #expect(again.output == run.output)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "findings", "states", "transitions", "depth", "complete", "limit", "replayedInputs", "nondeterminism",
                "coverage",
            ])
        #expect(object["depth"] as? Int == 3)
        #expect(object["complete"] as? Bool == true)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 5)
        let first = try #require(findings.first)
        #expect(Set(first.keys) == ["rule", "inputs", "step", "message", "coordinator", "screen", "kind"])
        #expect(first["rule"] as? String == "flowEndedButAlive")
        #expect(first["kind"] as? String == "flowEndedButAlive", "the old key, for one release")
        #expect(first["coordinator"] as? String == "ProjectDetailsCoordinator")
        let inputs = try #require(first["inputs"] as? [[String: Any]])
        #expect(inputs.count == 2)
        #expect(inputs.last?["back"] as? String == "button")
        let coverage = try #require(object["coverage"] as? [String: Any])
        #expect(Set(coverage.keys) == ["screens", "actions", "deadActions"])
        // Keys in the documented order.
        #expect(run.output.hasPrefix(#"{"findings": [{"rule": "flowEndedButAlive", "inputs": ["#))
    }

    @Test func outputWritesAScenarioAndATraceForEachFindingWithoutOverwriting() throws {
        let folder = try temporaryFolder().appendingPathComponent("repros")
        let run = try navsim("explore", "children", "--variant", "notStored", "--output", folder.path)
        #expect(run.status == 1)
        let names = ["children-notStored-1-orphanedScreen", "children-notStored-2-deadInput"]
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == names.flatMap { [$0 + ".json", $0 + ".navtrace"] })
        #expect(run.output.contains("wrote \(folder.path)/\(names[1]).json and \(folder.path)/\(names[1]).navtrace"))
        let scenario = folder.appendingPathComponent(names[1] + ".json").path
        #expect(
            try String(contentsOfFile: scenario, encoding: .utf8) == """
                {
                  "app": "children",
                  "variant": "notStored",
                  "summary": "Found by exploring breadth-first: deadInput: tapping `next` on Add#2 did nothing: no event followed",
                  "inputs": [
                    {"tap": "add", "on": "Main"},
                    {"tap": "next", "on": "Add"}
                  ]
                }

                """)
        // The trace is the scenario's: check finds the finding in it, and recording the
        // scenario again gives the same bytes.
        let trace = folder.appendingPathComponent(names[1] + ".navtrace").path
        let check = try navsim("check", trace)
        #expect(check.status == 1)
        #expect(check.output.contains("deadInput"))
        let again = folder.deletingLastPathComponent().appendingPathComponent("again.navtrace").path
        #expect(try navsim("record", "children", "--scenario", scenario, "--output", again).status == 0)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: again)) == Data(contentsOf: URL(fileURLWithPath: trace)))

        let bytes = try Data(contentsOf: URL(fileURLWithPath: scenario))
        let refused = try navsim("explore", "children", "--variant", "notStored", "--output", folder.path)
        #expect(refused.status == 3)
        #expect(refused.failedWithOneLine)
        #expect(refused.error.contains("already exists (use --force to replace it); nothing was written"))
        let forced = try navsim("explore", "children", "--variant", "notStored", "--output", folder.path, "--force")
        #expect(forced.status == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: scenario)) == bytes)
    }

    @Test func unknownAppsAndVariantsAreBadInput() throws {
        let app = try navsim("explore", "nope")
        #expect(app.status == 2)
        #expect(app.error.hasPrefix("navsim: no example 'nope'"))
        let variant = try navsim("explore", "login", "--variant", "x")
        #expect(variant.status == 2)
        #expect(
            variant.error
                == "navsim: login has no variant 'x' (variants: navigator, popOnCancel, strongParent, weakParent, "
                + "pageSheet)\n")
        #expect(variant.output.isEmpty)
    }

    @Test func theRandomWalkOptionsAreGoneFromExplore() throws {
        let run = try navsim("explore", "login", "--inputs", "3")
        #expect(run.status == 64)
        #expect(run.error == "navsim: Unknown option '--inputs' (see `navsim explore --help`)\n")
    }
}
