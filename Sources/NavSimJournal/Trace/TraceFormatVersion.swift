/// The version of the trace format a file was written in: `major.minor`.
///
/// A reader reads every file whose major version it knows, whatever the minor version:
/// minor versions only add things an older reader may ignore (skippable record types,
/// manifest fields, trailing payload fields). A new major version is incompatible and
/// older readers refuse it; this library reads every major version from 1 to its own.
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

    /// The version this library writes: 2.1 (2.0 plus `pendingWorkHeld`, what the work the
    /// app left pending holds, and `embeddedAt`, a child embedded before its parent's other
    /// embedded children; 2.0 is 1.9 plus `containerEmbedded` and `containerUnembedded`,
    /// a navigation controller shown inside a screen, which a 1.x reader cannot fold, so the
    /// major version moved then).
    public static let current = TraceFormatVersion(major: 2, minor: 1)

    /// Whether this library reads files of this version: majors 1 to ``current``'s, any minor
    /// (2.0 only added event types, so 1.x files read as they always did).
    public var isReadable: Bool { major >= 1 && major <= Self.current.major }

    public var description: String { "\(major).\(minor)" }

    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }
}
