// Shared with the libFuzzer harnesses, which scripts/fuzz compiles into the NavSimJournal
// module itself with NAVSIM_FUZZ defined.
#if !NAVSIM_FUZZ
    @testable import NavSimJournal
#endif

extension [UInt8] {
    /// Rewrites the header checksum and the checksum of every frame it can walk, so that
    /// mutated traces reach the decoders instead of stopping at a checksum.
    mutating func refreshChecksums() {
        guard count >= TraceFormat.fixedHeaderLength else { return }
        let headerEnd = TraceFormat.fixedHeaderLength + word(at: 12)
        guard headerEnd + 4 <= count else { return }
        storeUInt32(CRC32C.checksum(Array(self[8..<headerEnd])), at: headerEnd)
        var offset = headerEnd + 4
        while offset + TraceFormat.frameHeaderLength <= count {
            let length = word(at: offset + 4)
            guard length > 0, offset + 8 + length <= count else { return }
            storeUInt32(CRC32C.checksum(Array(self[(offset + 4)..<(offset + 8 + length)])), at: offset)
            offset += 8 + length
        }
    }

    /// The little-endian 32-bit word at `offset`.
    private func word(at offset: Int) -> Int {
        Int(self[offset]) | Int(self[offset + 1]) << 8 | Int(self[offset + 2]) << 16 | Int(self[offset + 3]) << 24
    }
}
