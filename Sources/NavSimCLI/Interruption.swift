import Foundation
import Synchronization

/// Ctrl-C (SIGINT) and SIGTERM as a request to stop: a command that can stop early and
/// still report what it did asks ``requested`` as it works, instead of dying.
///
/// ```swift
/// Interruption.catchInterrupts()
/// let report = exploration.run(interrupted: { Interruption.requested })
/// try Interruption.deferred { try write(report) }   // files complete, never partial
/// ```
enum Interruption {
    /// The signal that asked to stop, 0 before any; set by the handler (an atomic store is
    /// safe in a signal handler).
    private static let caught = Atomic<Int32>(0)

    /// Turns SIGINT and SIGTERM into a request: from now on they set ``requested`` and the
    /// process goes on.
    static func catchInterrupts() {
        for stop in [SIGINT, SIGTERM] {
            signal(stop) { received in
                _ = Interruption.caught.compareExchange(expected: 0, desired: received, ordering: .relaxed)
            }
        }
        // A parent may have started the process with them blocked; they must still arrive.
        var interrupt = Self.interrupt
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
    }

    /// The set holding SIGINT and SIGTERM.
    private static var interrupt: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        return set
    }

    /// Whether Ctrl-C was pressed, or SIGTERM came, since ``catchInterrupts()``.
    static var requested: Bool { caught.load(ordering: .relaxed) != 0 }

    /// The signal that asked to stop (SIGINT or SIGTERM), `nil` before any.
    static var caughtSignal: Int32? {
        let received = caught.load(ordering: .relaxed)
        return received == 0 ? nil : received
    }

    /// The exit status of a command stopped by the request: 130 for SIGINT, 143 for
    /// SIGTERM, as shells report them.
    static var status: Int32 { 128 + (caught.load(ordering: .relaxed) == SIGTERM ? SIGTERM : SIGINT) }

    /// Runs `body` with SIGINT and SIGTERM held back, so that what it writes is complete; a
    /// Ctrl-C pressed meanwhile arrives when it is done.
    static func deferred<Result>(_ body: () throws -> Result) rethrows -> Result {
        var interrupt = Self.interrupt
        var before = sigset_t()
        pthread_sigmask(SIG_BLOCK, &interrupt, &before)
        defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
        return try body()
    }
}
