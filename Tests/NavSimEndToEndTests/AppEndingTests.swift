import Foundation
import Testing

/// App code that traps, calls `exit` or never returns, at launch or in an input, under every
/// command that runs the app (`navsim-news`, Tests/AsyncAppFixture): one line that says what
/// happened and where, a documented exit status, and never a dead or hung `navsim`.
@Suite(.serialized)
struct AppEndingTests {
    static let trap =
        "the process died of SIGILL, a trap: a fatalError, a failed precondition, a force unwrap of nil, an "
        + "index out of range or an overflow"

    /// The lines `navsim-news` wrote on standard error as its own (not the app's `print`s).
    private func ownLines(_ run: Run) -> [String] {
        run.error.split(separator: "\n").map(String.init).filter { $0.hasPrefix("navsim-news: ") }
    }

    /// An app that traps or calls `exit` at launch: `explore` cannot start, says so in one
    /// line with the step and the cause, and ends with status 2, in one process and with
    /// fresh launches (before, the trap ended `explore` with a backtrace, and `exit(3)` ended
    /// it silently with the app's status).
    @Test(arguments: ["trap", "exit"], ["auto", "fresh"])
    func anAppThatCrashesAtLaunchCannotBeExplored(ending: String, launches: String) throws {
        let explored = try run(
            "navsim-news", ["explore", "news", "--depth", "2", "--launches", launches], in: try temporaryFolder(),
            environment: ["NEWS_AT_LAUNCH": ending, "SWIFT_BACKTRACE": "enable=no"])
        #expect(explored.status == 2, "\(explored.error)")
        #expect(explored.output.isEmpty)
        let cause = ending == "trap" ? Self.trap : "the app called exit(3)"
        let lines = ownLines(explored)
        #expect(lines.count == 1, "\(lines)")
        let line = try #require(lines.first)
        #expect(line.hasPrefix("navsim-news: the exploration cannot start: the app crashed at step "), "\(line)")
        #expect(line.hasSuffix(": \(cause)"), "\(line)")
    }

