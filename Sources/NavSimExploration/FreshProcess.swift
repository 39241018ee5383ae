import Foundation
import NavSimJournal
import NavSimSimulator

/// Work done in a child forked from this process, so that the app code it runs leaves this
/// process as it was before any launch.
package enum FreshProcess {
    /// How a child's work ended.
    package enum Outcome<Value> {
        /// It finished with this value.
        case finished(Value)
        /// App code trapped or called `exit` (`crash` is the reason a trace's `crashed` event
        /// gives) or hung (`crash` is `nil`) in the input ``Session/labelInputs(_:_:_:)``
        /// labelled last, which ended the child; the label's third number counts the events before.
        case ended(label: (Int, Int, Int), crash: String?)
        /// It could not be forked, or died otherwise, or sent nothing readable.
        case failed
    }

    /// `work`'s value, computed in a child forked from this process, so that the app code it
    /// runs leaves this process as it was; `nil` when the child failed (it trapped, hung, called
    /// `exit`, or could not be forked): the caller then does the work here, where it fails as it would have.
    @MainActor package static func inChild<Value: Codable>(_ work: () -> Value) -> Value? {
        if case .finished(let value) = outcome(of: work) { value } else { nil }
    }

    /// What every child would otherwise work out again for itself, done once here before
    /// the first fork: Foundation's map from Swift class names to Objective-C ones, built at
    /// the first `NSStringFromClass` (about 27 M instructions), which apps call to name their
    /// storyboard identifiers and cells.
    @MainActor private static let workedOutForChildren: Void = { _ = NSStringFromClass(NSObject.self) }()

    /// How `work`, done in a child forked from this process, ended: its value, or the input
    /// in which app code trapped, called `exit` or hung, which the caller reports instead of
    /// doing the work here, where a trap or an `exit` would end this process too.
    @MainActor package static func outcome<Value: Codable>(of work: () -> Value) -> Outcome<Value> {
        guard ExplorationWorkers.isOnlyThread else { return .failed }
        workedOutForChildren
        var outcome = Outcome<Value>.failed
        let workers = ExplorationWorkers(
            count: 1, killsLateChildren: false, reportsTraps: true, reportsExits: true, retriesFailedInputs: false)
        _ = workers.run(
            batches: 1, work: { _ in Array((try? JSONEncoder().encode(work())) ?? Data()) }, meanwhile: { true },
            interrupted: { false },
            failed: { failure in
                let crash =
                    failure.exitStatus.map(Runtime.exitReason(status:))
                    ?? failure.signal.map(TraceWriter.crashReason(signal:))
                outcome = .ended(label: failure.label, crash: crash)
            },
            deliver: { _, bytes in
                if let value = bytes.flatMap({ try? JSONDecoder().decode(Value.self, from: Data($0)) }) {
                    outcome = .finished(value)
                }
                return true
            })
        return outcome
    }
}
