// MARK: - Wire encoding primitives

extension [UInt8] {
    /// Appends `value` as an unsigned LEB128 varint: seven bits per byte, least
    /// significant group first, the high bit set on every byte but the last.
    @inline(__always)
    mutating func appendVarint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        append(UInt8(truncatingIfNeeded: value))
    }

    /// Appends a signed integer as a ZigZag-mapped varint (0, -1, 1, -2, … → 0, 1, 2, 3, …).
    @inline(__always)
    mutating func appendSignedVarint(_ value: Int64) {
        appendVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    /// Appends a string as a varint byte count followed by its UTF-8 bytes.
    @inline(__always)
    mutating func appendString(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            appendVarint(UInt64(utf8.count))
            append(contentsOf: utf8)
        }
    }

    /// Appends `value` as four little-endian bytes.
    mutating func appendUInt32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    /// Appends `value` as two little-endian bytes.
    mutating func appendUInt16(_ value: UInt16) {
        append(UInt8(truncatingIfNeeded: value))
        append(UInt8(truncatingIfNeeded: value >> 8))
    }

    /// Appends the IEEE 754 bits of `value` as eight little-endian bytes.
    mutating func appendDouble(_ value: Double) {
        let bits = value.bitPattern
        for shift in stride(from: 0, to: 64, by: 8) { append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    }

    /// Overwrites four bytes at `offset` with `value`, little-endian.
    mutating func storeUInt32(_ value: UInt32, at offset: Int) {
        withUnsafeMutableBytes { $0.storeBytes(of: value.littleEndian, toByteOffset: offset, as: UInt32.self) }
    }
}