    /// An app that never returns from its launch: `explore` says so in one line past
    /// --input-limit, with status 124, as `record` does.
    @Test func anAppThatHangsAtLaunchCannotBeExplored() throws {
        let explored = try run(
            "navsim-news", ["explore", "news", "--depth", "2", "--input-limit", "2"], in: try temporaryFolder(),
            environment: ["NEWS_AT_LAUNCH": "hang"])
        #expect(explored.status == 124)
        #expect(explored.output.isEmpty)
        let lines = ownLines(explored)
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix("navsim-news: the exploration cannot start: the app hung at step ") == true)
        #expect(lines.first?.hasSuffix(": an input did not return within 2 s (--input-limit)") == true)
    }

    /// `verify` of a trace whose app now calls `exit` in an input: the run's child ends,
    /// and the run is a divergence at the crash, said as such (before, `verify` ended
    /// silently with the app's status). A trace that recorded the `exit` verifies, saying where.
    @Test func verifyComparesAnExitOfTheAppsAsTheCrashItRecords() throws {
        let folder = try refreshAfterSignIn(to: "refresh.json")
        let recorded = try run(
            "navsim-news", ["record", "news", "--scenario", "refresh.json", "--output", "refresh.navtrace"],
            in: folder)
        #expect(recorded.status == 0)
        let exiting = ["NEWS_EXIT_ON_REFRESH": "3"]
        let verified = try run("navsim-news", ["verify", "refresh.navtrace"], in: folder, environment: exiting)
        #expect(verified.status == 1, "\(verified.error)")
        let lines = verified.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("diverged at step ") == true, "\(lines)")
        #expect(lines.contains("  produced: crashed in app: the app called exit(3)"), "\(lines)")
        let exited = try run(
            "navsim-news", ["record", "news", "--scenario", "refresh.json", "--output", "exit.navtrace"], in: folder,
            environment: exiting)
        #expect(exited.status == 3)
        let again = try run(
            "navsim-news", ["verify", "exit.navtrace", "--runs", "2"], in: folder, environment: exiting)
        #expect(again.status == 0, "\(again.error)")
        let reproduced = again.output.split(separator: "\n").map(String.init)
        #expect(reproduced.count == 2)
        #expect(reproduced.last?.hasPrefix("  the app crashed at step ") == true)
        #expect(reproduced.last?.hasSuffix(", as recorded: the app called exit(3)") == true)
    }

    /// A walk that ends in a trap (or an `exit`) of the app's in a tap handler shrinks to
    /// the fewest inputs that still crash there, each candidate in a child: the same result
    /// every run, only the scenario written (recording it would stop `navsim`), and
    /// recording that scenario crashes the same way.
    @Test(arguments: ["NEWS_TRAP_ON_REFRESH", "NEWS_EXIT_ON_REFRESH"])
    func aWalkThatCrashesShrinksToTheInputsThatCrashThere(variable: String) throws {
        let folder = try temporaryFolder()
        let environment = [variable: variable == "NEWS_EXIT_ON_REFRESH" ? "3" : "1", "SWIFT_BACKTRACE": "enable=no"]
        _ = try run(
            "navsim-news", ["record", "news", "--explore", "300", "--seed", "2", "--output", "walk.navtrace"],
            in: folder, environment: environment)
        let shrink = ["shrink", "walk.navtrace", "--rule", "crashed", "--force"]
        let shrunk = try run("navsim-news", shrink, in: folder, environment: environment)
        #expect(shrunk.status == 0, "\(shrunk.error)")
        let lines = shrunk.output.split(separator: "\n").map(String.init)
        let cause = variable == "NEWS_TRAP_ON_REFRESH" ? Self.trap : "the app called exit(3)"
        #expect(lines.dropFirst().first?.hasSuffix(": \(cause)") == true, "\(lines)")
        #expect(
            lines.dropFirst(2).first?.hasPrefix("shrank 13 inputs (13 up to the finding) to 3 on news/fixed, in ")
                == true)
        #expect(lines.last == "wrote walk-shrunk.json (the app crashes there, ending the process: no trace)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("walk-shrunk.navtrace").path))
        #expect(try run("navsim-news", shrink, in: folder, environment: environment).output == shrunk.output)
        let replayed = try run(
            "navsim-news", ["record", "news", "--scenario", "walk-shrunk.json", "--output", "shrunk.navtrace"],
            in: folder, environment: environment)
        #expect(replayed.status == (variable == "NEWS_TRAP_ON_REFRESH" ? SIGILL : 3))
        let log = try run("navsim-news", ["log", "shrunk.navtrace"], in: folder).output.split(separator: "\n")
        #expect(log.last?.hasSuffix("crashed in app: \(cause)") == true)
        #expect(log.dropLast().last?.hasSuffix("> userTapped refresh on s2") == true)
    }

    /// A tap handler that calls `exit` while `explore` runs: a `crashed` finding naming the
    /// `exit`, with its shortest repro, in one process and with fresh launches alike (before,
    /// the worker's `exit` was run again here and ended `explore` silently with the app's status).
    @Test(arguments: ["auto", "fresh"])
    func anExitInATapHandlerIsACrashedFinding(launches: String) throws {
        let explored = try run(
            "navsim-news", ["explore", "news", "--depth", "3", "--launches", launches], in: try temporaryFolder(),
            environment: ["NEWS_EXIT_ON_REFRESH": "3", "SWIFT_BACKTRACE": "enable=no"])
        #expect(explored.status == 1, "\(explored.error)")
        #expect(ownLines(explored).isEmpty, "\(explored.error)")
        let lines = explored.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("1. crashed (screen NewsList) after 3 inputs, at step 33:"), "\(lines)")
        #expect(lines.contains("   the app crashed at step 33: the app called exit(3)"), "\(lines)")
        #expect(lines.contains("     3. {\"tap\": \"refresh\", \"on\": \"NewsList\"}"), "\(lines)")
    }
}
