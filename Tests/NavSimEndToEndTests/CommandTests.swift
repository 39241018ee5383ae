import Foundation
import NavSimCore
import NavSimJournal
import NavSimTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every command, run as a user would run the built binary.
@Suite struct CommandTests {
    @Test func appsListsEveryExampleAndVariant() throws {
        let run = try navsim("apps")
        #expect(run.status == 0)
        for name in ["login", "welcome", "children", "projects", "editor", "notStored", "navigationDelegate", "naive"] {
            #expect(run.output.contains(name))
        }
    }

    /// `examples`, `--example` and a scenario's `"example"`, the old names of `apps`, `--app`
    /// and `"app"`, still work for one release, each with one line saying so.
    @Test func theOldNamesStillWorkWithADeprecationNote() throws {
        let listed = try navsim("examples")
        #expect(listed.status == 0)
        #expect(listed.output == (try navsim("apps")).output)
        #expect(listed.error == "navsim: `examples` is deprecated; it is `apps`\n")
        let folder = try temporaryFolder()
        let scenario = folder.appendingPathComponent("old.json")
        try Data(#"{"example": "children", "inputs": [{"tap": "add"}]}"#.utf8).write(to: scenario)
        let recorded = try navsim(
            ["record", "children", "--scenario", scenario.path, "-o", "old.navtrace"], in: folder)
        #expect(recorded.status == 0)
        #expect(recorded.error == "navsim: \(scenario.path): \"example\" is deprecated; it is \"app\"\n")
        let verified = try navsim(["verify", "old.navtrace", "--example", "children"], in: folder)
        #expect(verified.status == 0)
        #expect(verified.error == "navsim: --example is deprecated; it is --app\n")
        let both = try navsim(["verify", "old.navtrace", "--example", "children", "--app", "children"], in: folder)
        #expect(both.status == 64)
        try Data(#"{"example": "children", "app": "children", "inputs": []}"#.utf8).write(to: scenario)
        let twice = try navsim(["record", "children", "--scenario", scenario.path, "-o", "twice.navtrace"], in: folder)
        #expect(twice.status == 2)
        #expect(twice.error.contains("\"example\" is the old name of \"app\": give one"))
    }

    @Test func recordIsDeterministicAndNeverOverwritesWithoutForce() throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("bug.navtrace").path
        let first = try navsim(
            "record", "children", "--scenario", scenarioPath("children-notStored"), "--output", trace)
        #expect(first.status == 0)
        #expect(first.output.contains("orphanedScreen"))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: trace))
        let refused = try navsim(
            "record", "children", "--scenario", scenarioPath("children-notStored"), "--output", trace)
        #expect(refused.status == 3)
        #expect(refused.error == "navsim: \(trace) already exists (use --force to replace it)\n")
        let again = try navsim(
            "record", "children", "--scenario", scenarioPath("children-notStored"), "--output", trace, "--force")
        #expect(again.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: trace)) == bytes)
    }

    @Test func aRandomWalkIsDeterministicBySeed() throws {
        let folder = try temporaryFolder()
        let paths = ["a", "b", "c"].map { folder.appendingPathComponent("\($0).navtrace").path }
        for (path, seed) in zip(paths, ["5", "5", "6"]) {
            let run = try navsim(
                "record", "editor", "--explore", "300", "--seed", seed, "--output", path, "--fsync", "never")
            #expect(run.status == 0)
            // The trace's inputs also count the launch and the settling the walk waits for.
            #expect(run.output.contains(" inputs; the walk took 300 steps) of editor/"), "\(run.output)")
        }
        let data = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(data[0] == data[1])
        #expect(data[0] != data[2])
    }

    @Test func checkReplayAndVerifyFindTheSeedBug() throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("bug.navtrace").path
        _ = try navsim(
            "record", "children", "--scenario", scenarioPath("children-removedOnDisappear"), "--output", trace)
        let check = try navsim("check", trace)
        #expect(check.status == 1, "\(check.error)")
        #expect(check.output.contains("orphanedScreen: AddSecond#3 is on screen but AddCoordinator#2 was deallocated"))
        let step = try #require(
            check.output.split(separator: "\n").first?.split(separator: ":").first?.split(separator: " ").last)
        let replay = try navsim("replay", trace, "--at", String(step))
        #expect(replay.status == 0)
        #expect(replay.output.contains("c2 AddCoordinator (finished, deallocated)"))
        #expect(replay.output.contains("! orphanedScreen"))
        let verify = try navsim("verify", trace)
        #expect(verify.status == 0)
        #expect(verify.output.hasPrefix("reproduced"))
        let fixed = try navsim("verify", trace, "--variant", "navigationDelegate")
        #expect(fixed.status == 1)
        #expect(fixed.output.hasPrefix("diverged at step"))
    }

    @Test func logPrintsStepsAndJSON() throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("t.navtrace").path
        _ = try navsim("record", "login", "--scenario", scenarioPath("login-navigator"), "--output", trace)
        let text = try navsim("log", trace, "--from", "2", "--to", "4")
        #expect(text.status == 0)
        #expect(
            text.output.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) } == [
                "2", "3", "4",
            ])
        let json = try navsim("log", trace, "--json")
        for line in json.output.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["type"] is String)
            #expect(object?["step"] is Int)
        }
    }

    @Test func diffTellsSameFromDifferent() throws {
        let folder = try temporaryFolder()
        let a = folder.appendingPathComponent("a.navtrace").path
        let b = folder.appendingPathComponent("b.navtrace").path
        let c = folder.appendingPathComponent("c.navtrace").path
        _ = try navsim("record", "children", "--scenario", scenarioPath("children-neverRemoved"), "--output", a)
        _ = try navsim("record", "children", "--scenario", scenarioPath("children-neverRemoved"), "--output", b)
        _ = try navsim(
            "record", "children", "--variant", "navigationDelegate", "--scenario",
            scenarioPath("children-neverRemoved"),
            "--output", c)
        #expect(try navsim("diff", a, b).status == 0)
        let different = try navsim("diff", a, c)
        #expect(different.status == 1)
        #expect(different.output.hasPrefix("differ at step"))
    }

    @Test func exportWritesSVGDotAndPNG() throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("t.navtrace").path
        _ = try navsim("record", "projects", "--scenario", scenarioPath("projects-seed"), "--output", trace)
        let svg = folder.appendingPathComponent("h.svg").path
        #expect(try navsim("export", trace, "--hierarchy", "--output", svg).status == 0)
        let xml = try Data(contentsOf: URL(fileURLWithPath: svg))
        #expect(XMLParser(data: xml).parse())
        #expect(String(decoding: xml, as: UTF8.self).contains("ProjectDetailsCoordinator#2"))
        let dot = folder.appendingPathComponent("f.dot").path
        #expect(try navsim("export", trace, trace, "--flow", "--output", dot).status == 0)
        #expect(try String(contentsOfFile: dot, encoding: .utf8).hasPrefix("digraph"))
        let png = folder.appendingPathComponent("h.png").path
        let pngRun = try navsim("export", trace, "--hierarchy", "--at", "20", "--output", png)
        #expect(pngRun.status == 0, "\(pngRun.error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: png)).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let refused = try navsim("export", trace, "--hierarchy", "--output", svg)
        #expect(refused.status == 3)
        #expect(try Data(contentsOf: URL(fileURLWithPath: svg)) == xml)
    }

    @Test func exportWritesMermaidByExtensionOrFormat() throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("t.navtrace").path
        _ = try navsim("record", "projects", "--scenario", scenarioPath("projects-seed"), "--output", trace)
        let mmd = folder.appendingPathComponent("f.mmd").path
        let run = try navsim("export", trace, "--flow", "--output", mmd)
        #expect(run.status == 0)
        let text = try String(contentsOfFile: mmd, encoding: .utf8)
        #expect(text.hasPrefix("flowchart LR\n"))
        #expect(run.output == "wrote \(mmd) (mermaid, \(text.utf8.count) bytes)\n")
        let md = folder.appendingPathComponent("h.md").path
        #expect(try navsim("export", trace, "--hierarchy", "--format", "mermaid", "--output", md).status == 0)
        let hierarchy = try String(contentsOfFile: md, encoding: .utf8)
        #expect(hierarchy.hasPrefix("flowchart TB\n") && hierarchy.contains("ProjectDetailsCoordinator#35;2"))
        // The same bytes again; an existing file only with --force.
        #expect(try navsim("export", trace, "--flow", "--output", mmd).status == 3)
        #expect(try navsim("export", trace, "--flow", "--output", mmd, "--force").status == 0)
        #expect(try String(contentsOfFile: mmd, encoding: .utf8) == text)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "f.mmd", "h.md", "t.navtrace",
            ])
    }

    @Test func convertRoundTripsByteForByte() throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("t.navtrace").path
        let jsonl = folder.appendingPathComponent("t.jsonl").path
        let back = folder.appendingPathComponent("back.navtrace").path
        _ = try navsim("record", "editor", "--scenario", scenarioPath("editor-coordinator"), "--output", trace)
        #expect(try navsim("convert", trace, "--output", jsonl).status == 0)
        #expect(try navsim("convert", jsonl, "--output", back).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: back)) == Data(contentsOf: URL(fileURLWithPath: trace)))
        #expect(try navsim("check", jsonl).status == 0)
    }
}

