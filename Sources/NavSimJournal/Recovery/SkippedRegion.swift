/// Damaged bytes a salvaging reader skipped to resynchronize on the next valid record.
public struct SkippedRegion: Hashable, Sendable {
    /// The byte offset where the damage starts.
    public let offset: UInt64
    /// The number of bytes skipped.
    public let length: UInt64
    /// The index the damaged record would have had: the number of whole records before it.
    public let index: UInt64
    /// What was wrong with the first damaged frame.
    public let damage: RecordDamage
}
