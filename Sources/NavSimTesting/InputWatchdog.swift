import Foundation
import NavSimSimulator
import Testing

/// Ends the test process when an input runs past its limit: app code that never returns
/// cannot be stopped on the test's thread, so a thread of the watchdog's own records the
/// hang as an issue at the input's line, says it on standard error and ends the process
/// with `Session.hangExitStatus` (124), instead of leaving the test run waiting for ever.
final class InputWatchdog: @unchecked Sendable {
    /// The one watchdog of the process; its thread starts with the first limited input.
    static let shared = InputWatchdog()

    /// What the watchdog says when the input it watches hangs.
    struct Hang {
        let message: String
        let location: SourceLocation
    }

    private let condition = NSCondition()
    /// The input watched: when it must be over, and what to say if it is not.
    private var watched: (deadline: ContinuousClock.Instant, hang: Hang)?
    private var isWatching = false

    /// Runs `body`, one input, ending the process with `hang` if it takes longer than `limit`.
    ///
    /// - Parameter limit: The longest the input may take; `nil` for no limit.
    func limiting<Result>(_ limit: Duration?, hang: @autoclosure () -> Hang, _ body: () -> Result) -> Result {
        guard let limit else { return body() }
        condition.withLock {
            watched = (ContinuousClock.now + limit, hang())
            if !isWatching {
                isWatching = true
                Thread.detachNewThread { [self] in watch() }
            }
            condition.signal()
        }
        defer { condition.withLock { watched = nil } }
        return body()
    }

    /// Waits for an input to outlive its deadline, then reports it and ends the process.
    private func watch() -> Never {
        let hang = condition.withLock { waitForHang() }
        Issue.record(Comment(rawValue: hang.message), sourceLocation: hang.location)
        let line = "NavSimTesting: \(hang.location): \(hang.message)\n"
        _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
        fflush(nil)
        _exit(Session.hangExitStatus)
    }

    /// The hang of the input watched once it outlives its deadline; called with the lock held.
    private func waitForHang() -> Hang {
        while true {
            guard let (deadline, hang) = watched else {
                condition.wait()
                continue
            }
            let left = ContinuousClock.now.duration(to: deadline)
            if left <= .zero { return hang }
            let (seconds, attoseconds) = left.components
            _ = condition.wait(until: Date(timeIntervalSinceNow: Double(seconds) + Double(attoseconds) / 1e18))
        }
    }
}
