import ArgumentParser
import NavSimCore
import NavSimJournal

struct LogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Print a trace's events, one a line, with their step numbers.",
        discussion: """
            Inputs (what the user, the system or a service did) are marked with `>`. --json \
            prints each event as one JSON object, as in the JSON Lines form of traces.

            Exit status: 0 printed; 2 the trace is unreadable or damaged, or --from is past \
            its end; 64 a usage error.

            Example:
              navsim log bug.navtrace --from 12 --to 40
            """
    )

    @Argument(help: "The trace (.navtrace or .jsonl).")
    var trace: String

    // Unconditional: `--from -1` is a value to refuse, not a flag.
    @Option(parsing: .unconditional, help: "The first step to print.")
    var from = 1

    @Option(parsing: .unconditional, help: "The last step to print (default: the end).")
    var to: Int?

    @Flag(help: "Print JSON objects.")
    var json = false

    func validate() throws {
        guard from >= 1 else { throw ValidationError("--from takes a step number, 1 or more") }
        if let to, to < 1 { throw ValidationError("--to takes a step number, 1 or more") }
        if let to, to < from { throw ValidationError("--to must not be before --from") }
    }

    func run() throws {
        try reportingFailures {
            var file = try TraceFile.open(trace)
            var step = 0
            while let event = try file.nextEvent() {
                step += 1
                if let to, step > to { break }
                guard step >= from else { continue }
                say(
                    json
                        ? try JSONLines.line(for: event, step: step)
                        // A tab in a name would forge a column.
                        : "\(step)\t\(event.isInput ? ">" : " ") \(terminalSafe("\(event)", keepingTabs: false))"
                )
            }
            // An empty trace is a valid one: it has nothing to print, unless a later step was asked for.
            if step < from, step > 0 || from > 1 {
                throw Failure.badInput("\(trace) has \(step) events; --from \(from) is past its end")
            }
        }
    }
}
