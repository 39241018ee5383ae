import Foundation
import Testing

/// `navsim-news` (Tests/AsyncAppFixture), an app whose services are `async` and called from
/// `Task {}`, with a debounced search, a toast hidden by `asyncAfter`, a remembered sign-in
/// and `print` everywhere, run as a user runs it: its traces and reports are the same
/// bytes every run, and its bug is found with the same shortest repro.
@Suite(.serialized)
struct AsyncAppTests {
    func news(_ arguments: String..., in folder: URL, environment: [String: String] = [:]) throws -> Run {
        try run("navsim-news", arguments, in: folder, environment: environment)
    }

    @Test(arguments: [1, 2, 3])
    func aWalkRecordsTheSameBytesEveryRunAndVerifies(seed: Int) throws {
        let folder = try temporaryFolder()
        var traces: [Data] = []
        for index in 1...3 {
            let recorded = try news(
                "record", "news", "--variant", "leaky", "--explore", "2000", "--seed", "\(seed)", "--output",
                "walk\(index).navtrace", in: folder)
            #expect(recorded.status == 0, "\(recorded.error)")
            #expect(recorded.output.hasPrefix("recorded "))
            // What the app prints goes to standard error, never into NavSim's output.
            #expect(!recorded.output.contains("sign-in:") && recorded.error.contains("sign-in: asking the service"))
            #expect(!recorded.error.contains("nondeterminism"))
            traces.append(try Data(contentsOf: folder.appendingPathComponent("walk\(index).navtrace")))
        }
        #expect(traces[1] == traces[0] && traces[2] == traces[0])
        let verified = try news("verify", "walk1.navtrace", "--runs", "2", in: folder)
        #expect(verified.status == 0)
        #expect(verified.output.hasPrefix("reproduced: news/leaky produced all "))
        #expect(verified.output.hasSuffix(" in each of 2 runs\n"))
        let log = try news("log", "walk1.navtrace", in: folder)
        #expect(log.output.contains("timerScheduled Task.sleep in 300 ms"))
        #expect(log.output.contains("timerScheduled Timer in 1000 ms"))
        #expect(log.output.contains(#""read":true"#))
        #expect(log.output.contains("> timePassed "))
    }

