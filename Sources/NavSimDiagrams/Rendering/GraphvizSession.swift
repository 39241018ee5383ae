import CGraphviz
import CGraphvizWorker
import Foundation

/// The one Graphviz context of the process, its render worker, and the one lock every
/// Graphviz call and every request to the worker runs under.
///
/// libgvc and libcgraph keep global state (the error level, the error function, the
/// lexer, plugin tables): two threads each with its own `GVC_t` crashed, while one
/// process-wide lock around every call was clean. So there is one context, created on
/// first use and never freed, and ``withContext(_:)`` is the only way to reach it. In this
/// process the context only lists plugins and checks engines; layouts run in the
/// ``GraphvizWorker``, a process of its own with its own context.
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
    // Guarded by `lock`: the process that runs Graphviz's layouts, while it lives.
    nonisolated(unsafe) private static var worker: GraphvizWorker?
    // Guarded by `lock`: how many workers this process has started.
    nonisolated(unsafe) private static var started = 0

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

    /// Has the worker lay `dot` out with `engine` and render it to `format`, starting a new
    /// worker when there is none. A worker that ended while idle is replaced once; one that
    /// made no progress for `stallLimit` is stopped and the request sent once more, to a
    /// new worker.
    ///
    /// - Throws: ``GraphvizError/stalled(seconds:attempts:)`` when the new worker made no
    ///   progress either, and what ``GraphvizWorker/answer(within:stallLimit:)`` throws.
    static func render(
        _ dot: String, engine: String, format: String, limits: GraphvizRenderer.Limits, timeLimit: Duration,
        stallLimit: Duration
    ) throws(GraphvizError) -> GraphvizWorker.Answer {
        var refusals = 0
        var stalls = 0
        while true {
            let current: GraphvizWorker
            if let alive = worker, !alive.hasEnded {
                current = alive
            } else {
                current = try GraphvizWorker(fault: GraphvizHooks.current.fault(forWorker: started))
                started += 1
            }
            worker = current
            guard current.send(dot, engine: engine, format: format, limits: limits) else {
                current.stop()
                worker = nil
                refusals += 1
                guard refusals < 2 else {
                    throw .isolationFailed(message: "the Graphviz worker ended before it could take the graph")
                }
                continue
            }
            do {
                let answer = try current.answer(within: timeLimit, stallLimit: stallLimit)
                if current.hasEnded { worker = nil }
                return answer
            } catch .stalled(let seconds, _) {
                worker = nil
                stalls += 1
                guard stalls < 2 else { throw .stalled(seconds: seconds, attempts: stalls) }
            } catch {
                worker = nil
                throw error
            }
        }
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
