#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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

    /// The system's monotonic clock (`CLOCK_MONOTONIC`).
    public static let system = MonotonicClock {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
