import Foundation
import Testing

/// An app's own invariant as a user meets it on the command line: editor's naive variant
/// keeps a stale list, which its `listShowsEdits` invariant sees and every command that
/// checks a trace or explores the app reports.
@Suite struct AppInvariantCommandTests {
    let finding = "listShowsEdits: List#2 shows \"Milk\" for entity 1, Details#3 shows \"Oat milk\": the list is stale"

    @Test func checkAndReplayReportTheAppsInvariant() throws {
        let check = try navsim("check", "Traces/editor-naive.navtrace")
        #expect(check.output == "step 54: \(finding) (later resolved)\n")
        #expect(check.status == 1)
        let json = try navsim("check", "Traces/editor-naive.navtrace", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["listShowsEdits"])
        #expect(findings.map { $0["screen"] as? String } == ["s2"])
        let replay = try navsim("replay", "Traces/editor-naive.navtrace", "--at", "54")
        #expect(replay.output.hasSuffix("! \(finding)\n"))
        #expect(!(try navsim("replay", "Traces/editor-naive.navtrace", "--at", "53")).output.contains("!"))
    }

    @Test func checkingManyTracesChecksEachWithItsAppsInvariants() throws {
        let run = try navsim(
            "check", "Traces/editor-naive.navtrace", "Traces/editor-naiveDelegate.navtrace",
            "Traces/children-notStored.navtrace")
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("Traces/editor-naive.navtrace: step 54: \(finding) (later resolved)\n"))
        #expect(!run.output.contains("Traces/editor-naiveDelegate.navtrace:"))
        #expect(run.output.contains("Traces/children-notStored.navtrace: step"))
    }

    @Test func theViewerListsTheAppsInvariantAmongItsFindings() throws {
        let folder = try temporaryFolder()
        let page = folder.appendingPathComponent("naive.html").path
        let run = try navsim("view", "Traces/editor-naive.navtrace", "--output", page)
        #expect(run.status == 0, "\(run.error)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("listShowsEdits"))
        let clean = folder.appendingPathComponent("delegate.html").path
        #expect(try navsim("view", "Traces/editor-naiveDelegate.navtrace", "--output", clean).status == 0)
        #expect(!(try String(contentsOfFile: clean, encoding: .utf8)).contains("listShowsEdits"))
    }

    /// A trace of an app this command line does not know is checked by NavSim's rules alone.
    @Test func aTraceOfAnUnknownAppHasNoAppInvariants() throws {
        let folder = try temporaryFolder()
        let lines = try String(contentsOfFile: "Traces/editor-naive.jsonl", encoding: .utf8)
        let renamed = lines.replacingOccurrences(of: #""app":"editor""#, with: #""app":"mystery""#)
        #expect(renamed != lines)
        let trace = folder.appendingPathComponent("mystery.jsonl").path
        try renamed.write(toFile: trace, atomically: true, encoding: .utf8)
        let run = try navsim("check", trace)
        #expect(run.status == 0)
        #expect(run.output == "clean: 75 events, no invariant broken\n")
    }

    @Test func exploreFindsTheStaleListAndShrinkCutsAWalkToTheSameSixInputs() throws {
        let explore = try navsim("explore", "editor", "--variant", "naive")
        #expect(explore.status == 1)
        #expect(explore.output.contains("1. listShowsEdits (SceneCoordinator, screen List) after 6 inputs"))
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("walk.navtrace").path
        let record = try navsim(
            "record", "editor", "--variant", "naive", "--explore", "400", "--seed", "2", "-o", trace)
        #expect(record.status == 0, "\(record.error)")
        let shrink = try navsim("shrink", trace, "--rule", "listShowsEdits")
        #expect(shrink.status == 0, "\(shrink.error)")
        #expect(shrink.output.contains("to 6 on editor/naive"))
        #expect(shrink.output.contains("  6. {\"tap\": \"save\", \"on\": \"Editor\"}\n"))
    }
}
