import Foundation
import Synchronization

/// Ctrl-C (SIGINT) as a request to stop: a command that can stop early and still report
/// what it did asks ``requested`` as it works, instead of dying.
///
/// ```swift
/// Interruption.catchInterrupts()
/// let report = exploration.run(interrupted: { Interruption.requested })
/// try Interruption.deferred { try write(report) }   // files complete, never partial
/// ```
enum Interruption {
    /// Set by the handler; an atomic store is safe in a signal handler.
    private static let flag = Atomic<Bool>(false)

    /// Turns SIGINT into a request: from now on Ctrl-C sets ``requested`` and the process goes on.
    static func catchInterrupts() {
        signal(SIGINT) { _ in Interruption.flag.store(true, ordering: .relaxed) }
        // A parent may have started the process with SIGINT blocked; Ctrl-C must still arrive.
        var interrupt = Self.interrupt
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
    }

    /// The set holding SIGINT alone.
    private static var interrupt: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        return set
    }

    /// Whether Ctrl-C was pressed since ``catchInterrupts()``.
    static var requested: Bool { flag.load(ordering: .relaxed) }

    /// Runs `body` with SIGINT held back, so that what it writes is complete; a Ctrl-C
    /// pressed meanwhile arrives when it is done.
    static func deferred<Result>(_ body: () throws -> Result) rethrows -> Result {
        var interrupt = Self.interrupt
        var before = sigset_t()
        pthread_sigmask(SIG_BLOCK, &interrupt, &before)
        defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
        return try body()
    }
}
