import ArgumentParser
import NavSimCore
import NavSimExploration
import NavSimJournal
import NavSimReplay

struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Re-run an app model on a trace's inputs and compare it with the recording.",
        discussion: """
            By default the model is the app and variant the trace's manifest names; a trace \
            of an app this executable does not have is refused (declare the app in your \
            executable on NavSimCLI, see docs/your-app.md, or choose a model with --app). \
            Give another variant to see whether a fix changes what happens: a bug trace that no longer \
            reproduces on the fixed variant diverges where the fix acts. With --runs N the \
            model runs N times, each from a fresh launch, and every run must reproduce: the \
            check that a trace is deterministic.

            --format json prints the outcome as one JSON object (docs/schemas/verify.schema.json); \
            sarif, junit and github print a divergence as a `diverged` finding at the trace, \
            for code scanning, test reports and annotations (docs/ci.md).

            With --runs N, each run launches the app in a child forked from this process, which \
            launches it only to show how a run diverged, so that the app's globals, statics and \
            singletons start over at each run as on iOS (--launches same runs them all here).

            A run in which the app traps (a fatalError, a force unwrap of nil) ends its child, \
            not this process: it produced its events, then the crashed event a recording of it \
            ends with, and is compared as such (--launches same: the trap ends this process).

            Exit status: 0 the model reproduces the recording exactly; 1 it diverges (the first \
            divergent step, both events and the state difference are printed); 2 the trace \
            is unreadable or damaged, or names an app or variant this executable does not have; 124 an \
            input ran past --input-limit (the app hung); 64 a usage error.

            Example:
              navsim verify bug.navtrace
              navsim verify bug.navtrace --variant navigationDelegate
            """
    )

    @Argument(help: "The trace (.navtrace or .jsonl).")
    var trace: String

    @Option(help: "The app to run (default: the trace's).")
    var app: String?

    /// `--app`'s old name, read for one more release.
    @Option(help: .hidden)
    var example: String?

    @Option(help: "The variant to run (default: the trace's).")
    var variant: String?

    @Option(help: "How many times to run the model (1 to 100); every run must reproduce.")
    var runs = 1

    @OptionGroup var limit: InputLimitOption

    @OptionGroup var launchesOption: LaunchesOption

    @OptionGroup var reportFormat: ReportFormatOption

    func validate() throws {
        guard (1...100).contains(runs) else { throw ValidationError("--runs takes 1 to 100 runs") }
        if app != nil, example != nil { throw ValidationError("--example is the old name of --app: give one") }
    }

    func run() throws {
        // A command runs on the main thread, where the simulator lives.
        try MainActor.assumeIsolated { try limit.limiting("verify") { try verify() } }
    }

    @MainActor private func verify() throws {
        try reportingFailures {
            if example != nil { complain("--example is deprecated; it is --app") }
            let chosen = app ?? example
            // With fresh launches, read without a read-ahead thread: a child is forked only from a
            // process of one thread (else every run, and a trap in it, would run here), and
            // each child reads its own copy, not this one's file offset.
            let fresh = launchesOption.fresh
            let file = try TraceFile.open(trace, showingProgress: !fresh)
            let name = chosen ?? file.manifest.app
            // The trace's variant belongs to the trace's example; another example runs its default.
            let recorded = name == file.manifest.app && !file.manifest.variant.isEmpty ? file.manifest.variant : nil
            let variant = variant ?? recorded
            guard chosen != nil || AppCatalog.current.contains(name) else {
                throw Failure.badInput(
                    "\(trace) was recorded from the app '\(name)', which this executable does not have; "
                        + "declare it in your executable on NavSimCLI (docs/your-app.md) or choose one with --app")
            }
            prepareForApps()
            let model = "\(name)/\(variant ?? "default")"
            var steps = 0
            var divergence: (run: Int, found: Verification.Divergence)?
            // A torn tail is noted once: by the first run's reading, in its child when it had one.
            let verification = { (run: Int, inChild: Bool, notingTornTail: Bool) throws -> Verification in
                let app = try AppCatalog.current.named(name).makeApp(variant: variant)
                let file =
                    run == 1 && !inChild && notingTornTail
                    ? file : try TraceFile.open(trace, notingTornTail: notingTornTail)
                return try Verification(
                    replaying: file, with: app, transitions: file.manifest.recordsRunLoop ? .runLoop : .synchronous,
                    format21Events: file.manifest.recordsFormat21Events)
            }
            // Each run in a child forked from this process, which launches the app only for a
            // run that did not reproduce there, to show how it diverged: every run launches as
            // from a new process, as on iOS.
            // A run in which the app traps or calls `exit` ends its child, which says after how
            // many events: the run is compared here without launching the app, where the trap
            // or the exit would end this process too.
            var trap: (step: Int, reason: String)?
            for run in 1...runs where divergence == nil {
                var childRead = false
                let inChild = { try? verification(run, true, run == 1).reproducedSteps }
                let outcome = fresh ? FreshProcess.outcome(of: inChild) : .failed
                switch outcome {
                case .finished(let count?):
                    steps = count
                    continue
                case .ended(let label, let reason?):
                    let ending = NavigationEvent.crashed(reason: reason, coordinator: nil)
                    let file = try TraceFile.open(trace, notingTornTail: run == 1)
                    switch try Verification(replaying: file, endedAfter: label.2, with: ending) {
                    case .reproduced(let count):
                        steps = count
                        trap = (label.2 + 1, reason)
                    case .diverged(let found): divergence = (run, found)
                    }
                    continue
                case .finished(nil): childRead = true
                case .ended, .failed: break
                }
                switch try verification(run, false, run == 1 && !childRead) {
                case .reproduced(let count): steps = count
                case .diverged(let found): divergence = (run, found)
                }
            }
            report(model: model, steps: steps, divergence: divergence, trap: trap)
            if divergence != nil { throw ExitCode(ExitStatus.findings) }
        }
    }

    /// Prints the outcome in the format asked for: all `steps` reproduced (with the trap or
    /// `exit` that ended the runs as it ended the recording), or the first divergence and the run that showed it.
    private func report(
        model: String, steps: Int, divergence: (run: Int, found: Verification.Divergence)?,
        trap: (step: Int, reason: String)?
    ) {
        var findings: [CIFinding] = []
        var lines: [String] = []
        if let (run, found) = divergence {
            let which = runs > 1 ? " on run \(run) of \(runs)" : ""
            lines = ["\(model) does not reproduce \(trace)\(which)"]
            lines.append("  recorded: \(found.recordedDescription)")
            lines.append("  produced: \(found.produced.map(\.description) ?? "(nothing)")")
            if let refusal = found.refusal { lines.append("  the model refused the recorded input: \(refusal)") }
            if !found.difference.isEmpty {
                lines.append("  state difference (- recorded, + produced):")
                lines += found.difference.description.split(separator: "\n").map { "    \($0)" }
            }
            findings.append(
                CIFinding(
                    rule: "diverged", message: lines.joined(separator: "\n"), file: SystemPath.escaped(trace),
                    step: found.step, inputs: []))
            lines[0] = "diverged at step \(found.step)\(which): \(model) does not reproduce \(trace)"
        } else {
            let each = runs > 1 ? " in each of \(runs) runs" : ""
            lines = ["reproduced: \(model) produced all \(steps) events of \(trace)\(each)"]
            if let trap { lines.append("  the app crashed at step \(trap.step), as recorded: \(trap.reason)") }
        }
        switch reportFormat.chosen {
        case .text: for line in lines { say(line) }
        case .json: say(json(model: model, steps: steps, divergence: divergence).description)
        case .sarif: say(CIReport.sarif(findings).description)
        case .github: writeOutput(CIReport.githubCommands(findings))
        case .junit:
            let testCase = CITestCase(name: SystemPath.escaped(trace), className: "navsim.verify", findings: findings)
            writeOutput(CIReport.junit(suite: "navsim verify", cases: [testCase]))
        }
    }

    /// The outcome as one JSON object.
    private func json(model: String, steps: Int, divergence: (run: Int, found: Verification.Divergence)?) -> JSONValue {
        let diverged: JSONValue =
            divergence.map { run, found in
                [
                    "run": .number(Double(run)),
                    "step": .number(Double(found.step)),
                    "recorded": found.recorded.map { .string($0.description) } ?? .null,
                    "produced": found.produced.map { .string($0.description) } ?? .null,
                    "refusal": found.refusal.map { .string($0.description) } ?? .null,
                    "difference": [
                        "removed": .array(found.difference.removed.map(JSONValue.string)),
                        "added": .array(found.difference.added.map(JSONValue.string)),
                    ],
                ]
            } ?? .null
        return [
            "trace": .string(SystemPath.escaped(trace)),
            "model": .string(model),
            "runs": .number(Double(runs)),
            "reproduced": .bool(divergence == nil),
            "events": divergence == nil ? .number(Double(steps)) : .null,
            "divergence": diverged,
        ]
    }
}
