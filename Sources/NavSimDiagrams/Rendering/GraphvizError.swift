import Foundation

/// Why Graphviz could not turn DOT text into a picture.
///
/// Every case that comes from Graphviz carries Graphviz's own message, captured through
/// `agseterrf` instead of being printed on stderr.
public enum GraphvizError: Error, Hashable, Sendable {
    /// The DOT text does not parse.
    case invalidDOT(message: String)
    /// No layout engine of that name is installed.
    case unknownEngine(engine: String, available: [String], message: String)
    /// No output format of that name is installed.
    case unknownFormat(format: String, available: [String], message: String)
    /// The layout engine reported an error; the drawing would be wrong.
    case layoutFailed(engine: String, message: String)
    /// Rendering to the format failed.
    case renderFailed(format: String, message: String)
    /// Graphviz found no layout plugins: its plugin configuration file is missing.
    case pluginsUnavailable(message: String)
    /// `gvContext()` returned no context.
    case contextUnavailable
    /// The graph is larger than the renderer lays out: Graphviz would take minutes or hours.
    case graphTooLarge(nodes: Int, edges: Int, clusters: Int, limits: GraphvizRenderer.Limits)
    /// Graphviz crashed (a failed assertion aborts, a too-deep layout overflows the stack)
    /// in the process that ran it; `message` is what it printed.
    case crashed(signal: Int32, message: String)
    /// The layout and render did not finish in time; the process running them was stopped.
    case timedOut(seconds: Int)
    /// The process running Graphviz used no CPU time and sent nothing for `seconds`, in
    /// `attempts` processes one after the other; each was stopped.
    case stalled(seconds: Int, attempts: Int)
    /// The process that runs Graphviz could not be started or did not answer properly.
    case isolationFailed(message: String)
}

extension GraphvizError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .invalidDOT(let message):
            "Graphviz could not read the DOT text: \(message)"
        case .unknownEngine(let engine, let available, let message):
            "Graphviz has no layout engine \"\(engine)\" (available: \(available.joined(separator: ", "))): \(message)"
        case .unknownFormat(let format, let available, let message):
            "Graphviz cannot render \"\(format)\" (available: \(available.joined(separator: ", "))): \(message)"
        case .layoutFailed(let engine, let message):
            "Graphviz's \(engine) layout failed: \(message)"
        case .renderFailed(let format, let message):
            "Graphviz could not render \(format): \(message)"
        case .pluginsUnavailable(let message):
            "Graphviz found no layout plugins, so its plugin configuration (config6a) is missing or empty. "
                + "Run `sudo dot -c` to rewrite it, or reinstall libgvc6. \(message)"
        case .contextUnavailable:
            "Graphviz could not create a context (gvContext returned nothing)."
        case .graphTooLarge(let nodes, let edges, let clusters, let limits):
            "the graph is too large to lay out (\(nodes) nodes, \(edges) edges, \(clusters) clusters; "
                + "at most \(limits.nodes), \(limits.edges) and \(limits.clusters)); write it as DOT instead"
        case .crashed(let signal, let message):
            "Graphviz crashed (signal \(signal), \(Self.signalName(signal))) laying out or rendering the graph"
                + (message.isEmpty ? "" : ": \(message)")
        case .timedOut(let seconds):
            "Graphviz did not finish laying out and rendering the graph within \(seconds) s; it was stopped"
        case .stalled(let seconds, let attempts):
            "Graphviz made no progress: its worker process used no CPU time and sent nothing for \(seconds) s"
                + (attempts > 1
                    ? ", in \(attempts) worker processes one after the other; each was stopped" : "; it was stopped")
        case .isolationFailed(let message):
            "the process that runs Graphviz failed: \(message)"
        }
    }
}

extension GraphvizError {
    /// `SIGABRT`, `SIGSEGV`, …: the name of a signal that ends a process.
    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGILL: "SIGILL", SIGFPE: "SIGFPE",
            SIGKILL: "SIGKILL", SIGPIPE: "SIGPIPE", SIGTERM: "SIGTERM",
        ]
        return names[signal] ?? "signal \(signal)"
    }
}
