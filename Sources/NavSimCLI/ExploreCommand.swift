import ArgumentParser
import Foundation
import NavSimCore
import NavSimExploration
import NavSimJournal
import NavSimSimulator

/// `explore`: a breadth-first exploration of an app, each finding with its shortest repro.
struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Explore every input sequence of an app breadth-first; each bug once, with a shortest repro.",
        discussion: """
            From launch, every input the app offers is tried (each tap with its sample \
            arguments, the back button, back swipes finished and let go early, a sheet swiped \
            down and let go early, tabs, service answers, deep links), up to --depth inputs. A \
            state seen before (the same state with other ids, see docs/exploration.md) is not \
            explored again. Each distinct finding (its rule, coordinator type and screen name) \
            is printed once with a shortest input sequence that shows it, in scenario form; \
            then what was covered. When every state up to the depth was explored and nothing \
            was found, that is a bounded proof: no finding in all N states up to depth D. The \
            same command prints the same report (a --time limit can cut it earlier or later), \
            on any number of cores: each level is shared among forked workers, one per core \
            (NAVSIM_THREADS=N sets how many; 1 explores in this process alone).

            --from SCENARIO starts every path after the scenario's inputs (a signed-in state, \
            past a login form): their state is the root of the search, --depth counts the \
            inputs after them, and each finding's inputs begin with them. A scenario that \
            launches the app with a link ("launch", as record takes it; its inputs may be \
            empty) explores from what the link shows, and each finding launches with it. A text field is \
            typed its placeholder and the empty text, the texts the app declares for it, and \
            each --text FIELD=TEXT (valid and invalid credentials), FIELD being the field's \
            name as explore shows it: its accessibility identifier, else its placeholder. \
            --text FILE (a value without =) types the texts of a JSON file \
            {"FIELD": ["TEXT", …]}.

            --output DIR writes, for each finding, APP-VARIANT-N-KIND.json (a scenario, see \
            docs/scenarios.md) and APP-VARIANT-N-KIND.navtrace (its recorded trace); existing \
            files are not replaced without --force. A random walk is `record APP --explore N`. \
            --format sarif prints the findings as a SARIF 2.1.0 log (each located at the \
            scenario --output wrote, its inputs as properties) and --format github as GitHub \
            Actions ::error lines; --format junit prints a JUnit XML report whose one test case, \
            the variant, fails with the findings, each with its inputs and scenario (docs/ci.md).

            Ctrl-C or SIGTERM stops the exploration: the report of what was explored is printed \
            ("complete": false, "limit": "interrupted"), with the findings so far and their \
            shortest repros, and --output files are written for them, each complete (a second \
            Ctrl-C waits until they are). Progress is shown on stderr when it is a terminal.

            An input whose app code has not returned after --input-limit seconds of wall-clock \
            time (default 10) is the app hanging. Every input then runs in a forked worker: a \
            hung worker is killed, the hang is a crashed finding whose inputs end with the input \
            that hung (--output writes its scenario, no trace), and the exploration goes on \
            without that input; --time, Ctrl-C and SIGTERM are honoured while workers run. A \
            trap in app code (a fatalError, a force unwrap of nil, an abort, a bad memory access) \
            ends its worker the same way: a crashed finding, and the exploration goes on. An \
            app that starts threads of its own, or --input-limit 0, is explored in this process, \
            where a hang ends it with one line and status 124, and a trap stops it as it stops \
            the app.

            --shard I/N --output DIR explores part I of N (from 1) and writes it to \
            DIR/explore-shard-I-of-N.json: the levels above a split depth whole, at it the \
            states a stable hash of their canonical form gives this shard, and everything \
            below them. --merge DIR... (directories or shard files; no app, the options are \
            the shards') prints the report one machine gives for the same options, byte for \
            byte, and writes its --output files. Shards of another app, variant, options or \
            NavSim, damaged, missing or given twice are refused with one line and status 2 \
            (docs/exploration.md, "Beyond one machine").

            On iOS each launch starts a new process, so the app's globals, statics and \
            singletons start over. By default (--launches auto) every launch runs in this \
            process, the fastest; if replays diverge there (an app that keeps global state \
            across launches) and no work came from another thread, explore explores again with each launch in a fresh process, \
            forked from a process kept before any app code ran, and prints that report, whose \
            second line says so (on stderr with --json or --format). --launches fresh launches \
            fresh from the start; --launches same never does, and may report "not \
            deterministic". --shard launches in this process. See docs/exploration.md.

            Exit status: 0 nothing found; 1 findings; 2 an unknown app or variant, a --from or \
            --text file that cannot be read or is not valid, or shards that cannot be merged; 3 \
            an output file was not written; 124 the app hung in this process (no report); 130 \
            interrupted by Ctrl-C, 143 by SIGTERM (after the report and files); 64 a usage error.

            Examples:
              navsim explore children --variant notStored
              navsim explore projects --depth 8 --max-states 50000 --time 60 --json
              navsim explore editor --variant naive --output repros
              navsim explore projects --from launched-with-link.json
              navsim explore projects --depth 10 --shard 2/4 --output shards
              navsim explore --merge shards --json
              navsim explore login --from signed-in.json --text login=bob --text login=admin
            """
    )

    @Argument(help: "The app (see `navsim apps`); none with --merge.")
    var app: String?

    @Option(help: "The variant (default: --from's, else the app's first).")
    var variant: String?

    @Option(
        help: ArgumentHelp(
            "Start after this scenario's inputs (a signed-in state): its state is the root of the search.",
            valueName: "scenario"))
    var from: String?

    @OptionGroup var sampleTexts: SampleTextOption

    @Option(parsing: .unconditional, help: ArgumentHelp("The most inputs after launch.", valueName: "n"))
    var depth = 6

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The most distinct states to explore.", valueName: "m"))
    var maxStates = 100_000

    @Option(parsing: .unconditional, help: ArgumentHelp("Stop after this many seconds.", valueName: "seconds"))
    var time: Double?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write each finding's scenario and trace here.", valueName: "dir"))
    var output: String?

    @Flag(
        help: "Also try racing inputs: a double tap, a back tap during a push, an answer that overtakes an older one.")
    var racing = false

    @OptionGroup var reportFormat: ReportFormatOption

    private var format: ReportFormat { reportFormat.chosen }

    @Flag(help: "Replace output files that exist.")
    var force = false

    @OptionGroup var limit: InputLimitOption

    @OptionGroup var launchesOption: LaunchesOption

    @Option(
        help: ArgumentHelp(
            "Explore only part I of N of the space, and write it into --output for --merge.", valueName: "I/N"))
    var shard: ShardArgument?

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "Merge the parts --shard wrote (directories or files) into the report one machine gives; "
                + "the app and options are theirs.",
            valueName: "dir"))
    var merge: [String] = []

    /// The deepest exploration asked for; far beyond what finishes.
    static let maximumDepth = 1_000

    func validate() throws {
        switch (app, merge.isEmpty) {
        case (nil, true):
            throw ValidationError("give an app (see `navsim apps`), or --merge with the shards' directories")
        case (_?, false): throw ValidationError("--merge takes the app and the options from the shards: give no app")
        default: break
        }
        if shard != nil {
            guard output != nil else { throw ValidationError("--shard needs --output DIR, where its part is written") }
            guard format == .text else { throw ValidationError("--shard writes its part; --merge prints the report") }
        }
        guard (0...Self.maximumDepth).contains(depth) else {
            throw ValidationError("--depth takes a number of inputs from 0 to \(Self.maximumDepth)")
        }
        guard maxStates >= 1 else { throw ValidationError("--max-states takes a number of states from 1") }
        if let time, !(time > 0 && time <= 1e9) {
            throw ValidationError("--time takes a number of seconds above 0, at most 1000000000")
        }
    }

    func run() throws {
        // A command runs on the main thread, where the simulator lives.
        try MainActor.assumeIsolated { try explore() }
    }

    @MainActor private func explore() throws {
        try reportingFailures {
            guard let app else { return try mergeShards() }
            let description = try AppCatalog.current.named(app)
            let start = try from.map(loadScenario)
            let texts = try sampleTexts.texts()
            if let start, start.app != description.name {
                throw Failure.badInput("\(from ?? ""): a scenario of the app '\(start.app)', not of '\(app)'")
            }
            let variant = variant ?? start?.variant ?? description.variants.first?.name ?? ""
            let subject = Subject(
                description: description, variant: variant, start: start, texts: texts,
                maker: try description.maker(variant: variant))
            prepareForApps()
            Interruption.catchInterrupts()
            // Shards explore in one process each: their merge counts on it.
            let launches = shard == nil ? launchesOption.launches ?? .auto : .same
            // Forked before any app code runs, to explore with fresh launches if this process's diverge.
            let server =
                launches == .auto
                ? PristineServer.start {
                    Self.exitStatus {
                        // This process checked the start before it explored and served.
                        guard let report = try explored(subject, fresh: true, checkingStart: false) else { return }
                        try present(report, of: subject, fresh: true, diverged: true)
                    }
                } : nil
            defer { server?.dismiss() }
            guard let report = try explored(subject, fresh: launches == .fresh) else { return }
            if let server, report.divergedBetweenLaunches, report.limit != .interrupted, !Interruption.requested {
                switch server.serve(forwarding: { Interruption.caughtSignal }) {
                case .exited(let status):
                    if status != 0 { throw ExitCode(status) }
                    return
                case .killed(let signal):
                    complain(
                        "launches in this process diverged, and the process kept to launch fresh ones died "
                            + "(signal \(signal)); the report of this process follows")
                }
            }
            try present(report, of: subject, fresh: launches == .fresh)
        }
    }

    /// The app and variant an exploration runs, with where it starts and the texts it types.
    private struct Subject {
        let description: AppDescription
        let variant: String
        let start: Scenario?
        let texts: [String: [String]]
        let maker: @MainActor @Sendable () -> any AppModel
    }

    /// Explores `subject`, each launch in a fresh process or each in this one, and returns
    /// the report; `nil` for a shard, whose part it writes into --output.
    @MainActor private func explored(
        _ subject: Subject, fresh: Bool, checkingStart: Bool = true
    ) throws -> ExplorationReport? {
        if checkingStart { try limit.limiting("explore") { try checkStart(of: subject) } }
        var exploration = SystematicExploration(
            depth: depth, maxStates: maxStates, timeLimit: time.map { .milliseconds(Int64($0 * 1000)) },
            racing: racing, workers: OrderedWork.threadCount,
            inputLimit: limit.duration, from: subject.start?.inputs ?? [], texts: subject.texts,
            launch: subject.start?.launch, app: subject.maker)
        exploration.launches = fresh ? .inFreshProcesses : .inThisProcess
        let progress = Progress(label: "explored", total: maxStates)
        let showProgress = { (states: Int, transitions: Int) in
            progress.show("\(counted(states, "state")), \(counted(transitions, "transition")) (Ctrl-C stops)")
        }
        // A server whose client is gone stops as if interrupted.
        let interrupted = { Interruption.requested || PristineServer.isOrphaned }
        if let shard, let output {
            let part = exploration.run(shard: shard.part, progress: showProgress, interrupted: interrupted)
            progress.finish()
            try write(
                part, of: subject.description.name, variant: subject.variant, start: subject.start,
                texts: subject.texts, to: output)
            return nil
        }
        let report = exploration.run(progress: showProgress, interrupted: interrupted)
        progress.finish()
        return report
    }

    /// The exit status of `body`: 0, the status of the `ExitCode` it throws, or that of the
    /// failure it throws, said on standard error.
    @MainActor private static func exitStatus(_ body: () throws -> Void) -> Int32 {
        do {
            try reportingFailures(body)
            return 0
        } catch let exit as ExitCode {
            return exit.rawValue
        } catch {
            return ExitCode.failure.rawValue
        }
    }

    /// Presents the report of an exploration of `subject`.
    @MainActor private func present(
        _ report: ExplorationReport, of subject: Subject, fresh: Bool, diverged: Bool = false
    ) throws {
        try present(
            report, of: subject.description, variant: subject.variant, from: from, launch: subject.start?.launch,
            fresh: fresh, diverged: diverged)
    }

    /// Prints the report in the format asked for, writes the findings' repros into
    /// --output, and ends with the exit status the report calls for.
    ///
    /// With `fresh`, each finding's trace is recorded in a child forked from this process,
    /// which runs no app code (``SystematicExploration/Launches/inFreshProcesses``). With
    /// `diverged`, the report says in a line (on standard error unless in text) that launches
    /// in one process diverged and every launch ran in a fresh process.
    @MainActor func present(
        _ report: ExplorationReport, of description: AppDescription, variant: String, from: String?, launch: AppLink?,
        fresh: Bool = false, diverged: Bool = false
    ) throws {
        switch format {
        case .json: writeOutput(report.jsonText)
        case .text:
            show(report, of: "\(description.name)/\(variant)", from: from, launchedWith: launch, diverged: diverged)
        case .sarif, .junit, .github: break
        }
        if diverged, format != .text { FileHandle.standardError.write(Data("\(Self.divergedNote)\n".utf8)) }
        var scenarios: [String?] = report.findings.map { _ in nil }
        if let output, !report.findings.isEmpty {
            scenarios = try write(
                report.findings, to: output, of: description, variant: variant, launch: launch, fresh: fresh)
        }
        let ciFindings = zip(report.findings, scenarios).map { finding, scenario in
            CIFinding(
                rule: finding.rule, message: finding.message, file: scenario, step: nil,
                inputs: finding.inputs.map(ScenarioFile.line(for:)))
        }
        if format == .sarif { say(CIReport.sarif(ciFindings).description) }
        if format == .github { writeOutput(CIReport.githubCommands(ciFindings)) }
        if format == .junit {
            let testCase = CITestCase(
                name: "\(description.name)/\(variant)", className: "navsim.explore", findings: ciFindings)
            writeOutput(CIReport.junit(suite: "navsim explore", cases: [testCase]))
        }
        if report.limit == .interrupted || Interruption.requested { throw ExitCode(Interruption.status) }
        if !report.findings.isEmpty { throw ExitCode(ExitStatus.findings) }
    }

    /// Throws, in one line, unless a fresh app launches and takes every input of the scenario
    /// the exploration starts from, so that it has a root. The launch runs in a child,
    /// whatever the launches, so that app code that traps, calls `exit` or hangs there ends
    /// the child and is said here (status 2, or 124 for a hang); here when the child fails
    /// otherwise, to fail as it would have.
    @MainActor private func checkStart(of subject: Subject) throws {
        let start =
            subject.start
            ?? Scenario(app: subject.description.name, variant: subject.variant, summary: "", inputs: [])
        let place = from.map { "\($0): the exploration cannot start there" } ?? "the exploration cannot start"
        switch FreshProcess.outcome(of: { (try? Self.check(start, at: place, on: subject.maker)) != nil }) {
        case .finished(true): return
        case .ended(let label, let crash?):
            throw Failure.badInput("\(place): the app crashed at step \(label.2 + 1): \(crash)")
        case .ended(let label, nil):
            let within = limit.duration.map { " within \(Session.seconds($0)) (--input-limit)" } ?? ""
            throw Failure(
                message: "\(place): the app hung at step \(label.2 + 1): an input did not return\(within)",
                status: Session.hangExitStatus)
        case .finished(false), .failed: try Self.check(start, at: place, on: subject.maker)
        }
    }

    /// Throws, with `place` and the input, unless a fresh app takes every input of `start`.
    @MainActor private static func check(_ start: Scenario, at place: String, on maker: () -> any AppModel) throws {
        let session = Session(app: maker(), sink: StepLabels())
        defer { session.close() }
        do throws(ScenarioError) {
            try session.perform(start.inputs, launchingWith: start.launch)
        } catch {
            throw Failure.badInput("\(place): \(error)")
        }
    }

    // MARK: - Report

    /// The line that says an exploration relaunched every launch in a fresh process.
    static let divergedNote =
        "launches in one process diverged (the app keeps global state across launches): every launch ran in a "
        + "fresh process, as on iOS"

    private func show(
        _ report: ExplorationReport, of name: String, from: String?, launchedWith launch: AppLink?, diverged: Bool
    ) {
        let extent =
            switch report.limit {
            case nil: report.nondeterminism.isEmpty ? "complete" : "complete, but not deterministic"
            case .interrupted: "interrupted"
            case let limit?: "stopped by the \(limit.rawValue) limit"
            }
        let link = launch.map { ", launched with the \($0)" } ?? ""
        let start = from.map { " from \($0) (\(counted(report.from.count, "input"))\(link))" } ?? ""
        say(
            "explored \(name) breadth-first\(start): \(counted(report.states, "state")), "
                + "\(counted(report.transitions, "transition")), to depth \(report.depth) (\(extent))")
        if diverged { say(Self.divergedNote) }
        for (index, finding) in report.findings.enumerated() {
            let involved = [
                finding.coordinator, finding.screen.map { "screen \($0)" }, finding.outlived.map { "outlived \($0)" },
            ]
            .compactMap(\.self)
            say(
                "\(index + 1). \(finding.rule)\(involved.isEmpty ? "" : " (\(involved.joined(separator: ", ")))") "
                    + "after \(counted(finding.inputs.count, "input")), at step \(finding.step):")
            say("   \(finding.message)")
            for line in ScenarioFile.numbered(finding.inputs) { say("   \(line)") }
        }
        let coverage = report.coverage
        say(
            "coverage: \(counted(coverage.screens.count, "screen")) (\(coverage.screens.joined(separator: ", "))), "
                + "\(counted(coverage.actions.count, "action"))")
        let dead = coverage.deadActions.map { "\($0.action) on \($0.screen)" }
        say("dead UI (tapped, never did anything): \(dead.isEmpty ? "none" : dead.joined(separator: ", "))")
        let found = counted(report.findings.count, "finding")
        if let reason = report.nondeterminism.first {
            // A state whose replay went elsewhere was searched from where the replay went: a
            // repro may not reproduce, and a shorter one may have been missed.
            return say(
                report.findings.isEmpty
                    ? "no proof: work ran outside NavSim's order, so the same inputs may lead elsewhere (\(reason))"
                    : "\(found); work ran outside NavSim's order, so these inputs may not reproduce "
                        + "\(report.findings.count == 1 ? "it" : "them") and shorter ones may exist (\(reason))")
        }
        guard report.findings.isEmpty else { return say("\(found); each input sequence above is a shortest one") }
        if report.complete {
            say("no finding in all \(grouped(report.states)) states up to depth \(report.depth)")
        } else {
            say(
                "no finding in the \(grouped(report.states)) states explored; every state up to depth "
                    + "\(report.depth) was reached")
        }
    }

    /// `1234567` as `1,234,567`.
    private func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return String(
            digits.enumerated().flatMap { index, digit in
                index > 0 && (digits.count - index) % 3 == 0 ? [",", digit] : [digit]
            })
    }

    // MARK: - Output

    /// Writes each finding's scenario and recorded trace into `directory`, after checking
    /// that none of them exists (unless --force), so a refusal writes nothing; returns the
    /// scenarios' paths.
    @MainActor private func write(
        _ findings: [ExplorationReport.Finding], to directory: String, of description: AppDescription, variant: String,
        launch: AppLink?, fresh: Bool
    ) throws -> [String?] {
        let bases = findings.enumerated().map { index, finding in
            (directory as NSString).appendingPathComponent(
                fileName("\(description.name)-\(variant)-\(index + 1)-\(finding.rule)"))
        }
        try ReproFiles.createDirectory(directory)
        try ReproFiles.refuseExisting(bases.flatMap { [$0 + ".json", $0 + ".navtrace"] }, force: force)
        for (finding, base) in zip(findings, bases) {
            let scenario = base + ".json"
            // Recording a hang would hang, and a trap stop this process: the scenario alone is written.
            let trace = finding.endedProcess ? nil : base + ".navtrace"
            try ReproFiles.write(
                finding.scenario(app: description.name, variant: variant, launch: launch), to: scenario, trace: trace,
                of: description, variant: variant, force: force, fresh: fresh)
            if format == .text {
                say(
                    trace.map { "wrote \(scenario) and \($0)" }
                        ?? "wrote \(scenario) (the app hangs or traps there: no trace)")
            }
        }
        return bases.map { $0 + ".json" }
    }

    /// `name` with every character a file name should not hold as `_`.
    private func fileName(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        return String(name.map { allowed.contains($0) ? $0 : "_" })
    }
}

/// Labels the inputs (``Session/labelInputs(_:_:_:)``) with the number of events so far, so
/// that the trap record of a child that replays a scenario says the step it died at.
private final class StepLabels: EventSink {
    private var steps = 0

    init() { Session.labelInputs(0, 0, 0) }

    func append(_ event: NavigationEvent) throws {
        steps += 1
        Session.labelInputs(0, 0, steps)
    }
}
