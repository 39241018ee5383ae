import Foundation
import NavSimSimulator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exploration tried in a child forked before the app's first launch, which goes on as
/// the command when its replays all reach the states the search did; this process stays as
/// it was, so that when a replay diverges (the app keeps globals, statics or singletons
/// between launches) the exploration starts over here with every launch in a fresh process.
///
/// ```swift
/// if !ExplorationTrial.startInChild() { exploration.launches = .inFreshProcesses }
/// let report = exploration.run()   // in the child, or here after a divergence
/// ```
package enum ExplorationTrial {
    /// The exit status of a trial child in which a replay diverged.
    static let divergedStatus: Int32 = 86

    /// Whether this process is a trial child: a replay that diverges ends it (``abandon()``).
    @MainActor private(set) static var isRunning = false

    /// Forks a trial child where one can be forked (this process runs one thread) and
    /// returns `true` in it. This process waits for the child: when a replay diverged in
    /// it, returns `false`, for the exploration to start over here; otherwise it ends as the
    /// child did (its exit status, or 128 plus the signal that ended it), the child having
    /// done the whole command. Where no child can be forked, returns `true` at once.
    ///
    /// - Parameter interrupted: Asked when a signal wakes this process while it waits: a
    ///   request to stop (SIGTERM sent to this process only) is passed on to the child.
    @MainActor package static func startInChild(interrupted: () -> Bool) -> Bool {
        guard ExplorationWorkers.isOnlyThread else { return true }
        fflush(nil)
        let child = fork()
        if child == 0 {
            isRunning = true
            return true
        }
        guard child > 0 else { return true }
        var status: Int32 = 0
        var passedOn = false
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else { _exit(1) }
            if !passedOn, interrupted() {
                passedOn = true
                kill(child, SIGTERM)
            }
        }
        // WIFEXITED, WEXITSTATUS and WTERMSIG, which Swift does not import.
        let signal = status & 0x7f
        let exitStatus = (status >> 8) & 0xff
        if signal == 0, exitStatus == divergedStatus { return false }
        _exit(signal == 0 ? exitStatus : 128 + signal)
    }

    /// Ends a trial child whose replay diverged, for its parent to start over.
    static func abandon() -> Never { _exit(divergedStatus) }

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
