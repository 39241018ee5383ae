import CGraphviz
import CGraphvizWorker

/// Turns DOT text into SVG, PNG or PDF through Graphviz's libgvc, in a worker process.
///
/// ```swift
/// let svg = try GraphvizRenderer().renderSVG(HierarchyDiagram(state: state).dot)
/// ```
///
/// The renderer answers what probing Graphviz 2.42/2.43 found:
/// - **Nothing Graphviz does reaches the caller.** Every render runs in a worker process
///   (``GraphvizWorker``), a fresh image of this executable: Graphviz's assertions call
///   `abort()`, deep layouts can overflow the stack, a layout can loop, and after a layout
///   error `gvFreeLayout` corrupts the heap. In the worker all of it ends that process only,
///   and the caller gets a ``GraphvizError`` (``GraphvizError/crashed(signal:message:)``,
///   ``GraphvizError/timedOut(seconds:)``); the worker never frees what Graphviz built.
/// - **Stalls.** A worker that uses no CPU time and sends nothing for ``stallLimit`` is
///   stopped and the graph sent to a new one, once; when that one stalls too, the caller gets
///   ``GraphvizError/stalled(seconds:attempts:)``. (A worker forked from a process whose
///   other threads held locks did that: pango's own threads, still running after a render.)
/// - **Size.** A graph above ``Limits/standard`` is refused before layout
///   (``GraphvizError/graphTooLarge(nodes:edges:clusters:limits:)``): dot's time grows much
///   faster than the graph (4,000 nested coordinators took 33 s, 8,000 took 220 s).
/// - **Threads.** Every Graphviz call runs under one process-wide lock on one shared
///   context (``GraphvizSession``); two contexts on two threads crashed.
/// - **Errors.** Messages are captured with `agseterrf` instead of stderr; after reading,
///   layout and rendering `agerrors()` is checked, because `gvLayout` returns 0 even after
///   "trouble in init_rank". Any error throws ``GraphvizError`` with the message.
/// - **Determinism.** The child reads the graph with `agread` and an arena whose addresses
///   only grow, rather than `agmemread`, so clusters never follow heap addresses: the same
///   DOT gives the same bytes on every render, in every process, and the same bytes as
///   `dot -Tsvg`.
/// - **Missing plugins.** When no layout plugin is installed (`config6a` missing), the
///   renderer throws ``GraphvizError/pluginsUnavailable(message:)``, which says to run
///   `dot -c` as root or reinstall libgvc6.
public struct GraphvizRenderer: Sendable {
    /// The largest graph the renderer lays out.
    public struct Limits: Hashable, Sendable {
        /// Nodes.
        public var nodes: Int
        /// Edges.
        public var edges: Int
        /// Clusters; every subgraph counts.
        public var clusters: Int

        /// Creates limits.
        public init(nodes: Int, edges: Int, clusters: Int) {
            self.nodes = nodes
            self.edges = edges
            self.clusters = clusters
        }

        /// What dot lays out in seconds on a laptop: 5,000 nodes, 15,000 edges, 1,500
        /// clusters. NavSim's largest measured diagrams (a 1,200-screen flow graph with
        /// 2,400 labelled edges across 48 clusters; 2,000 nested coordinators) stay below.
        public static let standard = Limits(nodes: 5_000, edges: 15_000, clusters: 1_500)
    }

    /// The layout engine, `dot` unless told otherwise.
    public var engine: String
    /// The largest graph laid out.
    public var limits: Limits
    /// How long one render may take before its process is stopped.
    public var timeLimit: Duration
    /// How long the worker may use no CPU time and send nothing before it is stopped and
    /// the render tried once more in a new worker.
    public var stallLimit: Duration

    /// How long a worker may make no progress unless told otherwise: 10 s, or
    /// `NAVSIM_GRAPHVIZ_STALL_SECONDS` (for tests). A layout uses CPU time all along, and a
    /// worker waiting for a CPU or a disk is not counted as stalled, however long it waits.
    public static var standardStallLimit: Duration { GraphvizHooks.current.stallLimit ?? .seconds(10) }

    /// Creates a renderer that lays graphs out with `engine`.
    public init(
        engine: String = "dot", limits: Limits = .standard, timeLimit: Duration = .seconds(300),
        stallLimit: Duration = standardStallLimit
    ) {
        self.engine = engine
        self.limits = limits
        self.timeLimit = timeLimit
        self.stallLimit = stallLimit
    }

    // MARK: - Rendering