/// Bad input: one line on stderr naming what and where, a documented status, no crash.
@Suite struct BadInputTests {
    @Test func aMissingFileADirectoryAndAnEmptyFileAreUnreadable() throws {
        let folder = try temporaryFolder()
        let empty = folder.appendingPathComponent("empty.navtrace")
        try Data().write(to: empty)
        for path in [folder.appendingPathComponent("missing.navtrace").path, folder.path, empty.path] {
            let run = try navsim("check", path)
            #expect(run.status == 2, "\(path)")
            #expect(run.error.hasPrefix("navsim: "))
            #expect(run.error.contains(path))
            #expect(run.error.split(separator: "\n").count == 1)
        }
    }

    @Test func aCorruptMiddleNamesTheOffset() throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("t.navtrace")
        _ = try navsim("record", "welcome", "--scenario", scenarioPath("welcome-fixed"), "--output", trace.path)
        var bytes = try Data(contentsOf: trace)
        bytes[bytes.count / 2] ^= 0x40
        try bytes.write(to: trace)
        let run = try navsim("check", trace.path)
        #expect(run.status == 2)
        #expect(run.error.contains("byte offset"))
        let salvaged = folder.appendingPathComponent("fixed.navtrace").path
        #expect(try navsim("convert", trace.path, "--salvage", "--output", salvaged).status == 0)
        #expect(try navsim("log", salvaged).status == 0)
    }

    @Test func aNewerFormatIsRefusedWithAnUpgradeHint() throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("t.navtrace")
        _ = try navsim("record", "login", "--scenario", scenarioPath("login-navigator"), "--output", trace.path)
        var bytes = try Data(contentsOf: trace)
        let magic = 8  // the major version follows the 8 magic bytes
        bytes[magic] = 99
        try bytes.write(to: trace)
        let run = try navsim("replay", trace.path)
        #expect(run.status == 2)
        #expect(run.error.contains("upgrade NavSim"))
    }

    @Test func unknownExamplesVariantsAndActionsAreNamed() throws {
        let folder = try temporaryFolder()
        let out = folder.appendingPathComponent("t.navtrace").path
        let example = try navsim("record", "nope", "--explore", "3", "--output", out)
        #expect(example.status == 2)
        #expect(example.error.contains("no example 'nope'"))
        let variant = try navsim("record", "children", "--variant", "x", "--explore", "3", "--output", out)
        #expect(variant.status == 2)
        #expect(variant.error.contains("children has no variant 'x'"))
        let badScenario = folder.appendingPathComponent("bad.json")
        try Data(#"{"app": "children", "inputs": [{"tap": "add"}, {"tap": "fly"}]}"#.utf8).write(to: badScenario)
        let action = try navsim("record", "children", "--scenario", badScenario.path, "--output", out, "--force")
        #expect(action.status == 2)
        #expect(action.error.contains("input 2: Add has no action 'fly'"))
        let flag = try navsim("record", "children", "--explore", "3")
        #expect(flag.status == 64)
    }
}

