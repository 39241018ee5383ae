import Foundation
import Testing

/// `navsim explore` on an app whose launches share a file-level global and a private
/// singleton (Tests/NavSimCLIFixture/Welcome.swift), with no line resetting them: each
/// launch runs in a fresh process, so the search finds the bug with its shortest inputs
/// and a report that is complete and deterministic, byte for byte run after run. By
/// default (`--launches auto`) explore sees its launches in one process diverge and
/// explores again with fresh launches, from a process forked before any app code ran.
@Suite struct ExploreFreshLaunchTests {
    static let environment = ["NOTES_GLOBALS": "1", "NOTES_ONLY": "1", "CI": "true"]
    static let byDefault = ["explore", "welcome", "--depth", "4"]
    static let inOneProcess = byDefault + ["--launches", "same"]
    static let command = byDefault + ["--launches", "fresh"]

    /// The report every fresh launch gives: the intro, the tip over the home screen, the
    /// home screen; Later found doing nothing after Continue, Refresh after Continue and OK
    /// (one process misses Later: its replays start past the intro).
    static let report = """
        explored welcome/plain breadth-first: 3 states, 6 transitions, to depth 4 (complete)
        1. deadInput (screen Tip) after 2 inputs, at step 26:
           tapping `later` on Tip#3 did nothing: no event followed
             1. {"tap": "continue", "on": "Intro"}
             2. {"tap": "later", "on": "Tip"}
        2. deadInput (screen Home) after 3 inputs, at step 32:
           tapping `refresh` on Home#2 did nothing: no event followed
             1. {"tap": "continue", "on": "Intro"}
             2. {"tap": "ok", "on": "Tip"}
             3. {"tap": "refresh", "on": "Home"}
        coverage: 3 screens (Home, Intro, Tip), 4 actions
        dead UI (tapped, never did anything): refresh on Home, later on Tip
        2 findings; each input sequence above is a shortest one

        """

    @Test func theSharedGlobalsStartOverAtEachLaunch() throws {
        let first = try run("navsim-notes", Self.command, environment: Self.environment)
        #expect(first.status == 1, "\(first.error)")
        #expect(first.output == Self.report)
        for _ in 1...2 {
            let again = try run("navsim-notes", Self.command, environment: Self.environment)
            #expect(again.status == first.status)
            #expect(again.output == first.output)
        }
    }

    /// By default the launches in one process diverge, and explore gives the report of fresh
    /// launches, saying so in its second line, byte for byte run after run.
    @Test func theDefaultTurnsToFreshLaunchesWhenLaunchesDiverge() throws {
        var lines = Self.report.split(separator: "\n", omittingEmptySubsequences: false)
        lines.insert(
            "launches in one process diverged (the app keeps global state across launches): every launch ran in a "
                + "fresh process, as on iOS", at: 1)
        let expected = lines.joined(separator: "\n")
        for _ in 1...3 {
            let explored = try run("navsim-notes", Self.byDefault, environment: Self.environment)
            #expect(explored.status == 1, "\(explored.error)")
            #expect(explored.output == expected)
            #expect(!explored.output.contains("not deterministic"))
        }
    }

    /// With `--json` the report is the fresh launches' and the line goes to standard error.
    @Test func theJSONReportOfTheDefaultIsTheFreshOne() throws {
        let fresh = try run("navsim-notes", Self.command + ["--json"], environment: Self.environment)
        let byDefault = try run("navsim-notes", Self.byDefault + ["--json"], environment: Self.environment)
        #expect(byDefault.status == fresh.status)
        #expect(byDefault.output == fresh.output)
        #expect(byDefault.error.hasSuffix("every launch ran in a fresh process, as on iOS\n"), "\(byDefault.error)")
    }

    /// The parent process id of `pid`, from `/proc/PID/stat`.
    static func parent(of pid: String) -> String? {
        guard let stat = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
        let text = String(decoding: stat, as: UTF8.self)
        // After the command's closing parenthesis: the state, then the parent's id.
        guard let end = text.range(of: ") ", options: .backwards) else { return nil }
        return text[end.upperBound...].split(separator: " ").dropFirst().first.map(String.init)
    }

