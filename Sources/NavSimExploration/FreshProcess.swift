import Foundation
import NavSimSimulator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Work done in a child forked from this process, so that the app code it runs leaves this
/// process as it was before any launch.
package enum FreshProcess {
    /// `work`'s value, computed in a child forked from this process, so that the app code it
    /// runs leaves this process as it was; `nil` when the child failed (it trapped, hung, or
    /// could not be forked): the caller then does the work here, where it fails as it would have.
    @MainActor package static func inChild<Value: Codable>(_ work: () -> Value) -> Value? {
        guard ExplorationWorkers.isOnlyThread else { return nil }
        var value: Value?
        _ = ExplorationWorkers(count: 1, killsLateChildren: false, retriesFailedInputs: false).run(
            batches: 1, work: { _ in Array((try? JSONEncoder().encode(work())) ?? Data()) }, meanwhile: { true },
            interrupted: { false },
            deliver: { _, bytes in
                value = bytes.flatMap { try? JSONDecoder().decode(Value.self, from: Data($0)) }
                return true
            })
        return value
    }
}