/// A record killed mid-run leaves a readable trace: a prefix of what it wrote.
@Suite struct InterruptedRecordTests {
    @Test func aKilledRecordLeavesAValidPrefix() throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("killed.navtrace").path
        let process = try startNavsim("record", "editor", "--explore", "50000000", "--output", trace)
        // Wait until the writer has committed some batches, then kill it without warning.
        let size = eventually { fileSize(trace).flatMap { $0 >= 400_000 ? $0 : nil } }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(size != nil)
        let check = try navsim("check", trace)
        #expect([0, 1].contains(check.status), "\(check.error)")
        let log = try navsim("log", trace, "--from", "1", "--to", "1")
        #expect(log.output.hasPrefix("1\t> launched"))
    }
}

/// The help of every command, as golden files: a change of wording shows in review.
@Suite struct HelpTests {
    @Test(arguments: [
        "", "init", "apps", "record", "explore", "shrink", "replay", "log", "check", "verify", "diff", "export",
        "view",
        "convert",
        "test-from",
    ])
    func helpMatchesGolden(command: String) throws {
        let run = try command.isEmpty ? navsim("--help") : navsim(command, "--help")
        #expect(run.status == 0)
        try expectGolden(
            run.output, in: "NavSimEndToEndTests", named: "help-\(command.isEmpty ? "navsim" : command).txt")
    }
}

