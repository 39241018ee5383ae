import Foundation
import NavSimCore

/// Decoded JSON payloads by their bytes: a trace repeats the same ViewModel states, taps'
/// arguments and services' answers, and a repeat is handed back without building its
/// arrays, dictionaries and strings again (and shares their storage).
///
/// Only values that decoded without error are kept, so a repeat is exactly as valid as the
/// first. The cache is bounded: 256 slots, each keeping a payload of at most 1 KiB.
final class JSONValueCache {
    private struct Entry {
        let bytes: [UInt8]
        let value: JSONValue
    }

    // A cache belongs to one reader, which one thread uses at a time: no exclusivity checks
    // at run time.
    @exclusivity(unchecked) private var entries = [Entry?](repeating: nil, count: 256)
    private static let largestKept = 1024

    /// Decodes the JSON value at `reader`'s position, from the cache when its bytes were
    /// decoded before.
    func decode(from reader: inout ByteReader) throws(PayloadProblem) -> JSONValue {
        let start = reader.position
        var scan = reader
        // Scalars cost less to decode than to look up; a payload that does not scan is
        // decoded for its error.
        guard start < reader.bytes.count, reader.bytes[start] >= JSONTag.string.rawValue, scan.skipJSON(depth: 0),
            scan.position - start <= Self.largestKept
        else { return try JSONValue.decode(from: &reader) }
        let bytes = UnsafeRawBufferPointer(rebasing: reader.bytes[start..<scan.position])
        let slot = Int(CRC32C.checksum(bytes) & 255)
        if let entry = entries[slot], Self.equal(entry.bytes, bytes) {
            reader.position = scan.position
            return entry.value
        }
        let value = try JSONValue.decode(from: &reader)
        entries[slot] = Entry(bytes: Array(bytes), value: value)
        return value
    }

    /// Whether `stored` holds exactly `bytes`.
    private static func equal(_ stored: [UInt8], _ bytes: UnsafeRawBufferPointer) -> Bool {
        stored.withUnsafeBytes { kept in
            guard kept.count == bytes.count, let lhs = kept.baseAddress, let rhs = bytes.baseAddress else {
                return false
            }
            return memcmp(lhs, rhs, bytes.count) == 0
        }
    }
}

extension ByteReader {
    /// Moves past one JSON value without decoding it: whether its lengths and tags hold
    /// together within the nesting limit (its strings' UTF-8 is not checked).
    mutating func skipJSON(depth: Int) -> Bool {
        guard let tag = try? readByte() else { return false }
        switch JSONTag(rawValue: tag) {
        case .null, .false, .true: return true
        case .integer: return (try? readVarint()) != nil
        case .double: return skip(8)
        case .string: return skipString()
        case .array, .object:
            guard depth < TraceFormat.maximumNestingDepth, let count = try? readCount() else { return false }
            for _ in 0..<count {
                if tag == JSONTag.object.rawValue, !skipString() { return false }
                if !skipJSON(depth: depth + 1) { return false }
            }
            return true
        case nil: return false
        }
    }

    private mutating func skipString() -> Bool {
        guard let count = try? readCount() else { return false }
        return skip(count)
    }

    private mutating func skip(_ count: Int) -> Bool {
        guard count <= remaining else { return false }
        position += count
        return true
    }
}
