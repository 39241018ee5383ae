import CCRC32C

/// The CRC-32C (Castagnoli) checksum that protects every header and record of a trace.
///
/// Polynomial `0x1EDC6F41` (reflected `0x82F63B78`), initial value and final XOR
/// `0xFFFFFFFF`, input and output reflected: the checksum iSCSI, ext4 and LevelDB use.
/// The check value, the checksum of the ASCII bytes `123456789`, is `0xE3069283`.
///
/// On x86-64 processors with SSE 4.2 the CRC32 instruction computes it (through the C
/// target CCRC32C); elsewhere the table-driven "slicing-by-8" algorithm consumes eight
/// bytes per step with eight 256-entry tables. The tests check that both agree.
///
/// ```swift
/// let crc = CRC32C.checksum(Array("123456789".utf8))  // 0xE3069283
/// ```
enum CRC32C {
    /// The reflected Castagnoli polynomial.
    static let polynomial: UInt32 = 0x82F6_3B78

    /// Eight tables of 256 entries, one after the other.
    static let table: [UInt32] = makeTable()

    // MARK: - Checksums

    /// The checksum of `bytes`.
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        update(0, with: bytes)
    }

    /// The checksum of `bytes`.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { checksum($0) }
    }

    /// Whether the processor's CRC32 instruction is used.
    static let usesHardware = navsim_crc32c_hardware_available() == 1

    /// Extends the checksum `crc` of some bytes with the bytes that follow them.
    static func update(_ crc: UInt32, with bytes: UnsafeRawBufferPointer) -> UInt32 {
        guard usesHardware, let base = bytes.baseAddress else { return softwareUpdate(crc, with: bytes) }
        return ~navsim_crc32c_hardware_update(~crc, base, bytes.count)
    }

    /// ``update(_:with:)`` with the tables, whatever the processor.
    static func softwareUpdate(_ crc: UInt32, with bytes: UnsafeRawBufferPointer) -> UInt32 {
        guard let base = bytes.baseAddress else { return crc }
        return table.withUnsafeBufferPointer { table in
            var state = ~crc
            var offset = 0
            var remaining = bytes.count
            while remaining >= 8 {
                let low = base.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian ^ state
                let high = base.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self).littleEndian
                state =
                    table[7 * 256 + Int(low & 0xFF)] ^ table[6 * 256 + Int((low >> 8) & 0xFF)]
                    ^ table[5 * 256 + Int((low >> 16) & 0xFF)] ^ table[4 * 256 + Int(low >> 24)]
                    ^ table[3 * 256 + Int(high & 0xFF)] ^ table[2 * 256 + Int((high >> 8) & 0xFF)]
                    ^ table[1 * 256 + Int((high >> 16) & 0xFF)] ^ table[Int(high >> 24)]
                offset += 8
                remaining -= 8
            }
            while remaining > 0 {
                let byte = base.load(fromByteOffset: offset, as: UInt8.self)
                state = table[Int((state ^ UInt32(byte)) & 0xFF)] ^ (state >> 8)
                offset += 1
                remaining -= 1
            }
            return ~state
        }
    }

    // MARK: - Tables

    private static func makeTable() -> [UInt32] {
        var table = [UInt32](repeating: 0, count: 8 * 256)
        for index in 0..<256 {
            var value = UInt32(index)
            for _ in 0..<8 {
                value = value & 1 == 1 ? (value >> 1) ^ polynomial : value >> 1
            }
            table[index] = value
        }
        for index in 0..<256 {
            var value = table[index]
            for slice in 1..<8 {
                value = table[Int(value & 0xFF)] ^ (value >> 8)
                table[slice * 256 + index] = value
            }
        }
        return table
    }
}
