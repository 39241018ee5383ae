/// How a reader treats damage in the middle of a trace.
///
/// In both modes a torn tail (damage with no valid record after it) is the end of the
/// trace, reported in ``RecoveryReport/droppedTailBytes``.
public enum RecoveryMode: Hashable, Sendable {
    /// Damage followed by valid records is an error naming its offset and record index.
    case strict
    /// Damage is skipped: the reader resynchronizes on the next valid record and lists
    /// what it skipped in its ``RecoveryReport``.
    case salvage
}
