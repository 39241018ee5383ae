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
            {"app": "welcome", "variant": "seed", "inputs": [
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
        let count = try #require(
            said.firstMatch(of: /keeps the (\d+) events recorded before it, then an interrupted event\n$/)?.1)
        #expect(said.hasPrefix("navsim: "))
        let check = try navsim("check", trace)
        #expect([0, 1].contains(check.status), "\(check.error)")
        try expectInterrupted(trace, by: signal, after: count)
    }

    /// Expects `trace` to end with event `count` and then the interruption by `signal`.
    private func expectInterrupted(_ trace: String, by signal: Int32, after count: Substring) throws {
        let names = [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGSEGV: "SIGSEGV", SIGABRT: "SIGABRT"]
        let log = try navsim("log", trace, "--from", String(count)).output.split(separator: "\n")
        #expect(log.count == 2)
        #expect(log.first?.hasPrefix("\(count)\t") == true)
        #expect(log.last == "\((Int(count) ?? 0) + 1)\t  interrupted by \(names[signal] ?? "SIGILL")")
    }

    /// A fault signal another process sends (`kill -SEGV`) is no crash of the app: the
    /// trace keeps what was recorded, then an interrupted event; the line names the sender; the
    /// process ends with the signal's own status; and no backtracer outlives it holding its
    /// output (the Swift runtime's is on).
    @Test(arguments: [SIGSEGV, SIGABRT, SIGILL])
    func aFaultSignalFromOutsideIsAnInterruptionAndEndsWithItsOwnStatus(signal: Int32) throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("walk.navtrace").path
        let errors = folder.appendingPathComponent("stderr.txt").path
        let pid = try spawn(
            ["record", "editor", "--explore", "50000000", "--fsync", "never", "-o", trace], errors,
            environment: ["SWIFT_BACKTRACE": "enable=yes"])
        var size = 0
        for _ in 0..<400 where size < 300_000 {
            Thread.sleep(forTimeInterval: 0.05)
            size = fileSize(trace) ?? 0
        }
        kill(pid, signal)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        #expect(status & 0x7f == signal, "ended by signal \(signal)")
        #expect(processesHolding(errors).isEmpty, "a process outlived navsim holding its standard error")
        let said = try String(contentsOfFile: errors, encoding: .utf8)
        let name = [SIGSEGV: "SIGSEGV", SIGABRT: "SIGABRT", SIGILL: "SIGILL"][signal] ?? ""
        let count = try #require(
            said.firstMatch(
                of:
                    /^navsim: stopped by (\w+) sent by process (\d+), not a crash of the app; .* keeps the (\d+) events recorded before it, then an interrupted event\n$/
            ), "\(said)")
        #expect(count.1 == name && count.2 == "\(getpid())")
        let check = try navsim("check", trace)
        #expect([0, 1].contains(check.status), "\(check.error)")
        #expect(!check.output.contains("crashed"))
        try expectInterrupted(trace, by: signal, after: count.3)
    }

    /// App code that aborts, with the Swift runtime's backtracer on: the trace ends with the
    /// crash, the process with SIGABRT's status, and nothing outlives it holding its output.
    @Test func appCodeThatAbortsEndsWithSIGABRTAndNothingOutlivesIt() throws {
        let folder = try refreshAfterSignIn(to: "abort.json")
        let trace = folder.appendingPathComponent("abort.navtrace").path
        let errors = folder.appendingPathComponent("stderr.txt").path
        let pid = try spawn(
            ["record", "news", "--scenario", folder.appendingPathComponent("abort.json").path, "-o", trace], errors,
            executable: "navsim-news", environment: ["SWIFT_BACKTRACE": "enable=yes", "NEWS_ABORT_ON_REFRESH": "1"])
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        #expect(status & 0x7f == SIGABRT, "ended by SIGABRT")
        #expect(processesHolding(errors).isEmpty, "a process outlived navsim-news holding its standard error")
        let said = try String(contentsOfFile: errors, encoding: .utf8).split(separator: "\n")
        #expect(
            said.filter { $0.hasPrefix("navsim-news: ") } == [
                "navsim-news: crashed: aborted (SIGABRT); \(trace) keeps the 34 events recorded before it, then a "
                    + "crashed event"
            ])
        let log = try navsim("log", trace, "--from", "34").output.split(separator: "\n")
        #expect(
            log == ["34\t> userTapped refresh on s2", "35\t  crashed in app: the process died of SIGABRT: it aborted"])
    }

    /// SIGINT or SIGTERM while a tap handler hangs with no input limit: the trace ends with
    /// the tap and then an interrupted event, the line says so, and `check` does not judge
    /// the tap that was cut short (it used to call it a dead input).
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalDuringAHungTapEndsTheTraceWithAnInterruptedEvent(signal: Int32) throws {
        let folder = try refreshAfterSignIn(to: "hang.json")
        let trace = folder.appendingPathComponent("hang.navtrace").path
        let errors = folder.appendingPathComponent("stderr.txt").path
        let began = folder.appendingPathComponent("hang-began").path
        let pid = try spawn(
            [
                "record", "news", "--scenario", folder.appendingPathComponent("hang.json").path, "-o", trace,
                "--input-limit", "0",
            ], errors, executable: "navsim-news", environment: ["NEWS_HANG_ON_REFRESH": began])
        // The app makes the file as its hang begins; the limit only guards against a hang here.
        for _ in 0..<1200 where !FileManager.default.fileExists(atPath: began) { Thread.sleep(forTimeInterval: 0.1) }
        kill(pid, signal)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        #expect(status & 0x7f == signal, "ended by signal \(signal)")
        let said = try String(contentsOfFile: errors, encoding: .utf8)
        let count = try #require(
            said.firstMatch(of: /keeps the (\d+) events recorded before it, then an interrupted event\n$/)?.1, "\(said)"
        )
        try expectInterrupted(trace, by: signal, after: count)
        #expect(
            try navsim("log", trace, "--from", String(count)).output.hasPrefix("\(count)\t> userTapped refresh on s2\n")
        )
        let check = try navsim("check", trace)
        #expect(check.status == 0, "\(check.output)")
        #expect(!check.output.contains("deadInput"))
    }

    /// The processes that have `path` open, by id.
    private func processesHolding(_ path: String) -> [String] {
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return processes.filter { process in
            guard process.allSatisfy(\.isNumber), process != "\(getpid())" else { return false }
            let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process)/fd")) ?? []
            return descriptors.contains { descriptor in
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(process)/fd/\(descriptor)"))
                    == path
            }
        }
    }

    /// Starts the built `executable` with `arguments`, with no signal blocked or ignored (as a
    /// shell starts it; a test thread would pass on the mask Dispatch gives it), `environment`
    /// added to the test's, and its standard error going to `errors`.
    private func spawn(
        _ arguments: [String], _ errors: String, executable: String = "navsim", environment: [String: String] = [:]
    ) throws -> pid_t {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent(executable).path
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
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0)=\($1)" }
        let environmentPointers = variables.map { strdup($0) } + [nil]
        defer { for variable in environmentPointers { free(variable) } }
        let code = posix_spawn(&pid, binary, &actions, &attributes, argv, environmentPointers)
        try #require(code == 0, "posix_spawn: \(code)")
        return pid
    }
}