    /// Renders DOT text to `format` (`svg` unless told otherwise).
    ///
    /// - Parameters:
    ///   - dot: A DOT graph.
    ///   - format: An output format from ``availableFormats()``, such as `svg`, `png` or `pdf`.
    /// - Returns: The bytes of the picture.
    /// - Throws: ``GraphvizError`` with Graphviz's message for bad DOT, an unknown engine or
    ///   format, a failing layout or render, a graph above ``limits``, a Graphviz crash, a
    ///   render slower than ``timeLimit``, two workers in a row that stalled, or missing plugins.
    public func render(_ dot: String, format: String = "svg") throws(GraphvizError) -> [UInt8] {
        try GraphvizSession.withContext { context throws(GraphvizError) in
            try Self.checkPlugins(in: context)
            try checkEngine(in: context)
            let answer = try GraphvizSession.render(
                dot, engine: engine, format: format, limits: limits, timeLimit: timeLimit, stallLimit: stallLimit)
            return try picture(from: answer, format: format, in: context)
        }
    }

    /// Renders a DOT model to `format`; a graph above ``limits`` is refused before it is even
    /// encoded.
    ///
    /// - Throws: ``GraphvizError``, as ``render(_:format:)``.
    public func render(_ graph: DOTGraph, format: String = "svg") throws(GraphvizError) -> [UInt8] {
        let size = graph.size
        guard size.nodes <= limits.nodes, size.edges <= limits.edges, size.clusters <= limits.clusters else {
            throw .graphTooLarge(nodes: size.nodes, edges: size.edges, clusters: size.clusters, limits: limits)
        }
        return try render(graph.encoded(), format: format)
    }

    /// Renders DOT text to SVG text.
    ///
    /// - Throws: ``GraphvizError``, as ``render(_:format:)``.
    public func renderSVG(_ dot: String) throws(GraphvizError) -> String {
        String(decoding: try render(dot, format: "svg"), as: UTF8.self)
    }

    // MARK: - Plugins

    /// The output formats the installed plugins offer, sorted: `svg` always, `png` and
    /// `pdf` when the cairo plugin is installed.
    ///
    /// - Throws: ``GraphvizError/contextUnavailable`` when Graphviz cannot start.
    public static func availableFormats() throws(GraphvizError) -> [String] {
        try GraphvizSession.withContext { context in GraphvizSession.plugins("device", in: context) }
    }

    /// The layout engines the installed plugins offer, sorted.
    ///
    /// - Throws: ``GraphvizError/contextUnavailable`` when Graphviz cannot start.
    public static func availableEngines() throws(GraphvizError) -> [String] {
        try GraphvizSession.withContext { context in GraphvizSession.plugins("layout", in: context) }
    }

    // MARK: - Steps (called under the lock)

    private static func checkPlugins(in context: OpaquePointer) throws(GraphvizError) {
        guard GraphvizSession.plugins("layout", in: context).isEmpty else { return }
        throw .pluginsUnavailable(message: "The list of layout engines is empty.")
    }

    /// The picture the worker answered with, or the error its report names.
    private func picture(
        from answer: GraphvizWorker.Answer, format: String, in context: OpaquePointer
    ) throws(GraphvizError) -> [UInt8] {
        let report = answer.report
        switch Int(report.status) {
        case NAVSIM_RENDER_OK:
            return answer.data
        case NAVSIM_RENDER_INVALID_DOT:
            throw .invalidDOT(message: answer.message.isEmpty ? "the text holds no graph" : answer.message)
        case NAVSIM_RENDER_TOO_LARGE:
            throw .graphTooLarge(
                nodes: Int(report.nodes), edges: Int(report.edges), clusters: Int(report.subgraphs), limits: limits)
        case NAVSIM_RENDER_LAYOUT_FAILED:
            throw .layoutFailed(engine: engine, message: answer.message)
        default:
            let formats = GraphvizSession.plugins("device", in: context)
            if !formats.contains(format) {
                throw .unknownFormat(format: format, available: formats, message: answer.message)
            }
            throw .renderFailed(format: format, message: answer.message)
        }
    }

    /// Throws for an engine no plugin offers, with the message Graphviz gives when asked to
    /// lay an empty graph out with it (it fails before laying anything out).
    private func checkEngine(in context: OpaquePointer) throws(GraphvizError) {
        let engines = GraphvizSession.plugins("layout", in: context)
        guard !engines.contains(engine) else { return }
        GraphvizSession.resetErrors()
        if let graph = agmemread("digraph {}") {
            _ = gvLayout(context, graph, engine)
            agclose(graph)
        }
        throw .unknownEngine(engine: engine, available: engines, message: GraphvizSession.capturedMessages)
    }
}