/// What the review of the first version found, kept fixed.
@Suite struct ReviewRegressionTests {
    @Test func writeFailuresExitThreeAndNameTheOutput() throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("t.navtrace").path
        _ = try navsim("record", "login", "--scenario", scenarioPath("login-navigator"), "--output", trace)
        let missing = folder.appendingPathComponent("nodir/x.svg").path
        let run = try navsim("export", trace, "--hierarchy", "--output", missing)
        #expect(run.status == 3)
        #expect(run.error == "navsim: cannot write \(missing): No such file or directory\n")
        let record = try navsim("record", "login", "--explore", "3", "--output", missing + ".navtrace")
        #expect(record.status == 3)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["t.navtrace"])
    }

    @Test func exportRefusesFormatsItCannotTellOrDoesNotHave() throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("t.navtrace").path
        _ = try navsim("record", "login", "--scenario", scenarioPath("login-navigator"), "--output", trace)
        #expect(
            try navsim("export", trace, "--hierarchy", "--output", folder.appendingPathComponent("x.out").path).status
                == 64)
        #expect(
            try navsim(
                "export", trace, "--hierarchy", "--output", folder.appendingPathComponent("x.svg").path, "--format",
                "jpeg2"
            )
            .status == 64)
        // An output that is the input is refused as every command refuses it: not written.
        #expect(try navsim("convert", trace, "--salvage", "--output", trace, "--force").status == 3)
    }

    @Test func scenarioFilesAreReadStrictly() throws {
        let folder = try temporaryFolder()
        let out = folder.appendingPathComponent("t.navtrace").path
        let cases = [
            (#"{"app": "children", "inputs": [{"tap": "add", "onn": "Main"}]}"#, #"unknown key "onn""#),
            (
                #"{"app": "children", "inputs": [{"tap": "add", "back": "button"}]}"#,
                "takes one action, not back and tap"
            ),
            (#"{"app": "children", "inputs": [{"tab": 1.5}]}"#, "a tab is a whole number, not 1.5"),
            (#"{"app": "children", "inputs": [{"respond": "api"}]}"#, "no request to api is waiting"),
        ]
        for (text, message) in cases {
            let file = folder.appendingPathComponent("s.json")
            try Data(text.utf8).write(to: file)
            let run = try navsim("record", "children", "--scenario", file.path, "--output", out, "--force")
            #expect(run.status == 2, "\(text)")
            #expect(run.error.contains(message), "\(run.error)")
            #expect(run.error.split(separator: "\n").count == 1)
        }
    }

    @Test func checkReportsCommandsUIKitIgnored() throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("t.navtrace").path
        _ = try navsim("record", "login", "--scenario", scenarioPath("login-popOnCancel"), "--output", trace)
        let check = try navsim("check", trace)
        #expect(check.status == 1, "\(check.error)")
        #expect(
            check.output.contains(
                "ignoredCommand: UIKit ignored `popViewController on k1`: only the root screen is left"))
        // Another example runs its own default variant, not the trace's.
        let verify = try navsim("verify", trace, "--example", "children")
        #expect(verify.status == 1)
        #expect(verify.output.hasPrefix("diverged at step"))
    }
}

