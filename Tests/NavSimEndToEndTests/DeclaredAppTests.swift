import Foundation
import NavSimTestSupport
import Testing

/// A user's executable on NavSimCLI (`navsim-notes`, Tests/NavSimCLIFixture) declaring the
/// app `notes` through the public API: recorded, verified by its manifest, checked and
/// explored as the examples are, and refused by name where it is missing.
@Suite struct DeclaredAppTests {
    /// What `examples` says about the declared app.
    static let notesListing = """
        notes: A list of notes and a ComposeCoordinator child for a new one
          - stored: the child is stored until its screen leaves the stack
          - notStored: the child is started but never stored
              bug: the child is deallocated at once: Save does nothing

        """

    /// Runs the user's executable.
    func notes(_ arguments: String..., environment: [String: String] = [:]) throws -> Run {
        try run("navsim-notes", arguments, environment: environment)
    }

    /// A scenario of the notes app in `folder`: compose a note, save it.
    func scenario(in folder: URL, variant: String) throws -> String {
        let url = folder.appendingPathComponent("notes-\(variant).json")
        let inputs = #"[{"tap": "compose", "on": "Notes"}, {"tap": "save", "on": "Compose"}]"#
        try Data(#"{"app": "notes", "variant": "\#(variant)", "inputs": \#(inputs)}"#.utf8).write(to: url)
        return url.path
    }

    @Test func theDeclaredAppIsListedBeforeTheExamplesOrAlone() throws {
        let both = try notes("apps")
        #expect(both.status == 0)
        let examples = try navsim("apps")
        #expect(both.output == Self.notesListing + examples.output)
        let alone = try notes("apps", environment: ["NOTES_ONLY": "1"])
        #expect(alone.status == 0 && alone.output == Self.notesListing)
    }

    /// The traces of `runs` records of the stored variant's scenario, each a process of its
    /// own under `environment`, and the log of the first.
    func records(_ runs: Int, environment: [String: String]) throws -> (traces: [Data], log: String) {
        let folder = try temporaryFolder()
        let scenario = try scenario(in: folder, variant: "stored")
        let traces = try (1...runs).map { run in
            let trace = folder.appendingPathComponent("\(run).navtrace").path
            let record = try notes("record", "notes", "--scenario", scenario, "-o", trace, environment: environment)
            #expect(record.status == 0, "\(record.error)")
            return try Data(contentsOf: URL(fileURLWithPath: trace))
        }
        return (traces, try notes("log", folder.appendingPathComponent("1.navtrace").path).output)
    }

    /// An app whose ViewModel state is a `Set`'s order records the same trace on every run:
    /// `navsim` runs with Swift's hashing made deterministic.
    @Test func anAppThatIteratesASetRecordsTheSameTraceEveryRun() throws {
        let (traces, log) = try records(3, environment: ["NOTES_TAGS": "1"])
        #expect(traces.allSatisfy { $0 == traces[0] })
        #expect(log.contains("\"tags\":["), "\(log)")
    }

    /// An app whose ViewModel state is written by many subscribers to the same `@Published`
    /// values records the same trace on every run, with the last subscriber's write:
    /// NavSimCombine delivers in subscription order, where OpenCombine's order follows heap
    /// addresses, which differ from run to run.
    @Test func anAppWhoseSubscribersWriteOneFieldRecordsTheLastSubscribersWriteEveryRun() throws {
        let (traces, log) = try records(4, environment: ["NOTES_FILLING": "24"])
        #expect(traces.allSatisfy { $0 == traces[0] })
        #expect(log.contains(#""filledBy":23,"#), "\(log)")
    }

    /// What an app prints as it is made or run goes to stderr, so that `--json` output stays
    /// JSON: `check` and `replay` make every app to ask for its invariants, `explore` runs it.
    @Test func whatTheAppPrintsNeverReachesTheJSONOnStdout() throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("t.navtrace").path
        let printing = ["NOTES_PRINTS": "1"]
        let scenario = try scenario(in: folder, variant: "stored")
        let record = try notes("record", "notes", "--scenario", scenario, "-o", trace, environment: printing)
        #expect(record.status == 0, "\(record.error)")
        #expect(record.error.contains("notes: making the stored variant"))
        #expect(!record.output.contains("notes: making"))
        let check = try notes("check", trace, "--json", environment: printing)
        #expect(check.status == 0, "\(check.error)")
        #expect(check.error.contains("notes: making the stored variant"))
        #expect((try? JSONSerialization.jsonObject(with: Data(check.output.utf8))) != nil, "\(check.output)")
        let replay = try notes("replay", trace, environment: printing)
        #expect(replay.status == 0 && replay.output.hasPrefix("step 34\n"), "\(replay.output)")
        #expect(replay.error.contains("notes: making the stored variant"))
        #expect(!replay.output.contains("notes: making"))
        let explore = try notes("explore", "notes", "--depth", "2", "--json", environment: printing)
        #expect((try? JSONSerialization.jsonObject(with: Data(explore.output.utf8))) != nil, "\(explore.output)")
    }

