import CTraceSignals

/// A monotonic clock in nanoseconds, used only to time group commits.
///
/// Its readings never reach a trace file. Tests inject a clock they advance by hand.
///
/// ```swift
/// let clock = MonotonicClock { 42 }  // time stands still
/// ```
public struct MonotonicClock: Sendable {
    /// Returns the current reading in nanoseconds from an arbitrary origin.
    public let nanoseconds: @Sendable () -> UInt64

    /// Creates a clock from a function that reads it.
    public init(nanoseconds: @escaping @Sendable () -> UInt64) { self.nanoseconds = nanoseconds }

    /// The machine's monotonic clock (`CLOCK_MONOTONIC`), also on a thread that runs a
    /// simulated session, whose own `clock_gettime` tells simulated time: a group commit is
    /// due after 50 ms of the machine's time, whatever the app's clock says.
    public static let system = MonotonicClock { navsim_machine_monotonic_nanoseconds() }
}
