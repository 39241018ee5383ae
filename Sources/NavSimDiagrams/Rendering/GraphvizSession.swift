import CGraphviz
import Foundation

/// The one Graphviz context of the process and the one lock every Graphviz call runs under.
///
/// libgvc and libcgraph keep global state (the error level, the error function, the
/// lexer, plugin tables): two threads each with its own `GVC_t` crashed, while one
/// process-wide lock around every call was clean. So there is one context, created on
/// first use and never freed, and ``withContext(_:)`` is the only way to reach it.
///
/// Messages go to ``messages`` instead of stderr through an error function installed with
/// `agseterrf`. The function is a C callback that cannot capture anything, so the buffer
/// is a global that only code holding the lock reads or writes.
enum GraphvizSession {
    private static let lock = NSLock()
    // Guarded by `lock`.
    nonisolated(unsafe) private static var context: OpaquePointer?
    // Guarded by `lock`; appended to by `collectMessage` while a Graphviz call runs.
    nonisolated(unsafe) private static var messages = ""

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
