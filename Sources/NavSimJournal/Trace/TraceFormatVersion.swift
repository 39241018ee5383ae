/// The version of the trace format a file was written in: `major.minor`.
///
/// A reader reads every file whose major version it knows, whatever the minor version:
/// minor versions only add things an older reader may ignore (skippable record types,
/// manifest fields, trailing payload fields). A new major version is incompatible and
/// older readers refuse it.
public struct TraceFormatVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Bumped for changes older readers cannot read.
    public let major: UInt16
    /// Bumped for additions older readers can skip.
    public let minor: UInt16

    /// Creates a version.
    public init(major: UInt16, minor: UInt16) {
        self.major = major
        self.minor = minor
    }

    /// The version this library writes: 1.9 (1.8 plus `windowHidden` and `windowShown`, a
    /// window the app hid and showed again; 1.8 is 1.7 plus `tappedOutsidePopover`, the user's
    /// tap outside a popover, and `windowOrderedFront`, a window that came in front).
    public static let current = TraceFormatVersion(major: 1, minor: 9)

    public var description: String { "\(major).\(minor)" }

    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }
}
