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
            given; taps that did nothing and crashes are red. See docs/diagrams.md.

            Graphviz's library renders in a worker forked once from navsim (no dot process). The format comes from --format, else from the output's \
            extension (.svg, .dot, .png, .pdf). The file appears atomically; an existing one is \
            replaced only with --force.

            Exit status: 0 written; 2 a trace is unreadable or damaged; 3 the output was not \
            written: it exists, is not a regular file, or Graphviz or writing failed; 64 a \
            usage error.

            Examples:
              navsim export bug.navtrace --hierarchy --at 30 --output bug.svg
              navsim export Traces/*.navtrace --flow --output flow.svg
            """
    )

    @Argument(help: "The trace (several with --flow).")
    var traces: [String]

    @Flag(help: "Draw the coordinator hierarchy.")
    var hierarchy = false

    @Flag(help: "Draw the flow graph.")
    var flow = false

    // Unconditional: `--at -1` is a value to refuse, not a flag.
    @Option(parsing: .unconditional, help: "The step for --hierarchy (default: the last).")
    var at: Int?

    @Option(name: .shortAndLong, help: "The file to write.")
    var output: String

    @Option(help: "svg, dot, png or pdf (default: from the output's extension, else svg).")
    var format: String?

    @Flag(help: "Replace the output file if it exists.")
    var force = false

    mutating func validate() throws {
        format = try resolvedFormat()
        guard hierarchy != flow else { throw ValidationError("give exactly one of --hierarchy and --flow") }
        guard !traces.isEmpty else { throw ValidationError("give a trace") }
        if hierarchy, traces.count > 1 { throw ValidationError("--hierarchy draws one trace; --flow takes several") }
        if flow, at != nil { throw ValidationError("--at goes with --hierarchy") }
        if let at, at < 0 { throw ValidationError("--at takes a step number, 0 or more") }
    }

    func run() throws {
        try reportingFailures {
            let chosen = format ?? "svg"
            let graph = try hierarchy ? hierarchyGraph() : flowGraph()
            let bytes: [UInt8]
            do throws(GraphvizError) {
                bytes =
                    chosen == "dot" ? Array(graph.encoded().utf8) : try GraphvizRenderer().render(graph, format: chosen)
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

    private func flowGraph() throws -> DOTGraph {
        let events = try traces.map { path in
            var file = try TraceFile.open(path)
            return try file.readAll()
        }
        do {
            return try FlowGraph(traces: events).graph
        } catch .impossibleEvent(let trace, _, let error) {
            throw Failure.badInput("\(traces[trace]): \(error)")
        }
    }

    /// The format to write: --format, else the output's extension; either must be DOT or a
    /// format the installed Graphviz plugins offer.
    private func resolvedFormat() throws -> String {
        let offered = (try? GraphvizRenderer.availableFormats()) ?? ["svg", "png", "pdf"]
        let known = Set(offered + ["dot"])
        if let format {
            guard known.contains(format) else {
                throw ValidationError("--format \(format) is not offered; try svg, dot, png or pdf")
            }
            return format
        }
        let name = (output as NSString).lastPathComponent
        let ext = name.contains(".") ? (name as NSString).pathExtension.lowercased() : ""
        let format = ext == "gv" ? "dot" : ext
        guard known.contains(format) else {
            throw ValidationError(
                "cannot tell the format of \(output) from its extension; give --format svg, dot, png or pdf")
        }
        return format
    }
}
