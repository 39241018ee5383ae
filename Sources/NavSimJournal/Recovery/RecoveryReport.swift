/// What a reader dropped or skipped to read a trace.
///
/// A trace read without any damage has a clean report (``isClean``).
public struct RecoveryReport: Hashable, Sendable {
    /// The byte offset of the torn tail, if the trace has one.
    public internal(set) var tailOffset: UInt64?
    /// The number of bytes of the torn tail: a record cut short (or garbage) at the end
    /// of the file, with no valid record after it.
    public internal(set) var droppedTailBytes: UInt64 = 0
    /// What was wrong with the first frame of the torn tail.
    public internal(set) var tailDamage: RecordDamage?
    /// Damaged regions a salvaging reader skipped.
    public internal(set) var skippedRegions: [SkippedRegion] = []
    /// Whole records a salvaging reader skipped.
    public internal(set) var skippedRecords: [SkippedRecord] = []
    /// Records of unknown types marked skippable, which every reader skips.
    public internal(set) var ignoredRecords = 0
    /// Sequence numbers missing between records, counted by a salvaging reader.
    public internal(set) var missingSequenceNumbers: UInt64 = 0
    /// Records that a repair or an export wrote with a new number, because records before
    /// them were lost or skipped: their output is numbered 1, 2, 3, … without gaps.
    public internal(set) var renumberedRecords: UInt64 = 0

    /// Creates an empty report.
    public init() {}

    /// Whether nothing was dropped or skipped, apart from skippable records.
    public var isClean: Bool {
        tailOffset == nil && skippedRegions.isEmpty && skippedRecords.isEmpty && missingSequenceNumbers == 0
    }
}

extension RecoveryReport: CustomStringConvertible {
    /// One line for people: `dropped a 10-byte torn tail at byte offset 990; skipped 1 damaged region (12 bytes)`.
    public var description: String {
        var parts: [String] = []
        if let tailOffset { parts.append("dropped a \(droppedTailBytes)-byte torn tail at byte offset \(tailOffset)") }
        if !skippedRegions.isEmpty {
            let bytes = skippedRegions.map(\.length).reduce(0, +)
            let offsets = skippedRegions.map { String($0.offset) }.joined(separator: ", ")
            parts.append("skipped \(skippedRegions.count) damaged region(s), \(bytes) bytes at byte offset \(offsets)")
        }
        for region in skippedRegions where region.damage == .embeddedHeader {
            parts.append("another trace's header at byte offset \(region.offset) (two traces concatenated?)")
        }
        if !skippedRecords.isEmpty { parts.append("skipped \(skippedRecords.count) unreadable record(s)") }
        if missingSequenceNumbers > 0 { parts.append("\(missingSequenceNumbers) sequence number(s) missing") }
        if renumberedRecords > 0 { parts.append("renumbered the \(renumberedRecords) record(s) after the gap(s)") }
        if ignoredRecords > 0 { parts.append("ignored \(ignoredRecords) record(s) of a newer, skippable type") }
        return parts.isEmpty ? "clean" : parts.joined(separator: "; ")
    }
}
