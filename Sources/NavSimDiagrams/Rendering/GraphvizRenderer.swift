import CGraphviz

/// Turns DOT text into SVG, PNG or PDF in-process through Graphviz's libgvc.
///
/// ```swift
/// let svg = try GraphvizRenderer().renderSVG(HierarchyDiagram(state: state).dot)
/// ```
///
/// The renderer answers what probing Graphviz 2.42/2.43 in-process found:
/// - **Threads.** Every Graphviz call runs under one process-wide lock on one shared
///   context (``GraphvizSession``); two contexts on two threads crashed.
/// - **Errors.** Messages are captured with `agseterrf` into a buffer instead of stderr;
///   `agreseterrors()` runs before each render because the error level is sticky; after
///   reading, layout and rendering `agerrors()` is checked, because `gvLayout` returns 0
///   even after "trouble in init_rank". Any error throws ``GraphvizError`` with the message.
/// - **Failed layouts are leaked.** After a layout error `gvFreeLayout` double-frees, so a
///   graph whose layout reported an error is never freed, nor closed: a deliberate, bounded
///   leak instead of an abort.
/// - **Determinism.** Graphs are read with `agread` and an arena memory discipline
///   (``GraphvizArena``) rather than `agmemread`, so clusters no longer follow heap
///   addresses: the same DOT gives the same bytes on every render, in every process, and
///   the same bytes as `dot -Tsvg`.
/// - **Missing plugins.** When no layout plugin is installed (`config6a` missing), the
///   renderer throws ``GraphvizError/pluginsUnavailable(message:)``, which says to run
///   `dot -c` as root or reinstall libgvc6.
/// - **Large graphs.** NavSim's diagrams use only one level of clusters and put edge labels
///   in `xlabel`s, the constructs that lay out a 1,000-node graph with labelled edges across
///   clusters without errors; were a layout to fail anyway, it throws and is leaked, not freed.
public struct GraphvizRenderer: Sendable {
    /// The layout engine, `dot` unless told otherwise.
    public var engine: String

    /// Creates a renderer that lays graphs out with `engine`.
    public init(engine: String = "dot") {
        self.engine = engine
    }

    // MARK: - Rendering

    /// Renders DOT text to `format` (`svg` unless told otherwise).
    ///
    /// - Parameters:
    ///   - dot: A DOT graph.
    ///   - format: An output format from ``availableFormats()``, such as `svg`, `png` or `pdf`.
    /// - Returns: The bytes of the picture.
    /// - Throws: ``GraphvizError`` with Graphviz's message for bad DOT, an unknown engine or
    ///   format, a failing layout or render, or missing plugins.
    public func render(_ dot: String, format: String = "svg") throws(GraphvizError) -> [UInt8] {
        try GraphvizSession.withContext { context throws(GraphvizError) in
            try Self.checkPlugins(in: context)
            let graph = try Self.read(dot)
            try layout(graph, in: context)
            defer {
                // Only a graph whose layout succeeded is freed.
                gvFreeLayout(context, graph)
                agclose(graph)
            }
            return try Self.render(graph, format: format, in: context)
        }
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

    /// The disciplines `agread` uses: NavSim's arena and reader, cgraph's default ids.
    nonisolated(unsafe) private static let discipline: UnsafeMutablePointer<Agdisc_t> = {
        let pointer = UnsafeMutablePointer<Agdisc_t>.allocate(capacity: 1)
        pointer.initialize(
            to: Agdisc_t(
                mem: GraphvizArena.discipline, id: navsim_default_id_discipline(), io: DOTTextReader.discipline)
        )
        return pointer
    }()

    private static func read(_ dot: String) throws(GraphvizError) -> UnsafeMutablePointer<Agraph_t> {
        GraphvizSession.resetErrors()
        let reader = DOTTextReader(dot)
        let graph = withExtendedLifetime(reader) {
            agread(Unmanaged.passUnretained(reader).toOpaque(), discipline)
        }
        guard let graph, !GraphvizSession.hasErrors else {
            // Nothing was laid out yet, so closing is safe.
            if let graph { agclose(graph) }
            let message = GraphvizSession.capturedMessages
            throw .invalidDOT(message: message.isEmpty ? "the text holds no graph" : message)
        }
        return graph
    }

    private func layout(_ graph: UnsafeMutablePointer<Agraph_t>, in context: OpaquePointer) throws(GraphvizError) {
        let engines = GraphvizSession.plugins("layout", in: context)
        guard engines.contains(engine) else {
            // gvLayout fails before laying anything out: the graph can be closed.
            _ = gvLayout(context, graph, engine)
            agclose(graph)
            throw .unknownEngine(engine: engine, available: engines, message: GraphvizSession.capturedMessages)
        }
        let status = gvLayout(context, graph, engine)
        guard status == 0, !GraphvizSession.hasErrors else {
            // After a layout error gvFreeLayout double-frees: leak the graph on purpose.
            throw .layoutFailed(engine: engine, message: GraphvizSession.capturedMessages)
        }
    }

    private static func render(
        _ graph: UnsafeMutablePointer<Agraph_t>, format: String, in context: OpaquePointer
    ) throws(GraphvizError) -> [UInt8] {
        var data: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        let status = gvRenderData(context, graph, format, &data, &length)
        defer { if let data { gvFreeRenderData(data) } }
        guard status == 0, !GraphvizSession.hasErrors, let data else {
            let formats = GraphvizSession.plugins("device", in: context)
            let message = GraphvizSession.capturedMessages
            if !formats.contains(format) {
                throw .unknownFormat(format: format, available: formats, message: message)
            }
            throw .renderFailed(format: format, message: message)
        }
        return UnsafeRawBufferPointer(start: data, count: Int(length)).map { $0 }
    }
}
