import ArgumentParser
import NavSimReplay

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Find the first step where two traces differ.",
        discussion: """
            Prints the first differing step, both events and the state difference there.

            Exit status: 0 the traces hold the same events; 1 they differ; 2 a trace is \
            unreadable or damaged; 64 a usage error.
            """
    )

    @Argument(help: "The first trace.")
    var first: String

    @Argument(help: "The second trace.")
    var second: String

    func run() throws {
        try reportingFailures {
            var a = try TraceFile.open(first)
            var b = try TraceFile.open(second)
            switch try TraceComparison(&a, &b) {
            case .same(let steps):
                say("same: both traces hold the same \(steps) events")
            case .different(let difference):
                say("differ at step \(difference.step)")
                say("  \(first): \(difference.first.map(\.description) ?? "(end of trace)")")
                say("  \(second): \(difference.second.map(\.description) ?? "(end of trace)")")
                show(difference.difference, removed: first, added: second)
                throw ExitCode(ExitStatus.findings)
            }
        }
    }
}
