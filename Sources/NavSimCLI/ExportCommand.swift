import ArgumentParser
import Foundation
import NavSimCore
import NavSimDiagrams
import NavSimJournal

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Draw a trace's coordinator hierarchy at a step, or the flow graph of traces.",
        discussion: """
            --hierarchy draws the state at step N (default: the end): coordinators as a tree \
            with their screens and containers, stacks in order, modals, ViewModel summaries; \
            leaked, finished and deallocated coordinators styled apart. --flow draws screens \
            grouped by coordinator and the transitions between them, counted over every trace \
            given; taps that did nothing and crashes are red. See docs/diagrams.md. --flow \
            takes any number of traces, directories (searched recursively for .navtrace and \
            .jsonl files) and --from-list, read one trace at a time on one thread per core; each \
            unreadable or damaged trace is one line on stderr, and then nothing is written.

            Graphviz's library renders in a worker process navsim starts once (no dot process). The format comes from --format, else from the output's \
            extension (.svg, .dot, .png, .pdf, .mmd). --format mermaid writes a Mermaid flowchart \
            to paste into a Markdown file or a pull request; Graphviz is not used. The file \
            appears atomically; an existing one is replaced only with --force, and never when \
            it is one of the traces or the list (by any name or link).

            Exit status: 0 written; 2 a trace is unreadable or damaged; 3 the output was not \
            written: it exists, is an input, is not a regular file, or Graphviz or writing failed; 64 a \
            usage error.

            Examples:
              navsim export bug.navtrace --hierarchy --at 30 --output bug.svg
              navsim export Traces --flow --output flow.svg
              navsim export bug.navtrace --hierarchy --at 30 --output bug.mmd
            """
    )

    @Argument(help: "The trace (with --flow: traces, or directories holding them).")
    var traces: [String] = []

    @Option(
        help: ArgumentHelp(
            "With --flow: a file listing traces, one path a line (`-`: standard input).", valueName: "file"))
    var fromList: String?

    @Flag(help: "Draw the coordinator hierarchy.")
    var hierarchy = false

    @Flag(help: "Draw the flow graph.")
    var flow = false

    // Unconditional: `--at -1` is a value to refuse, not a flag.
    @Option(parsing: .unconditional, help: "The step for --hierarchy (default: the last).")
    var at: Int?

    @Option(name: .shortAndLong, help: "The file to write.")
    var output: String

    @Option(help: "svg, dot, mermaid, png or pdf (default: from the output's extension, else svg).")
    var format: String?

    @Flag(help: "Replace the output file if it exists.")
    var force = false

    mutating func validate() throws {
        format = try resolvedFormat()
        guard hierarchy != flow else { throw ValidationError("give exactly one of --hierarchy and --flow") }
        guard !traces.isEmpty || fromList != nil else { throw ValidationError("give a trace") }
        if hierarchy, traces.count != 1 || fromList != nil {
            throw ValidationError("--hierarchy draws one trace; --flow takes several")
        }
        if flow, at != nil { throw ValidationError("--at goes with --hierarchy") }
        if let at, at < 0 { throw ValidationError("--at takes a step number, 0 or more") }
    }

    func run() throws {
        try reportingFailures {
            let chosen = format ?? "svg"
            let destination = OutputFile(output)
            try destination.refuse(ifAnyOf: traces + [fromList].compactMap { $0 == "-" ? nil : $0 })
            let graph = try hierarchy ? hierarchyGraph() : flowGraph(writing: destination)
            let bytes: [UInt8]
            do throws(GraphvizError) {
                switch chosen {
                case "dot": bytes = Array(graph.encoded().utf8)
                case "mermaid": bytes = Array(graph.mermaid().utf8)
                default: bytes = try GraphvizRenderer().render(graph, format: chosen)
                }
            } catch {
                throw Failure(drawing: output, error)
            }
            try writing(output) { try AtomicFile.write(bytes, to: output, replaceExisting: force) }
            say("wrote \(output) (\(chosen), \(bytes.count) bytes)")
        }
    }

    private func hierarchyGraph() throws -> DOTGraph {
        var file = try TraceFile.open(traces[0])
        return HierarchyDiagram(state: try file.state(at: at)).graph
    }

    /// The flow graph of every trace the arguments and the list name, each read event by
    /// event on one thread per core and folded on its own; the folds are merged in order.
    /// Every unreadable or damaged trace is one line on stderr, and then nothing is drawn;
    /// a trace in a directory that is `destination` stops the reading (exit status 3).
    private func flowGraph(writing destination: OutputFile) throws -> DOTGraph {
        let inputs = try TraceInputs(arguments: traces, listPath: fromList)
        var refusal: Failure?
        let next = { () -> TraceInput? in
            guard refusal == nil, let input = inputs.next() else { return nil }
            if case .trace(let path) = input { refusal = destination.refusal(ifInput: path) }
            return refusal == nil ? input : nil
        }
        var flow = FlowAggregator()
        var read = 0
        var failed = 0
        OrderedWork(threads: OrderedWork.threadCount).run(next: next, transform: Self.fold) { folded in
            read += 1
            switch folded {
            case .success(let folded):
                flow.merge(folded.flow)
                if let note = folded.note { complain(note) }
            case .failure(let failure):
                complain(failure.message)
                failed += 1
            }
        }
        if let refusal { throw refusal }
        guard read > 0 else {
            throw Failure.badInput(TraceInputs.noTraceMessage(arguments: traces, listPath: fromList))
        }
        guard failed == 0 else { throw ExitCode(ExitStatus.badInput) }
        return FlowGraph(flow).graph
    }

    /// The flow of the one trace `input` names, with the note of a torn tail to say in the
    /// traces' order, or why it could not be read; run on any thread.
    @Sendable private static func fold(_ input: TraceInput) -> Result<(flow: FlowAggregator, note: String?), Failure> {
        switch input {
        case .refused(_, let message):
            return .failure(.badInput(message))
        case .trace(let path):
            var flow = FlowAggregator()
            do {
                var file = try TraceFile.open(path, showingProgress: false, notingTornTail: false)
                try flow.fold(&file, number: 0)
                return .success((flow, file.tornTailNote.map { "\(path): \($0)" }))
            } catch DiagramError.impossibleEvent(_, _, let error) {
                return .failure(.badInput("\(path): \(error)"))
            } catch {
                return .failure(Failure(describing: error))
            }
        }
    }

    /// The format to write: --format, else the output's extension; either must be DOT or a
    /// format the installed Graphviz plugins offer.
    private func resolvedFormat() throws -> String {
        let offered = (try? GraphvizRenderer.availableFormats()) ?? ["svg", "png", "pdf"]
        let known = Set(offered + ["dot", "mermaid"])
        if let format {
            guard known.contains(format) else {
                throw ValidationError("--format \(format) is not offered; try svg, dot, mermaid, png or pdf")
            }
            return format
        }
        let name = (output as NSString).lastPathComponent
        let ext = name.contains(".") ? (name as NSString).pathExtension.lowercased() : ""
        let aliases = ["gv": "dot", "mmd": "mermaid"]
        let format = aliases[ext] ?? ext
        guard known.contains(format) else {
            throw ValidationError(
                "cannot tell the format of \(output) from its extension; give --format svg, dot, mermaid, png or pdf")
        }
        return format
    }
}