    /// SIGTERM while the fresh launches run (Later hangs, with no input limit): the report so
    /// far, marked interrupted, status 143, and no process of the run left.
    @Test func anInterruptedRunLeavesNoProcess() throws {
        let folder = try temporaryFolder()
        let (process, output) = try Self.startHangingRun(in: folder)
        // The server's child, whose Later hangs: a grandchild of the run (the run's own child,
        // which launches the app once before it explores, is not one).
        let parent = String(process.processIdentifier)
        let hanging = eventually {
            ExploreInterruptTests.processes(naming: folder.path).contains {
                Self.parent(of: $0).flatMap(Self.parent(of:)) == parent
            } ? true : nil
        }
        #expect(hanging == true)
        kill(process.processIdentifier, hanging == true ? SIGTERM : SIGKILL)
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 143)
        #expect(report.hasPrefix("explored welcome/plain breadth-first: "), "\(report)")
        #expect(report.contains("(interrupted)\nlaunches in one process diverged"), "\(report)")
        #expect(ExploreInterruptTests.processes(naming: folder.path).isEmpty)
    }

    /// A server killed while it explores is one line on standard error, then the report of
    /// the launches in one process, with its exit status.
    @Test func aServerThatDiesIsOneLine() throws {
        let folder = try temporaryFolder()
        let error = Pipe()
        let (process, output) = try Self.startHangingRun(in: folder, error: error)
        let parent = process.processIdentifier
        // The server is the run's one child; once it has a child of its own, it is exploring.
        let server = eventually { () -> Int32? in
            let pids = ExploreInterruptTests.processes(naming: folder.path).compactMap { Int32($0) }
            let children = pids.filter { Self.parent(of: $0) == parent }
            guard children.count == 1, pids.contains(where: { Self.parent(of: $0) == children[0] }) else { return nil }
            return children[0]
        }
        #expect(server != nil)
        kill(server ?? parent, SIGKILL)
        process.waitUntilExit()
        // The server's child, whose Later hangs with no input limit, outlives it and holds
        // the output open.
        for pid in ExploreInterruptTests.processes(naming: folder.path).compactMap({ Int32($0) }) {
            kill(pid, SIGKILL)
        }
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let said = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(
            said.hasSuffix(
                "the process kept to launch fresh ones died (signal 9); the report of this process follows\n"))
        #expect(report.hasPrefix("explored welcome/plain breadth-first: "), "\(report)")
        #expect(report.contains("(complete, but not deterministic)"), "\(report)")
        // One process finds nothing there, and proves nothing.
        #expect(report.contains("\nno proof: "), "\(report)")
        #expect(process.terminationStatus == 0)
    }

    /// The parent process of `pid`, from /proc.
    static func parent(of pid: Int32) -> Int32? {
        guard let stat = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
        let text = String(decoding: stat, as: UTF8.self)
        // `pid (name) state ppid …`: the name may hold spaces, not `)`.
        guard let end = text.range(of: ")", options: .backwards) else { return nil }
        return text[end.upperBound...].split(separator: " ").dropFirst().first.flatMap { Int32($0) }
    }

    /// Starts the default exploration of `welcome` with Later hanging and no input limit,
    /// its command line naming `folder`; its standard output, and standard error to `error`.
    static func startHangingRun(in folder: URL, error: Pipe? = nil) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = try navsimExecutable("navsim-notes")
        // The folder names this run's processes: a fork keeps its parent's command line.
        process.arguments = Self.byDefault + ["--input-limit", "0", "--output", folder.path]
        process.environment = ProcessInfo.processInfo.environment.merging(
            Self.environment.merging(["WELCOME_LATER_HANGS": "1", "NAVSIM_THREADS": "1"]) { $1 }
        ) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = error ?? FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return (process, output)
    }

    /// `--launches same` launches every time in its own process: the globals diverge.
    @Test func oneProcessForEveryLaunchDiverges() throws {
        let same = try run("navsim-notes", Self.inOneProcess, environment: Self.environment)
        #expect(same.output.contains("(complete, but not deterministic)"), "\(same.output)")
        #expect(same.output.contains("may not reproduce it"))
    }

    /// An app without global state gives the same report in one process as in a process per
    /// launch and by default, byte for byte, in text and in JSON.
    @Test(arguments: [["--json"], []])
    func anAppWithoutGlobalStateGivesTheSameReportEveryWay(format: [String]) throws {
        let command = ["explore", "notes", "--variant", "notStored", "--depth", "4"] + format
        let fresh = try run("navsim-notes", command + ["--launches", "fresh"], environment: Self.environment)
        let same = try run("navsim-notes", command + ["--launches", "same"], environment: Self.environment)
        let byDefault = try run("navsim-notes", command, environment: Self.environment)
        #expect(fresh.status == 1, "\(fresh.error)")
        #expect(same.status == fresh.status)
        #expect(same.output == fresh.output)
        #expect(byDefault.status == same.status)
        #expect(byDefault.output == same.output)
        #expect(byDefault.error == same.error)
    }

    /// Each finding's trace is recorded from a fresh launch: the second one too, which one
    /// process would record from where the first left the app's globals.
    @Test func theReproFilesAreRecordedFromFreshLaunches() throws {
        let folder = try temporaryFolder()
        let explored = try run("navsim-notes", Self.command + ["--output", folder.path], environment: Self.environment)
        #expect(explored.status == 1, "\(explored.error)")
        for name in ["welcome-plain-1-deadInput", "welcome-plain-2-deadInput"] {
            let again = folder.appendingPathComponent("\(name)-again.navtrace").path
            let recorded = try run(
                "navsim-notes",
                ["record", "welcome", "--scenario", folder.appendingPathComponent("\(name).json").path, "-o", again],
                environment: Self.environment)
            #expect(recorded.status == 0, "\(recorded.error)")
            let trace = try Data(contentsOf: folder.appendingPathComponent("\(name).navtrace"))
            #expect(trace == (try Data(contentsOf: URL(fileURLWithPath: again))), "\(name)")
        }
    }
}
