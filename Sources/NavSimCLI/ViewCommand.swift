import ArgumentParser
import Foundation
import NavSimDiagrams
import NavSimJournal
import NavSimViewer

struct ViewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "view",
        abstract: "Write a trace as one self-contained HTML page: a time-travel viewer.",
        discussion: """
            The page opens offline in any browser: a step slider over the events (←/→ one \
            event, Shift+←/→ one input, Home/End, play/pause), the coordinator hierarchy \
            drawn by Graphviz's library at each step, the event log (filter by kind, click \
            to jump), the findings of `check` as markers on the timeline, the selected \
            screen's ViewModel state and what the step changed, and the flow graph in a \
            second tab. Every distinct hierarchy is drawn, up to 2,000 drawings; \
            a longer trace is drawn once per input (or per few inputs), and the page says \
            at which step the drawing shown was made. The time is near-linear in the trace: \
            a hierarchy of more than 100 nodes is not drawn, nor any once the drawings hold \
            20,000 nodes, and a step's changes are listed while the state has at most 200 \
            nodes; the page and a note say what was left out. Past 2 seconds, a progress \
            line shows on a terminal. See docs/viewer.md.

            The file appears atomically; an existing one is replaced only with --force, and \
            never when it is the trace itself (by any name or link).

            Exit status: 0 written; 2 the trace is unreadable, damaged or holds an \
            impossible event; 3 the output was not written: it exists, is the trace, is not \
            a regular file, or writing failed; 64 a usage error.

            Example:
              navsim view bug.navtrace --output bug.html
            """
    )

    @Argument(help: "The trace (.navtrace or .jsonl).")
    var trace: String

    @Option(name: .shortAndLong, help: "The HTML file to write.")
    var output: String

    @Flag(help: "Replace the output file if it exists.")
    var force = false

    func run() throws {
        try reportingFailures {
            try OutputFile(output).refuse(ifAnyOf: [trace])
            let started = ContinuousClock.now
            var file = try TraceFile.open(trace)
            let events = try file.readAll()
            let name = (trace as NSString).lastPathComponent
            let app = file.manifest.app + (file.manifest.variant.isEmpty ? "" : "/" + file.manifest.variant)
            let viewer: TraceViewer
            do throws(ViewerError) {
                let invariants = MainActor.assumeIsolated { AppInvariantTable.current }.invariants(of: file.manifest)
                let folding = Progress(label: "view: stepped through", total: events.count, delay: .seconds(2))
                defer { folding.finish() }
                viewer = try TraceViewer(
                    events: events, title: "\(name) · \(app)", invariants: invariants, progress: folding.update)
            } catch {
                throw Failure.badInput("\(trace): \(error)")
            }
            let drawing = Progress(
                label: "view: drew", total: viewer.frames.dots.count, delay: .seconds(2) - (.now - started))
            let html = viewer.html(renderer: GraphvizRenderer(), progress: drawing.update)
            drawing.finish()
            let bytes = Array(html.utf8)
            try writing(output) { try AtomicFile.write(bytes, to: output, replaceExisting: force) }
            let drawings = counted(viewer.frames.drawnCount, "hierarchy drawing")
            say("wrote \(output) (\(counted(events.count, "event")), \(drawings), \(bytes.count) bytes)")
            if let note = viewer.drawingNote { say("note: \(note)") }
            if let summary = viewer.frames.summary { say("note: \(summary)") }
        }
    }
}
