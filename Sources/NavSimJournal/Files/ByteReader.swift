/// A cursor over the bytes of one payload that decodes the wire primitives.
///
/// Every read checks the bytes that remain, so a malformed payload ends in a
/// ``PayloadProblem``, never a crash.
struct ByteReader {
    /// The bytes being read; they must outlive the reader.
    let bytes: UnsafeRawBufferPointer
    /// The offset of the next byte to read.
    var position = 0

    /// Creates a reader at the start of `bytes`.
    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// The number of bytes not read yet.
    var remaining: Int { bytes.count - position }

    // MARK: - Primitives

    /// Reads one byte.
    @inline(__always)
    mutating func readByte() throws(PayloadProblem) -> UInt8 {
        guard position < bytes.count else { throw .truncated }
        defer { position += 1 }
        return bytes[position]
    }

    /// Reads an unsigned LEB128 varint of at most ten bytes.
    @inline(__always)
    mutating func readVarint() throws(PayloadProblem) -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try readByte()
            if shift == 63 && byte > 1 { throw .varintOverflow }
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
    }

    /// Reads a ZigZag varint as a signed integer.
    mutating func readSignedVarint() throws(PayloadProblem) -> Int {
        let raw = try readVarint()
        return Int(Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    /// Reads a varint that must fit in 32 bits.
    @inline(__always)
    mutating func readUInt32() throws(PayloadProblem) -> UInt32 {
        let raw = try readVarint()
        guard raw <= UInt64(UInt32.max) else { throw .valueOutOfRange(raw) }
        return UInt32(raw)
    }

    /// Reads a count of items that each take at least one byte, so it cannot exceed the
    /// bytes that remain.
    mutating func readCount() throws(PayloadProblem) -> Int {
        let raw = try readVarint()
        guard raw <= UInt64(remaining) else { throw .truncated }
        return Int(raw)
    }

    /// Reads a varint byte count and that many bytes of valid UTF-8.
    mutating func readString() throws(PayloadProblem) -> String {
        let count = try readCount()
        let start = position
        position += count
        let raw = UnsafeRawBufferPointer(rebasing: bytes[start..<position])
        let slice = raw.assumingMemoryBound(to: UInt8.self)
        let string = String(decoding: slice, as: UTF8.self)
        // ASCII is valid UTF-8. Otherwise decoding repairs bad UTF-8; comparing the result
        // with the bytes detects that, and is faster than `String(validating:as:)`.
        guard Self.isASCII(raw) || string.utf8.elementsEqual(slice) else { throw .invalidUTF8 }
        return string
    }

    /// Whether every byte is below 0x80, checked eight bytes at a time.
    static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        var bits: UInt64 = 0
        while offset + 8 <= bytes.count {
            bits |= bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < bytes.count {
            bits |= UInt64(bytes[offset])
            offset += 1
        }
        return bits & 0x8080_8080_8080_8080 == 0
    }

    /// Reads eight little-endian bytes as the bits of a `Double`.
    mutating func readDouble() throws(PayloadProblem) -> Double {
        guard remaining >= 8 else { throw .truncated }
        defer { position += 8 }
        return Double(bitPattern: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self).littleEndian)
    }
}
