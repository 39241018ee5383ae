import Foundation
import NavSimJournal
import NavSimTestSupport
import Testing

/// `navsim shrink`, run as a user runs it on a random walk's trace: the report, the files,
/// their determinism, the choice of finding and the refusals.
@Suite struct ShrinkCommandTests {
    /// A 400-input random walk of children/notStored, recorded into a fresh folder.
    static func walk(variant: String = "notStored") throws -> (folder: URL, trace: String) {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("walk.navtrace").path
        let record = try navsim(
            "record", "children", "--variant", variant, "--explore", "400", "--seed", "5", "-o", trace)
        #expect(record.status == 0, "\(record.error)")
        return (folder, trace)
    }

    /// An output rule's finding names a coordinator its own event deallocated: the shrunk
    /// repro is looked for under that coordinator's type, named in the state before.
    @Test func anOutputRulesFindingShrinksToItsRepro() throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("welcome.navtrace").path
        try FileManager.default.copyItem(
            atPath: repositoryRoot.appendingPathComponent("Traces/welcome-seed.navtrace").path, toPath: trace)
        let run = try navsim("shrink", trace)
        #expect(run.status == 0, "\(run.error)")
        let shrunk = folder.appendingPathComponent("welcome-shrunk").path
        #expect(
            run.output == """
                finding 1 of \(trace), homeTellsParent (HomeCoordinator):
                  HomeCoordinator#2 was deallocated without noting its output `controllerDismissed`: its parent was never told
                shrank 7 inputs (2 up to the finding) to 2 on welcome/seed, in 8 replays; removing any one input loses the finding (1-minimal):
                  1. {"tap": "getStarted", "on": "Welcome"}
                  2. {"back": "button"}
                wrote \(shrunk).json and \(shrunk).navtrace

                """)
    }

    @Test func aWalkShrinksToItsRepro() throws {
        let (folder, trace) = try Self.walk()
        let run = try navsim("shrink", trace)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.isEmpty)
        let shrunk = folder.appendingPathComponent("walk-shrunk").path
        #expect(
            run.output == """
                finding 1 of \(trace), orphanedScreen (AddCoordinator, screen Add):
                  Add#2 is on screen but AddCoordinator#2 was deallocated: its actions do nothing
                shrank 320 inputs (1 up to the finding) to 1 on children/notStored, in 4 replays; removing any one input loses the finding (1-minimal):
                  1. {"tap": "add", "on": "Main"}
                wrote \(shrunk).json and \(shrunk).navtrace

                """)
        // The scenario is the form `explore --output` writes, and the trace is it recorded.
        let scenario = try String(contentsOfFile: shrunk + ".json", encoding: .utf8)
        #expect(scenario.hasPrefix("{\n  \"app\": \"children\",\n  \"variant\": \"notStored\",\n"))
        #expect(scenario.hasSuffix("  \"inputs\": [\n    {\"tap\": \"add\", \"on\": \"Main\"}\n  ]\n}\n"))
        let again = folder.appendingPathComponent("again.navtrace").path
        #expect(try navsim("record", "children", "--scenario", shrunk + ".json", "-o", again).status == 0)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: again))
                == Data(contentsOf: URL(fileURLWithPath: shrunk + ".navtrace")))
        let check = try navsim("check", shrunk + ".navtrace")
        #expect(check.status == 1)
        #expect(check.output.contains("orphanedScreen"))
    }

    /// A trace cut short by a crash: the torn record is dropped, said on stderr, and what
    /// was recorded before it still shrinks.
    @Test func aTornTraceSaysWhatWasDroppedAndShrinks() throws {
        let (folder, trace) = try Self.walk()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: trace))
        let torn = folder.appendingPathComponent("torn.navtrace").path
        // Cut inside a record past the first inputs, wherever the records fall.
        let records = try TraceReader.readAll(path: trace).records
        let cut = Int(records.first { $0.offset > 3_000 }?.offset ?? 3_000) + 5
        try bytes.prefix(cut).write(to: URL(fileURLWithPath: torn))
        let run = try navsim("shrink", torn)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.hasPrefix("navsim: \(torn): note: the last "))
        #expect(run.error.hasSuffix(" bytes are a torn record (an interrupted write), ignored\n"))
        #expect(run.output.contains("  1. {\"tap\": \"add\", \"on\": \"Main\"}\n"))
    }

    @Test func theSameTraceShrinksToTheSameBytesAndJSON() throws {
        let (folder, trace) = try Self.walk(variant: "removedOnWillDisappear")
        let out = folder.appendingPathComponent("min.navtrace").path
        let first = try navsim("shrink", trace, "--output", out, "--json")
        #expect(first.status == 0, "\(first.error)")
        let bytes = try [out, folder.appendingPathComponent("min.json").path].map {
            try Data(contentsOf: URL(fileURLWithPath: $0))
        }
        let second = try navsim("shrink", trace, "--output", out, "--json", "--force")
        #expect(second.output == first.output)
        #expect(
            try [out, folder.appendingPathComponent("min.json").path].map {
                try Data(contentsOf: URL(fileURLWithPath: $0))
            } == bytes)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(first.output.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "finding", "rule", "coordinator", "screen", "message", "before", "upToFinding", "after", "inputs",
                "step", "oneMinimal", "replays", "scenario", "trace", "kind",
            ])
        #expect(object["oneMinimal"] as? Bool == true)
        #expect(object["after"] as? Int == (object["inputs"] as? [Any])?.count)
        #expect((object["after"] as? Int ?? 99) <= 2)
        #expect(first.output.hasPrefix(#"{"finding": 1, "rule": "orphanedScreen", "coordinator": "AddCoordinator", "#))
        #expect(first.output.hasSuffix(#", "kind": "orphanedScreen"}"# + "\n"), "the old key, for one release")
    }

    @Test func aFindingIsChosenByNumberOrRule() throws {
        let (folder, trace) = try Self.walk()
        let dead = try navsim(
            "shrink", trace, "--rule", "deadInput", "--json", "-o", folder.appendingPathComponent("dead.navtrace").path)
        #expect(dead.status == 0, "\(dead.error)")
        #expect(dead.output.contains(#""rule": "deadInput""#))
        let old = try navsim(
            "shrink", trace, "--kind", "deadInput", "--json", "-o", folder.appendingPathComponent("old.navtrace").path)
        #expect(old.status == 0)
        #expect(old.error == "navsim: --kind is deprecated; it is --rule\n")
        #expect(old.output.contains(#""rule": "deadInput""#))
        let missing = try navsim("shrink", trace, "--finding", "999")
        #expect(missing.status == 2)
        #expect(missing.failedWithOneLine)
        #expect(missing.error.contains("findings (see `check`), not a finding 999"))
        let noKind = try navsim("shrink", trace, "--rule", "crashed")
        #expect(noKind.status == 2)
        #expect(noKind.error.contains("it has no crashed finding; its findings are orphanedScreen, deadInput"))
    }

    @Test func refusalsAreOneLineWithTheDocumentedStatus() throws {
        let (folder, trace) = try Self.walk()
        #expect(try navsim("shrink", trace).status == 0)
        let exists = try navsim("shrink", trace)
        #expect(exists.status == 3)
        #expect(exists.failedWithOneLine)
        #expect(exists.error.contains("already exists (use --force to replace it); nothing was written"))

        let itself = try navsim("shrink", trace, "--output", trace, "--force")
        #expect(itself.status == 3)
        #expect(itself.error.contains("is the same file as the input \(trace) (--force never replaces an input)"))

        let clean = folder.appendingPathComponent("clean.navtrace").path
        #expect(
            try navsim("record", "children", "--variant", "navigationDelegate", "--explore", "100", "-o", clean).status
                == 0)
        let nothing = try navsim("shrink", clean)
        #expect(nothing.status == 2)
        #expect(nothing.failedWithOneLine)
        #expect(nothing.error.contains("(`check` finds it clean): nothing to shrink"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("clean-shrunk.navtrace").path))

        let missing = try navsim("shrink", folder.appendingPathComponent("nope.navtrace").path)
        #expect(missing.status == 2)
        #expect(missing.failedWithOneLine)

        #expect(try navsim("shrink", trace, "--finding", "0").status == 64)
        #expect(try navsim("shrink", trace, "--finding", "1", "--rule", "deadInput").status == 64)
        #expect(try navsim("shrink", trace, "--rule", "deadInput", "--kind", "deadInput").status == 64)
        let json = try navsim("shrink", trace, "--output", "x.json")
        #expect(json.status == 64)
        #expect(json.error.contains("--output names the shortened trace, a .navtrace file"))
    }
}