    @Test func aDeclaredAppIsRecordedVerifiedByItsManifestAndChecked() throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("bug.navtrace").path
        let record = try notes("record", "notes", "--scenario", scenario(in: folder, variant: "notStored"), "-o", trace)
        #expect(record.status == 0)
        #expect(
            record.output == """
                recorded 24 events (4 inputs) of notes/notStored to \(trace)
                2 invariant violation(s); `navsim-notes check \(trace)` lists them all:
                step 23: orphanedScreen: Compose#2 is on screen but ComposeCoordinator#2 was deallocated: \
                its actions do nothing
                step 24: deadInput: tapping `save` on Compose#2 did nothing: no event followed

                """)
        // No flags: the manifest names the app and variant.
        let verify = try notes("verify", trace)
        #expect(verify.status == 0)
        #expect(verify.output == "reproduced: notes/notStored produced all 24 events of \(trace)\n")
        let fixed = try notes("verify", trace, "--variant", "stored")
        #expect(fixed.status == 1)
        #expect(fixed.output.hasPrefix("diverged at step 14: notes/stored does not reproduce \(trace)\n"))
        // Commands that only read traces need no app: the built-in navsim checks it too.
        let check = try navsim("check", trace)
        #expect(check.status == 1)
        #expect(check.output.contains("orphanedScreen: Compose#2 is on screen but ComposeCoordinator#2"))
    }

    @Test func aTraceOfAnAppThisExecutableLacksIsRefusedInOneLine() throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("notes.navtrace").path
        #expect(
            try notes("record", "notes", "--scenario", scenario(in: folder, variant: "stored"), "-o", trace).status == 0
        )
        let verify = try navsim("verify", trace)
        #expect(verify.status == 2)
        #expect(verify.failedWithOneLine)
        #expect(
            verify.error == """
                navsim: \(trace) was recorded from the app 'notes', which this executable does not have; \
                declare it in your executable on NavSimCLI (docs/your-app.md) or choose one with --app

                """)
        #expect(verify.output.isEmpty)
        // A flag still chooses the model: another app diverges, it is not refused.
        #expect(try navsim("verify", trace, "--example", "children").status == 1)
    }

    @Test func exploringADeclaredAppIsDeterministicAndVerifies() throws {
        let folder = try temporaryFolder()
        let paths = ["a", "b"].map { folder.appendingPathComponent("\($0).navtrace").path }
        for path in paths {
            let run = try notes("record", "notes", "--explore", "200", "--seed", "9", "-o", path, "--fsync", "never")
            #expect(run.status == 0)
            #expect(run.output.hasPrefix("recorded "))
        }
        let data = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(data[0] == data[1])
        #expect(try notes("verify", paths[0]).output.hasPrefix("reproduced: notes/stored produced all "))
    }

    @Test func namesAreCheckedAgainstTheDeclaredApps() throws {
        let folder = try temporaryFolder()
        let out = folder.appendingPathComponent("t.navtrace").path
        let unknown = try notes("record", "login", "--explore", "3", "-o", out, environment: ["NOTES_ONLY": "1"])
        #expect(unknown.status == 2)
        #expect(unknown.error == "navsim-notes: no app 'login' (apps: notes)\n")
        let variant = try notes("record", "notes", "--variant", "x", "--explore", "3", "-o", out)
        #expect(variant.status == 2)
        #expect(variant.error == "navsim-notes: notes has no variant 'x' (variants: stored, notStored)\n")
        let twice = try notes("apps", environment: ["NOTES_TWICE": "1"])
        #expect(twice.status == 2)
        #expect(
            twice.error
                == "navsim-notes: two declared apps are named 'notes'; give each app of this executable its own name\n")
        #expect(twice.output.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// NavSimCLI does not link the examples: a user's executable without NavSimExamples
    /// (shop-navsim, as `navsim init` writes it) holds none of their code and lists its app
    /// alone, while `navsim` registers them itself.
    @Test func aUserExecutableHoldsOnlyItsOwnApps() throws {
        func modules(of name: String) throws -> Set<String> {
            let symbols = try runBytes(
                URL(fileURLWithPath: "/usr/bin/nm"), ["--defined-only", try navsimExecutable(name).path])
            let text = String(decoding: symbols.output, as: UTF8.self)
            return Set(Self.exampleModules.filter { text.contains("\($0.utf8.count)\($0)") })
        }
        #expect(try modules(of: "shop-navsim") == [])
        #expect(try modules(of: "navsim") == Set(Self.exampleModules))
        let apps = try run("shop-navsim", ["apps"])
        #expect(apps.status == 0)
        #expect(apps.output == "shop: Shop, built from its own folder by navsim init\n  - app: the app as it is\n")
    }

    /// The modules of the built-in examples, as Swift's mangled names spell them.
    static let exampleModules = ["NavSimExamples", "ChildrenApp", "LoginApp", "WelcomeApp", "ProjectsApp", "EditorApp"]
}
