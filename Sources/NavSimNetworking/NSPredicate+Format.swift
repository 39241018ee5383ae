public import Foundation
import NavSimSimulator

/// `NSPredicate(format:)` as apps write it to validate input
/// (`NSPredicate(format: "SELF MATCHES %@", regex).evaluate(with: email)`).
///
/// Linux's Foundation parses no format strings (its `init(format:)` is unavailable: it needs
/// the Objective-C runtime), so NavSim's initializers, which the compiler prefers to the
/// unavailable ones, read the format into a block predicate: Foundation's own class, which
/// `evaluate(with:)`, `NSCompoundPredicate` and `filter` take as they are. They read one
/// comparison (``PredicateFormat``, docs/uikit.md). A format they do not read is recorded as
/// the session's `crashed` event naming it, as iOS raises an exception on a format it cannot
/// parse, and the predicate is then false. The arguments are `Any`: on Linux a `UUID` is no
/// `CVarArg`.
extension NSPredicate {
    /// A predicate from `format`, its `%` placeholders taking `arguments` in order.
    public convenience init(format: String, _ arguments: Any...) {
        self.init(format: format, argumentArray: arguments)
    }

    /// A predicate from `format`, its `%` placeholders taking `arguments` in order.
    public convenience init(format: String, argumentArray arguments: [Any]?) {
        switch PredicateFormat.parse(format, arguments: arguments ?? []) {
        case .success(let comparison):
            self.init(block: { object, _ in comparison.evaluate(object) })
        case .failure(let failure):
            Self.report(failure.reason, in: format)
            self.init(value: false)
        }
    }

    /// Records a format NavSim cannot read as the running session's crash; with no session
    /// on this thread (another thread of the app's, or outside any), says it on standard error.
    private static func report(_ reason: String, in format: String) {
        let message = "NSPredicate(format: \"\(format)\"): \(reason) (NavSim reads one comparison: docs/uikit.md)"
        let recorded =
            Runtime.isCurrentOnThisThread
            && MainActor.assumeIsolated {
                guard let runtime = Runtime.current else { return false }
                runtime.crash(message)
                return true
            }
        if !recorded { FileHandle.standardError.write(Data("navsim: \(message)\n".utf8)) }
    }
}