/// Hostile text from a scenario cannot rewrite the terminal: controls and bidirectional
/// overrides come out as escapes, in the log and in errors.
@Suite struct HostileTextTests {
    @Test func controlAndBidiCharactersAreEscapedOnOutput() throws {
        let folder = try temporaryFolder()
        let out = folder.appendingPathComponent("t.navtrace").path
        let file = folder.appendingPathComponent("s.json")
        // JSON escapes in the file; the characters themselves in the trace.
        let hostile = #"\u202Eevil\u001B[2J\u0085<script>"#
        let scenario =
            #"{"app": "login", "inputs": [{"tap": "goToNext"}, {"tap": "login", "with": "\#(hostile)"}]}"#
        try Data(scenario.utf8).write(to: file)
        #expect(try navsim("record", "login", "--scenario", file.path, "--output", out).status == 0)
        let log = try navsim("log", out)
        #expect(log.status == 0)
        // Inside a JSON value, as JSON writes them.
        #expect(log.output.contains(#"\u202eevil\u001b[2J\u0085<script>"#))
        #expect(!log.output.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{1B}" || $0 == "\u{85}" })
        try Data(#"{"app": "login", "inputs": [{"tap": "\#(hostile)"}]}"#.utf8).write(to: file)
        let refused = try navsim("record", "login", "--scenario", file.path, "--output", out, "--force")
        #expect(refused.status == 2)
        #expect(!refused.error.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{1B}" })
    }

    /// A name holding a newline, a tab or a line separator cannot forge a line of `check`
    /// or `replay`, nor a column of `log`.
    @Test func namesCannotForgeLinesOrColumns() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("forged.navtrace").path
        let name = "Evil\nstep 1: crashed: forged\tcolumn\u{2028}"
        try Self.write(
            [
                .launched, .windowCreated(WindowID(1)),
                .screenCreated(ScreenID(1), name: name, owner: nil, state: .null),
                .windowRootSet(WindowID(1), root: .screen(ScreenID(1))), .lifecycle(ScreenID(1), .viewDidLoad),
                .lifecycle(ScreenID(1), .viewWillAppear), .lifecycle(ScreenID(1), .viewDidAppear),
                .userTapped(screen: ScreenID(1), action: "go\nchecked 9 traces", argument: .null),
            ], to: path)
        let check = try navsim("check", path)
        #expect(check.status == 1, "\(check.error)")
        #expect(check.output.split(separator: "\n").count == 1, "\(check.output)")
        #expect(check.output.contains(#"go\u{a}checked 9 traces"#))
        let log = try navsim("log", path)
        #expect(log.output.split(separator: "\n").count == 8)
        #expect(log.output.split(separator: "\n").allSatisfy { $0.split(separator: "\t").count == 2 })
        let replay = try navsim("replay", path)
        #expect(replay.output.contains("Evil\\u{a}step 1: crashed: forged\tcolumn\\u{2028}"), "\(replay.output)")
        #expect(!replay.output.contains("\nstep 1: crashed"))
    }

