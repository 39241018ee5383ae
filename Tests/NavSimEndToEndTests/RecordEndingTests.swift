import Foundation
import NavSimTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Every way a `navsim record` can end leaves a trace with every event recorded before the
/// end, and what it says about the trace is true.
@Suite struct RecordEndingTests {
    @Test func anInputAfterARecordedCrashKeepsTheCrashAndEveryEventBeforeIt() throws {
        let folder = try temporaryFolder()
        let scenario = folder.appendingPathComponent("s.json")
        try Data(
            """
            {"example": "welcome", "variant": "seed", "inputs": [
              {"tap": "getStarted", "on": "Welcome"}, {"tap": "next", "on": "Home"},
              {"tap": "back", "on": "Details"}, {"tap": "next", "on": "Home"}]}
            """.utf8
        ).write(to: scenario)
        for policy in ["always", "batch", "never"] {
            let trace = folder.appendingPathComponent("\(policy).navtrace").path
            let run = try navsim("record", "welcome", "--scenario", scenario.path, "-o", trace, "--fsync", policy)
            #expect(run.status == 2)
            #expect(
                run.error == "navsim: \(scenario.path): input 4: the app crashed at step 35 (Fatal error: Dismiss is "
                    + "not implemented) and takes no more input; \(trace) keeps the 35 events recorded before it\n")
            let check = try navsim("check", trace)
            #expect(check.status == 1)
            #expect(check.output.contains("step 35: crashed"))
            let log = try navsim("log", trace, "--from", "35")
            #expect(log.output.hasPrefix("35\t"))
        }
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalledRecordSaysWhatItsTraceKeepsAndTheTraceHoldsIt(signal: Int32) throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("walk.navtrace").path
        let errors = folder.appendingPathComponent("stderr.txt").path
        let pid = try spawn(["record", "editor", "--explore", "50000000", "--fsync", "never", "-o", trace], errors)
        var size = 0
        for _ in 0..<400 where size < 300_000 {
            Thread.sleep(forTimeInterval: 0.05)
            size = (try? FileManager.default.attributesOfItem(atPath: trace)[.size] as? Int) ?? 0
        }
        kill(pid, signal)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        #expect(status & 0x7f == signal, "ended by signal \(signal)")
        let said = try String(contentsOfFile: errors, encoding: .utf8)
        let count = try #require(said.firstMatch(of: /keeps the (\d+) events recorded before it\n$/)?.1)
        #expect(said.hasPrefix("navsim: "))
        let check = try navsim("check", trace)
        #expect([0, 1].contains(check.status), "\(check.error)")
        let log = try navsim("log", trace, "--from", String(count))
        #expect(log.output.hasPrefix("\(count)\t"))
        #expect(log.output.split(separator: "\n").count == 1)
    }

    /// Starts the built `navsim` with `arguments`, with no signal blocked or ignored (as a
    /// shell starts it; a test thread would pass on the mask Dispatch gives it) and its
    /// standard error going to `errors`.
    private func spawn(_ arguments: [String], _ errors: String) throws -> pid_t {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("navsim").path
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, binary, &actions, &attributes, argv, environ)
        try #require(code == 0, "posix_spawn: \(code)")
        return pid
    }
}