    @Test func explorationGivesTheSameReportEveryRunAndFindsTheLeakAnAsyncLoadOpens() throws {
        let folder = try temporaryFolder()
        var reports: [String] = []
        for (depth, threads) in [("6", "1"), ("6", "2"), ("6", "2")] {
            let explored = try news(
                "explore", "news", "--variant", "leaky", "--depth", depth, "--json", in: folder,
                environment: ["NAVSIM_THREADS": threads])
            #expect(explored.status == 1)
            reports.append(explored.output)
        }
        #expect(reports[1] == reports[0] && reports[2] == reports[0])
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(reports[0].utf8)) as? [String: Any])
        #expect(report["nondeterminism"] as? [String] == [])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.count == 1)
        #expect(findings.first?["rule"] as? String == "finishedButAlive")
        #expect(findings.first?["coordinator"] as? String == "ArticleCoordinator")
        let inputs = (findings.first?["inputs"] as? [[String: Any]])?.compactMap {
            $0["tap"] ?? $0["respond"] ?? $0["back"]
        }
        #expect(inputs?.map { "\($0)" } == ["signIn", "auth", "articles", "open", "body", "button"])
        // The repro it writes reproduces.
        let written = try news("explore", "news", "--variant", "leaky", "--depth", "6", "--output", "repro", in: folder)
        #expect(written.status == 1)
        let scenario = "repro/news-leaky-1-finishedButAlive.json"
        let recorded = try news("record", "news", "--scenario", scenario, "--output", "repro.navtrace", in: folder)
        #expect(recorded.status == 0)
        #expect(recorded.output.contains("finishedButAlive: ArticleCoordinator#3 finished but is still alive"))
    }

    @Test(arguments: ["6", "8"])
    func theFixedVariantsProofHolds(depth: String) throws {
        let folder = try temporaryFolder()
        let first = try news("explore", "news", "--variant", "fixed", "--depth", depth, in: folder)
        let second = try news("explore", "news", "--variant", "fixed", "--depth", depth, in: folder)
        #expect(first.status == 0)
        #expect(first.output == second.output)
        let last = first.output.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("no finding in all ") && last.hasSuffix(" states up to depth \(depth)"))
    }

    @Test func workFromAnotherThreadIsSaidAndNoProofIsPrinted() throws {
        let folder = try temporaryFolder()
        let scenario = """
            {"app": "news", "inputs": [{"tap": "signIn"}, {"respond": "auth", "with": {"name": "ada"}},
              {"respond": "articles", "with": ["One"]}, {"tap": "refresh"}]}
            """
        try Data(scenario.utf8).write(to: folder.appendingPathComponent("refresh.json"))
        let environment = ["NEWS_REFRESH_IN_BACKGROUND": "1"]
        let recorded = try news(
            "record", "news", "--scenario", "refresh.json", "--output", "refresh.navtrace", in: folder,
            environment: environment)
        #expect(recorded.status == 0)
        #expect(
            recorded.error.contains(
                "navsim-news: nondeterminism: by step 36, a block for the main queue came from another thread (a queue "
                    + "or a Thread of the app's): its order is not NavSim's; a re-run may not reproduce this trace"
            ))
        let explored = try news("explore", "news", "--depth", "5", in: folder, environment: environment)
        #expect(explored.status == 0)
        #expect(
            explored.output.contains(
                "\nno proof: work ran outside NavSim's order, so the same inputs may lead elsewhere"))
        #expect(!explored.output.contains("no finding in all"))
        let quiet = try news("explore", "news", "--depth", "5", in: folder)
        #expect(quiet.output.contains("\nno finding in all "))
    }

    /// A fresh launch whose app hands work to a thread of its own runs as one in this process
    /// does: a child forked for it keeps no thread id of its parent's (the Swift runtime's
    /// locks cache one), where a background thread's first `Thread.current` and the main
    /// thread's spun for ever and were reported as a hang.
    @Test func freshLaunchesOfAnAppWithABackgroundThreadGiveTheInProcessReport() throws {
        let folder = try refreshAfterSignIn(to: "refresh.json")
        let environment = ["NEWS_REFRESH_IN_BACKGROUND": "1"]
        let explore = ["explore", "news", "--variant", "leaky", "--depth", "6", "--launches"]
        let same = try run("navsim-news", explore + ["same"], in: folder, environment: environment)
        let fresh = try run("navsim-news", explore + ["fresh"], in: folder, environment: environment)
        #expect(fresh.status == 1)
        #expect(!fresh.output.contains("crashed"))
        #expect(fresh.output == same.output)
        let recorded = try news(
            "record", "news", "--scenario", "refresh.json", "--output", "refresh.navtrace", in: folder,
            environment: environment)
        #expect(recorded.status == 0)
        let verified = try news("verify", "refresh.navtrace", "--runs", "3", in: folder, environment: environment)
        #expect(verified.output.hasPrefix("reproduced: "), "\(verified.error)")
    }

    /// A trace that ends in a trap of the app's on the main thread verifies: each run's child
    /// dies of it, not navsim, and the run is compared with the recording as the events
    /// before the trap and the crash. `explore --from` a scenario that traps says so in one
    /// line with exit status 2; `shrink` of such a trace shrinks it (AppEndingTests).
    @Test func aTrapOnTheMainThreadVerifiesAndEndsExploreFromAndShrinkInOneLine() throws {
        let folder = try refreshAfterSignIn(to: "trap.json")
        let environment = ["NEWS_TRAP_ON_REFRESH": "1", "SWIFT_BACKTRACE": "enable=no"]
        let recorded = try news(
            "record", "news", "--scenario", "trap.json", "--output", "trap.navtrace", in: folder,
            environment: environment)
        #expect(recorded.status == SIGILL)
        let trap =
            "the process died of SIGILL, a trap: a fatalError, a failed precondition, a force unwrap of nil, an "
            + "index out of range or an overflow"
        let verified = try news("verify", "trap.navtrace", "--runs", "2", in: folder, environment: environment)
        #expect(verified.status == 0, "\(verified.error)")
        let lines = verified.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("reproduced: news/") == true)
        #expect(lines.first?.hasSuffix(" events of trap.navtrace in each of 2 runs") == true)
        #expect(lines.last?.hasPrefix("  the app crashed at step ") == true)
        #expect(lines.last?.hasSuffix(", as recorded: \(trap)") == true)
        // Without the trap the app goes on where the recording crashed.
        let untrapped = try news("verify", "trap.navtrace", in: folder)
        #expect(untrapped.status == 1)
        let explored = try news(
            "explore", "news", "--from", "trap.json", "--depth", "1", in: folder, environment: environment)
        #expect(explored.status == 2)
        #expect(explored.output.isEmpty)
        #expect(
            explored.error.contains(
                "trap.json: the exploration cannot start there: the app crashed at step "))
        #expect(explored.error.contains(trap))
        let shrunk = try news("shrink", "trap.navtrace", in: folder, environment: environment)
        #expect(shrunk.status == 0, "\(shrunk.error)")
        #expect(
            shrunk.output.hasSuffix("\nwrote trap-shrunk.json (the app crashes there, ending the process: no trace)\n"))
    }

    /// Findings from a run that was not deterministic are reported, but neither the search
    /// nor their inputs are called complete or shortest.
    @Test func findingsFromAnUndeterminedRunAreNotCalledShortest() throws {
        let explored = try news(
            "explore", "news", "--variant", "leaky", "--depth", "6", in: try temporaryFolder(),
            environment: ["NEWS_REFRESH_IN_BACKGROUND": "1"])
        #expect(explored.status == 1)
        let lines = explored.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("to depth 6 (complete, but not deterministic)") == true)
        // Work from the app's own threads is out of order in a fresh process too: no relaunch.
        #expect(!explored.output.contains("launches in one process diverged"))
        #expect(
            lines.last?.hasPrefix(
                "1 finding; work ran outside NavSim's order, so these inputs may not reproduce it and shorter ones "
                    + "may exist (") == true)
        #expect(!explored.output.contains("shortest"))
    }

    @Test func aTrapOnAnotherThreadEndsTheTraceWithACrash() throws {
        let folder = try refreshAfterSignIn(to: "trap.json")
        let recorded = try news(
            "record", "news", "--scenario", "trap.json", "--output", "trap.navtrace", in: folder,
            environment: ["NEWS_TRAP_IN_BACKGROUND": "1", "SWIFT_BACKTRACE": "enable=no"])
        // A process a signal ended reports the signal.
        #expect(recorded.status == SIGILL)
        let line = recorded.error.split(separator: "\n").first { $0.hasPrefix("navsim-news: crashed") }
        #expect(line?.hasPrefix("navsim-news: crashed: a trap (SIGILL); trap.navtrace keeps the ") == true)
        #expect(line?.hasSuffix(" events recorded before it, then a crashed event") == true)
        let checked = try news("check", "trap.navtrace", in: folder)
        #expect(checked.status == 1, "\(checked.output)\(checked.error)")
        let log = try news("log", "trap.navtrace", in: folder).output.split(separator: "\n")
        #expect(log.last?.contains("crashed in app: the process died of SIGILL, a trap") == true)
        #expect(log.dropLast().last?.hasSuffix("> userTapped refresh on s2") == true)
    }

    /// A trap on a thread of the app's own, or on a Swift concurrency thread, while the
    /// main thread goes on recording a walk: the trace ends with the crash right after the
    /// events the line counts, whatever the main thread was doing. The race is run eight
    /// times each way (two policies, four seeds): the main thread never stops recording,
    /// so every run lands mid-recording, however fast the machine. A third thread writes
    /// lines to standard error all along, and the crash's line stays whole.
    @Test(arguments: ["thread", "task"])
    func aTrapOnAnotherThreadWhileTheMainThreadRecordsEndsTheTraceWhereTheLineSays(place: String) throws {
        let folder = try temporaryFolder()
        for policy in ["never", "batch"] {
            for seed in 1...4 {
                let trace = "\(policy)-\(seed).navtrace"
                let recorded = try news(
                    "record", "news", "--explore", "100000000", "--seed", "\(seed)", "--fsync", policy, "--output",
                    trace, in: folder,
                    environment: ["NEWS_TRAP_LATER": place, "NEWS_STDERR_NOISE": "1", "SWIFT_BACKTRACE": "enable=no"])
                #expect(recorded.status == SIGILL)
                let lines = recorded.error.split(separator: "\n").filter { $0.hasPrefix("navsim-news: ") }
                let count = try #require(
                    lines.first?.firstMatch(
                        of:
                            /^navsim-news: crashed: a trap \(SIGILL\); .* keeps the (\d+) events recorded before it, then a crashed event$/
                    )?.1, "\(lines)")
                #expect(lines.count == 1)
                let checked = try news("check", trace, in: folder)
                #expect(checked.status == 1, "\(policy) \(seed): \(checked.output)\(checked.error)")
                let events = try #require(Int(count))
                let log = try news("log", trace, "--from", "\(events)", in: folder).output.split(separator: "\n")
                #expect(log.count == 2, "\(policy) \(seed): \(log)")
                #expect(log.first?.hasPrefix("\(events)\t") == true)
                #expect(log.last?.hasPrefix("\(events + 1)\t") == true)
                #expect(
                    log.last?.hasSuffix(
                        "crashed in app: the process died of SIGILL, a trap: a fatalError, a "
                            + "failed precondition, a force unwrap of nil, an index out of range or an overflow")
                        == true)
            }
        }
    }

    @Test(arguments: [0, 3])
    func appCodeThatCallsExitEndsTheTraceWithACrashAndItsStatus(status: Int32) throws {
        let folder = try refreshAfterSignIn(to: "exit.json")
        let recorded = try news(
            "record", "news", "--scenario", "exit.json", "--output", "exit.navtrace", in: folder,
            environment: ["NEWS_EXIT_ON_REFRESH": "\(status)"])
        #expect(recorded.status == status)
        let lines = recorded.error.split(separator: "\n").filter { $0.hasPrefix("navsim-news: ") }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("navsim-news: the app called exit(\(status)) at step ") == true)
        #expect(lines.first?.hasSuffix(" events recorded before it, then a crashed event") == true)
        let checked = try news("check", "exit.navtrace", in: folder)
        #expect(checked.status == 1)
        #expect(checked.output.contains("crashed"))
        #expect(!checked.output.contains("deadInput"))
        let log = try news("log", "exit.navtrace", in: folder).output.split(separator: "\n")
        #expect(log.last?.hasSuffix("crashed in app: the app called exit(\(status))") == true)
        #expect(log.dropLast().last?.hasSuffix("> userTapped refresh on s2") == true)
    }

    /// A tap handler that never returns, under `record` with a scenario and with a walk:
    /// past the input limit the trace ends with a crashed event saying the app hung, one
    /// line says what it keeps, and the status is 124.
    @Test(arguments: ["scenario", "walk"])
    func aTapHandlerThatNeverReturnsEndsRecordWithTheHang(inputs: String) throws {
        let folder = try refreshAfterSignIn(to: "hang.json")
        let given = inputs == "scenario" ? ["--scenario", "hang.json"] : ["--explore", "100000", "--seed", "1"]
        let recorded = try run(
            "navsim-news", ["record", "news"] + given + ["--output", "hang.navtrace", "--input-limit", "2"],
            in: folder, environment: ["NEWS_HANG_ON_REFRESH": "1"])
        #expect(recorded.status == 124)
        let lines = recorded.error.split(separator: "\n").filter { $0.hasPrefix("navsim-news: ") }
        let count = try #require(
            lines.first?.firstMatch(
                of:
                    /^navsim-news: the app hung: an input ran past its time limit; hang.navtrace keeps the (\d+) events recorded before it, then a crashed event$/
            )?.1, "\(lines)")
        #expect(lines.count == 1)
        let checked = try news("check", "hang.navtrace", in: folder)
        #expect(checked.status == 1)
        #expect(checked.output.contains("the app hung: an input did not return within 2 s (--input-limit)"))
        #expect(!checked.output.contains("deadInput"))
        let log = try news("log", "hang.navtrace", "--from", String(count), in: folder).output.split(separator: "\n")
        #expect(log.count == 2)
        #expect(log.first?.hasSuffix("> userTapped refresh on s2") == true)
        #expect(
            log.last?.hasSuffix("crashed in app: the app hung: an input did not return within 2 s (--input-limit)")
                == true)
    }

    /// `verify` and `shrink` run the app in their own process, where a hang cannot be
    /// survived: past --input-limit they say so in one line and end with status 124.
    @Test func aTapHandlerThatNeverReturnsEndsVerifyAndShrinkWithTheHang() throws {
        let folder = try refreshAfterSignIn(to: "hang.json")
        let hanging = ["NEWS_HANG_ON_REFRESH": "1"]
        let recorded = try news(
            "record", "news", "--scenario", "hang.json", "--output", "hang.navtrace", "--input-limit", "2",
            in: folder, environment: hanging)
        #expect(recorded.status == 124)
        for command in ["verify", "shrink"] {
            let run = try news(command, "hang.navtrace", "--input-limit", "2", in: folder, environment: hanging)
            #expect(run.status == 124, "\(command): \(run.error)")
            #expect(
                run.error.split(separator: "\n").filter { $0.hasPrefix("navsim-news: ") } == [
                    "navsim-news: \(command): the app hung: an input did not return within 2 s (--input-limit)"
                ])
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("hang-shrunk.navtrace").path))
    }

    /// A tap handler that never returns, under `explore` with one worker and with two: the
    /// hung worker is killed, the hang is a finding with its inputs, the rest is explored,
    /// and the report is the same for both.
    @Test func aTapHandlerThatNeverReturnsIsAnExplorationFinding() throws {
        let folder = try temporaryFolder()
        let lines = try exploredAlike(
            ["--input-limit", "2", "--output", "repro"], in: folder, environment: ["NEWS_HANG_ON_REFRESH": "1"],
            cause: "the app hung: an input did not return within 2 s")
        #expect(lines.last == "wrote repro/news-fixed-1-crashed.json (the app hangs or traps there: no trace)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("repro1").path)
        #expect(written == ["news-fixed-1-crashed.json"])
    }

    /// App code that aborts in a tap handler, under `explore` with one worker and with two:
    /// the worker's trap is a `crashed` finding with its inputs, the rest is explored, and
    /// no backtrace or killed explorer: before, the parent redid the part and aborted too.
    @Test func aTapHandlerThatTrapsIsAnExplorationFinding() throws {
        _ = try exploredAlike(
            [], in: try temporaryFolder(), environment: ["NEWS_ABORT_ON_REFRESH": "1"],
            cause: "the process died of SIGABRT: it aborted")
    }

    /// Explores news to depth 4 with `arguments` (an `--output` folder gets the number of
    /// workers appended) by one worker and by two, expects the same report with its one
    /// finding, the refresh that ended its worker for `cause`, and no backtrace; its lines.
    private func exploredAlike(
        _ arguments: [String], in folder: URL, environment: [String: String], cause: String
    ) throws -> [String] {
        var reports: [String] = []
        for threads in ["1", "2"] {
            let numbered = arguments.map { $0 == "repro" ? "repro\(threads)" : $0 }
            let explored = try run(
                "navsim-news", ["explore", "news", "--depth", "4"] + numbered, in: folder,
                environment: environment.merging(["NAVSIM_THREADS": threads]) { $1 })
            #expect(explored.status == 1, "\(explored.error)")
            #expect(!explored.error.contains("Backtracing") && !explored.error.contains("Program crashed"))
            reports.append(explored.output.replacingOccurrences(of: "repro\(threads)", with: "repro"))
        }
        #expect(reports[0] == reports[1])
        let lines = reports[0].split(separator: "\n").map(String.init)
        #expect(lines.first == "explored news/fixed breadth-first: 12 states, 17 transitions, to depth 4 (complete)")
        #expect(
            Array(lines.dropFirst().prefix(5)) == [
                "1. crashed (screen NewsList) after 3 inputs, at step 32:",
                "   the app crashed at step 32: \(cause)",
                #"     1. {"tap": "signIn", "on": "SignIn"}"#,
                #"     2. {"respond": "auth", "with": {"name":"ada"}}"#,
                #"     3. {"tap": "refresh", "on": "NewsList"}"#,
            ])
        return lines
    }

    /// While a worker is stuck in a tap handler that never returns (the input limit far
    /// away), `--time` and SIGTERM still end `explore` with the report of what it had.
    @Test func exploreHonoursTheTimeLimitAndSIGTERMWhileAnInputHangs() throws {
        let folder = try temporaryFolder()
        let environment = ["NEWS_HANG_ON_REFRESH": "1"]
        let timed = try news(
            "explore", "news", "--depth", "4", "--input-limit", "100000", "--time", "1", in: folder,
            environment: environment)
        #expect(timed.status == 0)
        #expect(timed.output.hasPrefix("explored news/fixed breadth-first: "))
        #expect(timed.output.split(separator: "\n").first?.hasSuffix("(stopped by the time limit)") == true)
        let process = Process()
        process.executableURL = try navsimExecutable("navsim-news")
        process.arguments = ["explore", "news", "--depth", "4", "--input-limit", "100000", "--json"]
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Once the hung refresh runs, the report is on its way; a SIGTERM earlier stops it too.
        Thread.sleep(forTimeInterval: 1)
        process.terminate()
        let report = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 143)
        let json = try #require(try JSONSerialization.jsonObject(with: report) as? [String: Any])
        #expect(json["limit"] as? String == "interrupted")
        #expect(json["complete"] as? Bool == false)
    }

    @Test func aDebounceAndAToastAreExploredThroughTime() throws {
        let folder = try temporaryFolder()
        let scenario = """
            {"app": "news", "variant": "fixed", "inputs": [
              {"tap": "signIn"}, {"respond": "auth", "with": {"name": "ada"}},
              {"respond": "articles", "with": ["One"]},
              {"tap": "refresh"}, {"wait": "1.5s"}, {"wait": "500ms"},
              {"tab": 1}, {"tap": "query", "with": "sw"}, {"wait": "100ms"}, {"tap": "query", "with": "swift"},
              {"wait": "300ms"}, {"respond": "search", "with": ["Swift 6.3"]}]}
            """
        try Data(scenario.utf8).write(to: folder.appendingPathComponent("time.json"))
        let recorded = try news("record", "news", "--scenario", "time.json", "--output", "time.navtrace", in: folder)
        #expect(recorded.status == 0, "\(recorded.error)")
        let log = try news("log", "time.navtrace", in: folder).output
        let timeLines = log.split(separator: "\n").filter {
            $0.contains("timePassed") || $0.contains("timerScheduled") || $0.contains(" search #")
        }
        .map { $0.split(separator: "\t").last.map(String.init) ?? "" }
        #expect(
            timeLines == [
                "  timerScheduled DispatchQueue.main.asyncAfter in 2000 ms",
                "> timePassed 1500 ms",
                "> timePassed 500 ms",
                "  timerScheduled Task.sleep in 300 ms",
                "> timePassed 100 ms",
                "  timerScheduled Task.sleep in 300 ms",
                "> timePassed 200 ms",
                "> timePassed 100 ms",
                #"  serviceRequested search #3: "swift""#,
                #"> serviceResponded search #3: ["Swift 6.3"]"#,
            ])
        // Virtual time, in UTC whatever the machine's zone.
        #expect(log.contains(#"{"articles":["One"],"toast":"Updated at 00:00:00"}"#))
        let tokyo = try news(
            "record", "news", "--scenario", "time.json", "--output", "tokyo.navtrace", in: folder,
            environment: ["TZ": "Asia/Tokyo"])
        #expect(tokyo.status == 0)
        #expect(
            try Data(contentsOf: folder.appendingPathComponent("tokyo.navtrace"))
                == Data(contentsOf: folder.appendingPathComponent("time.navtrace")))
        #expect(log.contains(#"{"articles":["One"],"toast":null}"#))
    }
}

/// A new folder holding the scenario `name`: sign in, the articles load, tap refresh.
func refreshAfterSignIn(to name: String) throws -> URL {
    let folder = try temporaryFolder()
    let scenario = """
        {"app": "news", "inputs": [{"tap": "signIn"}, {"respond": "auth", "with": {"name": "ada"}},
          {"respond": "articles", "with": ["One"]}, {"tap": "refresh"}]}
        """
    try Data(scenario.utf8).write(to: folder.appendingPathComponent(name))
    return folder
}
