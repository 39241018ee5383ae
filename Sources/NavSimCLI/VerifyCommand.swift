import ArgumentParser
import NavSimCore
import NavSimExploration
import NavSimReplay

struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Re-run an app model on a trace's inputs and compare it with the recording.",
        discussion: """
            By default the model is the app and variant the trace's manifest names; a trace \
            of an app this executable does not have is refused (declare the app in your \
            executable on NavSimCLI, see docs/your-app.md, or choose a model with --example). \
            Give another variant to see whether a fix changes what happens: a bug trace that no longer \
            reproduces on the fixed variant diverges where the fix acts. With --runs N the \
            model runs N times, each from a fresh launch, and every run must reproduce: the \
            check that a trace is deterministic.

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

    @Option(help: "The app or example to run (default: the trace's).")
    var example: String?

    @Option(help: "The variant to run (default: the trace's).")
    var variant: String?

    @Option(help: "How many times to run the model (1 to 100); every run must reproduce.")
    var runs = 1

    @OptionGroup var limit: InputLimitOption

    func validate() throws {
        guard (1...100).contains(runs) else { throw ValidationError("--runs takes 1 to 100 runs") }
    }

    func run() throws {
        // A command runs on the main thread, where the simulator lives.
        try MainActor.assumeIsolated { try limit.limiting("verify") { try verify() } }
    }

    @MainActor private func verify() throws {
        try reportingFailures {
            let file = try TraceFile.open(trace)
            let name = example ?? file.manifest.app
            // The trace's variant belongs to the trace's example; another example runs its default.
            let recorded = name == file.manifest.app && !file.manifest.variant.isEmpty ? file.manifest.variant : nil
            let variant = variant ?? recorded
            guard example != nil || AppCatalog.current.contains(name) else {
                throw Failure.badInput(
                    "\(trace) was recorded from the app '\(name)', which this executable does not have; "
                        + "declare it in your executable on NavSimCLI (docs/your-app.md) or choose one with --example")
            }
            prepareForApps()
            let model = "\(name)/\(variant ?? "default")"
            var steps = 0
            for run in 1...runs {
                let app = try AppCatalog.current.named(name).makeApp(variant: variant)
                let file = run == 1 ? file : try TraceFile.open(trace)
                let outcome = try Verification(
                    replaying: file, with: app, transitions: file.manifest.recordsRunLoop ? .runLoop : .synchronous)
                let divergence: Verification.Divergence
                switch outcome {
                case .reproduced(let count):
                    steps = count
                    continue
                case .diverged(let found): divergence = found
                }
                let which = runs > 1 ? " on run \(run) of \(runs)" : ""
                say("diverged at step \(divergence.step)\(which): \(model) does not reproduce \(trace)")
                say("  recorded: \(divergence.recorded.map(\.description) ?? "(end of trace)")")
                say("  produced: \(divergence.produced.map(\.description) ?? "(nothing)")")
                if let refusal = divergence.refusal { say("  the model refused the recorded input: \(refusal)") }
                show(divergence.difference, removed: "recorded", added: "produced")
                throw ExitCode(ExitStatus.findings)
            }
            let each = runs > 1 ? " in each of \(runs) runs" : ""
            say("reproduced: \(model) produced all \(steps) events of \(trace)\(each)")
        }
    }
}
