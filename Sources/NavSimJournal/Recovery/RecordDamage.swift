/// What is wrong with the frame of a damaged record.
public enum RecordDamage: Hashable, Sendable {
    /// Fewer than the 8 frame header bytes are left before the end of the file.
    case truncatedHeader(available: Int)
    /// The length field is 0 or above ``TraceFormat/maximumRecordLength``.
    case impossibleLength(UInt32)
    /// The record's length reaches past the end of the file.
    case extendsPastEnd(length: UInt32, available: UInt64)
    /// The stored CRC32C does not match the bytes.
    case checksumMismatch(stored: UInt32, computed: UInt32)
    /// Another trace's header (the magic `\x89NAVTRC\n`) starts where a record should:
    /// two traces were concatenated.
    case embeddedHeader
}

extension RecordDamage {
    /// Whether the file ended inside the frame, as it does while a record is being written.
    var isCutShort: Bool {
        switch self {
        case .truncatedHeader, .extendsPastEnd: true
        case .impossibleLength, .checksumMismatch, .embeddedHeader: false
        }
    }
}

extension RecordDamage: CustomStringConvertible {
    public var description: String {
        switch self {
        case .truncatedHeader(let available): "only \(available) of the 8 frame header bytes are present"
        case .impossibleLength(let length): "impossible length \(length)"
        case .extendsPastEnd(let length, let available):
            "length \(length) reaches past the end of the file (\(available) bytes left)"
        case .checksumMismatch(let stored, let computed):
            "CRC32C mismatch (stored \(hex(stored)), computed \(hex(computed)))"
        case .embeddedHeader: "another trace's header starts here (were two traces concatenated?)"
        }
    }
}

/// A checksum as eight hex digits: `0x0061897e`.
private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
}
