// Compiled into the NavSimJournal module with one harness by scripts/fuzz; not a SwiftPM target.

import NavSimCore

/// What the libFuzzer harnesses share.
enum FuzzSupport {
    /// Splits the first byte off the input as option flags.
    static func flagsAndBytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> (flags: UInt8, bytes: [UInt8])? {
        guard size > 0 else { return nil }
        return (data[0], Array(UnsafeBufferPointer(start: data + 1, count: size - 1)))
    }

    /// Rewrites the header checksum and the checksum of every frame it can walk, so that
    /// mutations reach the decoders instead of stopping at a checksum.
    static func fixChecksums(_ bytes: inout [UInt8]) {
        guard bytes.count >= TraceFormat.fixedHeaderLength else { return }
        let manifestLength =
            Int(bytes[12]) | Int(bytes[13]) << 8 | Int(bytes[14]) << 16 | Int(bytes[15]) << 24
        let headerEnd = TraceFormat.fixedHeaderLength + manifestLength
        guard manifestLength <= TraceFormat.maximumRecordLength, headerEnd + 4 <= bytes.count else { return }
        bytes.storeUInt32(CRC32C.checksum(Array(bytes[8..<headerEnd])), at: headerEnd)
        var offset = headerEnd + 4
        while offset + TraceFormat.frameHeaderLength <= bytes.count {
            let length =
                Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16
                | Int(bytes[offset + 7]) << 24
            guard length > 0, offset + 8 + length <= bytes.count else { return }
            bytes.storeUInt32(CRC32C.checksum(Array(bytes[(offset + 4)..<(offset + 8 + length)])), at: offset)
            offset += 8 + length
        }
    }

    /// Everything a reader gives back, to compare two readings.
    struct Reading: Equatable {
        let events: [NavigationEvent]
        let report: RecoveryReport
    }

    /// Reads `bytes` whole, or the error it ends in; checks that the work stays linear.
    static func read(_ bytes: [UInt8], mode: RecoveryMode, chunkSize: Int) -> Result<Reading, TraceError> {
        do {
            let reader = try TraceReader(source: MemorySource(bytes), mode: mode, chunkSize: chunkSize)
            defer { precondition(reader.hashedBytes <= 80 * UInt64(bytes.count) + 4096, "hashing is not linear") }
            let trace = try reader.readAll()
            precondition(trace.records.count <= bytes.count / 9, "more records than the bytes can hold")
            return .success(Reading(events: trace.events, report: trace.report))
        } catch {
            precondition(!error.description.isEmpty)
            return .failure(error)
        }
    }
}
