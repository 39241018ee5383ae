import ArgumentParser
import NavSimCore
import NavSimReplay

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Show the state of a trace at a step: coordinator tree, stacks, modals, ViewModels.",
        discussion: """
            Folds the trace's events up to step N (default: the end) and prints each window's \
            view hierarchy (stacks bottom first, top last; tabs; presented modals) with each \
            screen's lifecycle phase and ViewModel state, then the coordinator tree and the \
            invariant violations at that step. --json prints the stable JSON form (docs/state-json.md).

            Exit status: 0 shown; 2 the trace is unreadable or damaged, or --at is past its \
            end; 64 a usage error.

            Example:
              navsim replay bug.navtrace --at 30
              navsim replay bug.navtrace --json | jq '.coordinators[] | select(.deallocated)'
            """
    )

    @Argument(help: "The trace (.navtrace or .jsonl).")
    var trace: String

    // Unconditional: `--at -1` is a value to refuse, not a flag.
    @Option(parsing: .unconditional, help: "The step to show (default: the last).")
    var at: Int?

    @Flag(help: "Print the state as JSON.")
    var json = false

    func validate() throws {
        if let at, at < 0 { throw ValidationError("--at takes a step number, 0 or more") }
    }

    func run() throws {
        try reportingFailures {
            var file = try TraceFile.open(trace)
            let state = try file.state(at: at)
            if json {
                say(state.jsonValue.description)
                return
            }
            for line in state.outlineLines { say(line) }
            let invariants = MainActor.assumeIsolated { AppInvariantTable.current }.invariants(of: file.manifest)
            for violation in state.invariantViolations(including: invariants) { say("! \(violation)") }
        }
    }
}
