import CGraphviz
import Foundation

/// The one Graphviz context of the process, its render worker, and the one lock every
/// Graphviz call and every request to the worker runs under.
///
/// libgvc and libcgraph keep global state (the error level, the error function, the
/// lexer, plugin tables): two threads each with its own `GVC_t` crashed, while one
/// process-wide lock around every call was clean. So there is one context, created on
/// first use and never freed, and ``withContext(_:)`` is the only way to reach it. In this
/// process the context only lists plugins, checks engines and warms up; layouts run in the
/// ``GraphvizWorker``, forked from it.
///
/// Messages go to `messages` instead of stderr through an error function installed with
/// `agseterrf`. The function is a C callback that cannot capture anything, so the buffer
/// is a global that only code holding the lock reads or writes.
enum GraphvizSession {
    private static let lock = NSLock()
    // Guarded by `lock`.
    nonisolated(unsafe) private static var context: OpaquePointer?
    // Guarded by `lock`; appended to by `collectMessage` while a Graphviz call runs.
    nonisolated(unsafe) private static var messages = ""
    // Guarded by `lock`: the engine and format pairs ``warmUp(engine:format:in:)`` has run.
    nonisolated(unsafe) private static var warmedUp = Set<[String]>()
    // Guarded by `lock`: the process that runs Graphviz's layouts, while it lives.
    nonisolated(unsafe) private static var worker: GraphvizWorker?

    /// Runs `body` with the context while holding the process-wide Graphviz lock.
    static func withContext<T>(
        _ body: (OpaquePointer) throws(GraphvizError) -> T
    ) throws(GraphvizError) -> T {
        lock.lock()
        defer { lock.unlock() }
        if context == nil {
            _ = agseterrf(collectMessage)
            context = gvContext()
        }
        guard let context else { throw .contextUnavailable }
        return try body(context)
    }

    // MARK: - Errors (call only inside `withContext`)

    /// Forgets earlier messages and resets cgraph's sticky error level.
    static func resetErrors() {
        messages = ""
        _ = agreseterrors()
    }

    /// Whether an error (not a warning) was reported since ``resetErrors()``.
    static var hasErrors: Bool { agerrors() > 0 }

    /// The messages reported since ``resetErrors()``, trimmed.
    static var capturedMessages: String {
        messages.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static let collectMessage: agusererrf = { message in
        guard let message else { return 0 }
        GraphvizSession.messages += String(cString: message)
        return 0
    }

    // MARK: - The worker (call only inside `withContext`)

    /// Has the worker lay `dot` out with `engine` and render it to `format`, forking a new
    /// worker when there is none; a worker that ended while idle is replaced once.
    static func render(
        _ dot: String, engine: String, format: String, limits: GraphvizRenderer.Limits, timeLimit: Duration,
        in context: OpaquePointer
    ) throws(GraphvizError) -> GraphvizWorker.Answer {
        if warmUp(engine: engine, format: format, in: context) {
            // A worker forked before has not loaded these plugins: the next one will have.
            worker?.stop()
            worker = nil
        }
        for _ in 0..<2 {
            let current: GraphvizWorker
            if let alive = worker, !alive.hasEnded {
                current = alive
            } else {
                current = try GraphvizWorker(context: context)
            }
            worker = current
            guard current.send(dot, engine: engine, format: format, limits: limits) else {
                current.stop()
                worker = nil
                continue
            }
            do {
                let answer = try current.answer(within: timeLimit)
                if current.hasEnded { worker = nil }
                return answer
            } catch {
                worker = nil
                throw error
            }
        }
        throw .isolationFailed(message: "the Graphviz worker ended before it could take the graph")
    }

    // MARK: - Warming up (call only inside `withContext`)

    /// Lays out and renders a two-node graph with `engine` and `format` in this process,
    /// once per pair, so that their plugins are loaded and fonts are found before the
    /// worker is forked: it then never loads a library (unsafe after `fork` in a process
    /// with threads) nor searches for fonts again. The graph is NavSim's own, with nothing
    /// that can fail; what it reports is ignored.
    ///
    /// - Returns: Whether it ran, the first time for this pair.
    static func warmUp(engine: String, format: String, in context: OpaquePointer) -> Bool {
        guard warmedUp.insert([engine, format]).inserted else { return false }
        resetErrors()
        defer { resetErrors() }
        guard let graph = agmemread(#"digraph { a -> b [xlabel="warm"] }"#) else { return true }
        guard gvLayout(context, graph, engine) == 0, !hasErrors else { return true }
        var data: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        _ = gvRenderData(context, graph, format, &data, &length)
        if let data { gvFreeRenderData(data) }
        gvFreeLayout(context, graph)
        agclose(graph)
        return true
    }

    // MARK: - Plugins (call only inside `withContext`)

    /// The sorted, distinct names of the installed plugins of `kind` (`"layout"`, `"device"`).
    static func plugins(_ kind: String, in context: OpaquePointer) -> [String] {
        var count: Int32 = 0
        guard let list = gvPluginList(context, kind, &count, nil) else { return [] }
        defer { free(list) }
        var names = Set<String>()
        for index in 0..<Int(max(count, 0)) {
            guard let item = list[index] else { continue }
            let name = String(cString: item)
            names.insert(String(name.prefix { $0 != ":" }))
            free(item)
        }
        return names.sorted()
    }
}