    /// Writes `events` as a trace of an app named `hostile`.
    static func write(_ events: [NavigationEvent], to path: String) throws {
        let writer = try TraceWriter(creating: path, manifest: TraceManifest(app: "hostile"), policy: .never)
        for event in events { try writer.append(event) }
        try writer.close()
    }

    /// Bidirectional controls and line separators in names stay JSON in `log --json` and
    /// `check --json`: written as JSON's `\u202e`, which the terminal-safe output leaves alone
    /// (it used to turn the raw character into `\u{202e}`, which no JSON reader accepts).
    @Test func bidiControlsInNamesStayJSONInJSONOutput() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("bidi.navtrace").path
        let name = "\u{202E}nigoL\u{2028}\u{85}"
        try Self.write(
            [
                .launched, .windowCreated(WindowID(1)), .coordinatorCreated(CoordinatorID(1), type: name),
                .crashed(reason: name, coordinator: CoordinatorID(1)),
            ], to: path)
        for run in [try navsim("log", path, "--json"), try navsim("check", path, "--json")] {
            let lines = run.output.split(separator: "\n")
            #expect(!lines.isEmpty)
            for line in lines {
                #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "\(line)")
            }
            #expect(run.output.contains(#"\u202enigoL\u2028\u0085"#), "\(run.output)")
        }
    }

    /// `export` draws bidirectional controls and line separators in names as their escapes,
    /// as `log` shows them: the hierarchy's and the flow graph's SVG hold none of them.
    @Test func bidiControlsInNamesAreEscapedInDrawings() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("bidi.navtrace").path
        let name = "\u{202E}nigoL\u{202C}\u{2066}x\u{2069}\u{200E}\u{200F}\u{2028}\u{2029}"
        try Self.write(
            [
                .launched, .windowCreated(WindowID(1)), .coordinatorCreated(CoordinatorID(1), type: name),
                .coordinatorStarted(CoordinatorID(1)),
                .screenCreated(ScreenID(1), name: name, owner: CoordinatorID(1), state: .null),
                .windowRootSet(WindowID(1), root: .screen(ScreenID(1))), .lifecycle(ScreenID(1), .viewDidLoad),
                .lifecycle(ScreenID(1), .viewWillAppear), .lifecycle(ScreenID(1), .viewDidAppear),
            ], to: path)
        let escaped = #"\u{202e}nigoL\u{202c}\u{2066}x\u{2069}\u{200e}\u{200f}\u{2028}\u{2029}"#
        for (option, file) in [("--hierarchy", "h.svg"), ("--flow", "f.svg")] {
            let svg = folder.appendingPathComponent(file)
            let run = try navsim("export", path, option, "--output", svg.path)
            #expect(run.status == 0, "\(run.error)")
            let text = try String(contentsOf: svg, encoding: .utf8)
            #expect(
                !text.unicodeScalars.contains { $0.properties.isBidiControl || $0 == "\u{2028}" || $0 == "\u{2029}" })
            #expect(text.contains(escaped), "\(text)")
        }
    }

    @Test func aNewlineInAnErrorStaysOnOneLine() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("s.json")
        try Data(#"{"app": "login", "inputs": [{"tap": "fly\naway"}]}"#.utf8).write(to: file)
        let out = folder.appendingPathComponent("t.navtrace").path
        let run = try navsim("record", "login", "--scenario", file.path, "--output", out)
        #expect(run.status == 2)
        #expect(run.failedWithOneLine, "\(run.error)")
        #expect(run.error.contains(#"no action 'fly\u{a}away'"#), "\(run.error)")
    }
}
