import Foundation
import NavSimSimulator

/// Work done in a child forked from this process, so that the app code it runs leaves this
/// process as it was before any launch.
package enum FreshProcess {
    /// How a child's work ended.
    package enum Outcome<Value> {
        /// It finished with this value.
        case finished(Value)
        /// App code trapped (`signal`) or hung (`signal` is `nil`) after the input
        /// ``Session/labelInputs(_:_:_:)`` labelled last, which ended the child.
        case ended(label: (Int, Int, Int), signal: Int32?)
        /// It could not be forked, or died otherwise, or sent nothing readable.
        case failed
    }

    /// `work`'s value, computed in a child forked from this process, so that the app code it
    /// runs leaves this process as it was; `nil` when the child failed (it trapped, hung, or
    /// could not be forked): the caller then does the work here, where it fails as it would have.
    @MainActor package static func inChild<Value: Codable>(_ work: () -> Value) -> Value? {
        if case .finished(let value) = outcome(of: work) { value } else { nil }
    }

    /// How `work`, done in a child forked from this process, ended: its value, or the input
    /// in which app code trapped or hung, which the caller reports instead of doing the work
    /// here, where a trap would end this process too.
    @MainActor package static func outcome<Value: Codable>(of work: () -> Value) -> Outcome<Value> {
        guard ExplorationWorkers.isOnlyThread else { return .failed }
        var outcome = Outcome<Value>.failed
        _ = ExplorationWorkers(count: 1, killsLateChildren: false, reportsTraps: true, retriesFailedInputs: false).run(
            batches: 1, work: { _ in Array((try? JSONEncoder().encode(work())) ?? Data()) }, meanwhile: { true },
            interrupted: { false },
            failed: { outcome = .ended(label: $0.label, signal: $0.signal) },
            deliver: { _, bytes in
                if let value = bytes.flatMap({ try? JSONDecoder().decode(Value.self, from: Data($0)) }) {
                    outcome = .finished(value)
                }
                return true
            })
        return outcome
    }
}
