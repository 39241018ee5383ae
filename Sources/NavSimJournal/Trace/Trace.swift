public import NavSimCore

/// A whole trace read into memory: its manifest, its records and what recovery did.
public struct Trace: Hashable, Sendable {
    /// The format version of the file.
    public let version: TraceFormatVersion
    /// The manifest from the header.
    public let manifest: TraceManifest
    /// The records, in file order.
    public let records: [TraceRecord]
    /// What was dropped or skipped.
    public let report: RecoveryReport

    /// The events, in order.
    public var events: [NavigationEvent] { records.map(\.event) }
}
