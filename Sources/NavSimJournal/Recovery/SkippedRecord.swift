/// A whole record (its checksum is right) that a salvaging reader skipped.
public struct SkippedRecord: Hashable, Sendable {
    /// The record's byte offset.
    public let offset: UInt64
    /// The record's index: the number of whole records before it.
    public let index: UInt64
    /// Why it was skipped: a malformed payload, an unknown record type, or a sequence
    /// number that goes backwards.
    public let reason: TraceError
}
