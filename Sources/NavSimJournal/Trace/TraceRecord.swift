public import NavSimCore

/// One event read from a trace, with where it was.
public struct TraceRecord: Hashable, Sendable {
    /// The sequence number the writer gave the record: 1 for the first, then one more
    /// for each record. JSON Lines calls it `step`.
    public let sequence: UInt64
    /// The byte offset of the record's frame in the file.
    public let offset: UInt64
    /// The event.
    public let event: NavigationEvent
}
