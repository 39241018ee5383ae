import Foundation
import NavSimCore
import Testing

@testable import NavSimJournal

/// Finding the next valid record after damage: bounded work on crafted files, the same
/// results on ordinary damage, and what a record or a header in the wrong place means.
@Suite("Resynchronizing after damage")
struct ResynchronizationTests {
    // MARK: - Checksums of ranges

    @Test("the checksum of a range from prefix checksums equals the direct one")
    func combinedChecksums() {
        var random = SplitMix64(seed: 11)
        let bytes = (0..<5000).map { _ in UInt8.random(in: 0...255, using: &random) }
        for _ in 0..<200 {
            let start = Int.random(in: 0...bytes.count, using: &random)
            let end = Int.random(in: start...bytes.count, using: &random)
            let prefix = CRC32C.checksum(Array(bytes[..<start]))
            let longer = CRC32C.checksum(Array(bytes[..<end]))
            let between = CRC32C.checksum(between: prefix, and: longer, count: UInt64(end - start))
            #expect(between == CRC32C.checksum(Array(bytes[start..<end])))
        }
    }

    @Test("shifting by n bytes is n zero bytes", arguments: [0, 1, 7, 4095, 4096, 4097, 1 << 24, (1 << 24) + 4100])
    func shift(count: Int) {
        let zeros = [UInt8](repeating: 0, count: count)
        let crc = CRC32C.checksum(Array("123456789".utf8))
        // Extending a checksum with zeros is the shift plus the checksum of the zeros.
        let extended = zeros.withUnsafeBytes { CRC32C.update(crc, with: $0) }
        #expect(extended == CRC32C.shift(crc, by: UInt64(count)) ^ CRC32C.checksum(zeros))
    }

    // MARK: - Crafted damage

    /// A trace whose middle is `length` bytes in which every third byte starts a frame
    /// header claiming a 2 MiB body with a sequence number above the last one, all with
    /// wrong checksums, optionally followed by one valid record.
    static func adversarial(length: Int, validRecordAfter: Bool) throws -> (bytes: [UInt8], regionStart: Int) {
        var file = TraceFormat.header(for: TraceFiles.manifest)
        try file.appendEventRecord(.launched, sequence: 1)
        let regionStart = file.count
        // At a candidate: CRC 20 00 01 20, length 00 01 20 00 (2 MiB + 256), type 01, sequence 0x20.
        let pattern: [UInt8] = [0x20, 0x00, 0x01]
        file.append(contentsOf: (0..<length).map { pattern[$0 % 3] })
        if validRecordAfter { try file.appendEventRecord(.windowCreated(WindowID(1)), sequence: 2) }
        return (file, regionStart)
    }

    @Test("a crafted file of frame-shaped damage costs work linear in its size")
    func adversarialWorkIsBounded() throws {
        let (bytes, regionStart) = try Self.adversarial(length: 3 << 20, validRecordAfter: true)
        let salvaging = try TraceReader(source: MemorySource(bytes), mode: .salvage)
        let trace = try salvaging.readAll()
        #expect(trace.events == [.launched, .windowCreated(WindowID(1))])
        #expect(trace.report.skippedRegions.map(\.offset) == [UInt64(regionStart)])
        #expect(trace.report.skippedRegions.map(\.length) == [3 << 20])
        // Each byte is hashed once on the way forward, plus at most 62 bytes per candidate.
        #expect(salvaging.hashedBytes <= 64 * UInt64(bytes.count))

        let strict = try TraceReader(source: MemorySource(bytes), mode: .strict)
        #expect(throws: TraceError.self) { try strict.readAll() }
        #expect(strict.hashedBytes <= 64 * UInt64(bytes.count))
        guard case .corruptRecord(let offset, 1, .checksumMismatch)? = Self.error(of: bytes, mode: .strict) else {
            Issue.record("expected a corrupt record")
            return
        }
        #expect(offset == UInt64(regionStart))
    }

    @Test("frames read in order that claim long bodies with wrong checksums cost linear work")
    func failingLongFramesInOrder() throws {
        // Each valid record follows a frame header that claims a 256 KiB body, which the
        // window holds: checked directly every time, these would hash 20,000 × 256 KiB.
        var file = TraceFormat.header(for: TraceFiles.manifest)
        let claimed = UInt32(256 << 10)
        for sequence in 1...20_000 {
            file.append(contentsOf: [0, 0, 0, 0] + withUnsafeBytes(of: claimed.littleEndian, Array.init))
            try file.appendEventRecord(.launched, sequence: UInt64(sequence))
        }
        let reader = try TraceReader(source: MemorySource(file), mode: .salvage)
        let trace = try reader.readAll()
        #expect(trace.events.count == 20_000)
        #expect(trace.report.skippedRegions.count == 20_000)
        #expect(trace.report.skippedRegions.allSatisfy { $0.length == 8 })
        #expect(reader.hashedBytes <= 64 * UInt64(file.count))
    }

    @Test("the magic the reader compares as a word is the format's")
    func magicWord() {
        let bytes = withUnsafeBytes(of: TraceReader.magicWord.littleEndian, Array.init)
        #expect(bytes == TraceFormat.magic)
    }

    @Test("crafted damage at the end is a torn tail, found with bounded work")
    func adversarialTail() throws {
        let (bytes, regionStart) = try Self.adversarial(length: 3 << 20, validRecordAfter: false)
        let reader = try TraceReader(source: MemorySource(bytes), mode: .strict)
        let trace = try reader.readAll()
        #expect(trace.events == [.launched])
        #expect(trace.report.tailOffset == UInt64(regionStart))
        #expect(trace.report.droppedTailBytes == 3 << 20)
        #expect(reader.hashedBytes <= 64 * UInt64(bytes.count))
    }

    @Test("damaged records are skipped exactly, whichever bit of their frame is hit", arguments: [2, 3, 8])
    func longRecords(record: Int) throws {
        let long = JSONValue.string(String(repeating: "state ", count: 100))
        let events = (0..<12).map { index -> NavigationEvent in
            index.isMultiple(of: 2) ? .viewModelStateChanged(ScreenID(UInt32(index)), state: long) : .launched
        }
        let bytes = try TraceFiles.bytes(of: events)
        let boundaries = try TraceFiles.recordBoundaries(bytes)
        let start = boundaries[record]
        let end = boundaries[record + 1]
        let frameHeader = min(start + 12, end)
        for bit in Array((start * 8)..<(frameHeader * 8)) + stride(from: frameHeader * 8, to: end * 8, by: 37) {
            var damaged = bytes
            damaged[bit / 8] ^= UInt8(1) << UInt8(bit % 8)
            let salvaged = try TraceReader(bytes: damaged, mode: .salvage).readAll()
            var expected = events
            expected.remove(at: record)
            let same = salvaged.events == expected
            #expect(same, "bit \(bit)")
            #expect(salvaged.report.skippedRegions.map(\.offset) == [UInt64(start)])
            #expect(salvaged.report.skippedRegions.map(\.length) == [UInt64(end - start)])
        }
    }

    // MARK: - Sequence numbers

    /// The reproducer from the issue: a record with sequence number 2^64 − 1, then another.
    static let exhausted: [UInt8] = {
        let hex =
            "894e41565452430a01000000050000000000000000fa8978a63f96b347030000000101015f21c35d0c00000001ffffffffffffffffff0101d1a6f66003000000010301"
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            bytes.append(UInt8(hex[index..<next], radix: 16) ?? 0)
            index = next
        }
        return bytes
    }()

    @Test("a record after sequence number 2^64 − 1 is skipped, not an overflow")
    func sequenceExhausted() throws {
        #expect(throws: TraceError.outOfSequence(offset: 36, index: 1, expected: 2, found: .max)) {
            try TraceReader(bytes: Self.exhausted).readAll()
        }
        let salvaged = try TraceReader(bytes: Self.exhausted, mode: .salvage).readAll()
        #expect(salvaged.events == [.launched, .launched])
        #expect(
            salvaged.report.skippedRecords == [
                SkippedRecord(offset: 56, index: 2, reason: .sequenceExhausted(offset: 56, index: 2))
            ])

        let directory = try TraceFiles.makeDirectory()
        let input = directory + "/exhausted.navtrace"
        try Data(Self.exhausted).write(to: URL(fileURLWithPath: input))
        try TraceRepair.repair(input, to: directory + "/repaired.navtrace")
        let repaired = try TraceReader.readAll(path: directory + "/repaired.navtrace")
        #expect(repaired.events == [.launched, .launched])
        #expect(repaired.records.map(\.sequence) == [1, 2])
        try JSONLines.export(trace: input, to: directory + "/salvaged.jsonl", mode: .salvage)
        let text = String(decoding: try TraceFiles.read(directory + "/salvaged.jsonl"), as: UTF8.self)
        #expect(try JSONLines.parse(text).events == [.launched, .launched])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == [
                "exhausted.navtrace", "repaired.navtrace", "salvaged.jsonl",
            ])
    }

    @Test("jumps to huge sequence numbers on both sides of a second header count without overflow")
    func missingNumbersSaturate() throws {
        var file = TraceFormat.header(for: TraceFiles.manifest)
        try file.appendEventRecord(.launched, sequence: .max - 1)
        file += TraceFormat.header(for: TraceFiles.manifest)
        try file.appendEventRecord(.launched, sequence: .max - 1)
        let salvaged = try TraceReader(bytes: file, mode: .salvage).readAll()
        #expect(salvaged.events == [.launched, .launched])
        #expect(salvaged.report.missingSequenceNumbers == .max)
    }

    // MARK: - Concatenated traces

    let first = SampleEvents.session(count: 12)
    let second = [NavigationEvent.launched, .windowCreated(WindowID(9)), .deepLinkOpened(url: "app://second")]

    @Test("two traces concatenated: strict names the second header's offset, salvage reads both")
    func concatenated() throws {
        let a = try TraceFiles.bytes(of: first)
        let b = try TraceFiles.bytes(of: second)
        let headerLength = try TraceReader(bytes: b).headerBytes.count
        #expect(throws: TraceError.corruptRecord(offset: UInt64(a.count), index: 12, damage: .embeddedHeader)) {
            try TraceReader(bytes: a + b).readAll()
        }
        let salvaged = try TraceReader(bytes: a + b, mode: .salvage).readAll()
        #expect(salvaged.events == first + second)
        #expect(
            salvaged.report.skippedRegions == [
                SkippedRegion(offset: UInt64(a.count), length: UInt64(headerLength), index: 12, damage: .embeddedHeader)
            ])
    }

    @Test("a header appended after the records is damage, never a torn tail")
    func appendedHeader() throws {
        let a = try TraceFiles.bytes(of: first)
        let header = Array(try TraceFiles.bytes(of: []))
        for tail in [header, Array(header.prefix(8)), Array(header.prefix(12))] {
            #expect(throws: TraceError.corruptRecord(offset: UInt64(a.count), index: 12, damage: .embeddedHeader)) {
                try TraceReader(bytes: a + tail).readAll()
            }
            let salvaged = try TraceReader(bytes: a + tail, mode: .salvage).readAll()
            #expect(salvaged.events == first)
            #expect(salvaged.report.tailOffset == nil)
            #expect(
                salvaged.report.skippedRegions == [
                    SkippedRegion(
                        offset: UInt64(a.count), length: UInt64(tail.count), index: 12, damage: .embeddedHeader)
                ])
        }
    }

    @Test("a torn record before a second header is damage in the middle")
    func tornRecordThenHeader() throws {
        let a = try TraceFiles.bytes(of: first)
        let b = try TraceFiles.bytes(of: second)
        let torn = Array(try TraceFiles.bytes(of: [.launched]).suffix(5))
        guard case .corruptRecord(let offset, 12, _)? = Self.error(of: a + torn + b, mode: .strict) else {
            Issue.record("expected a corrupt record")
            return
        }
        #expect(offset == UInt64(a.count))
        let salvaged = try TraceReader(bytes: a + torn + b, mode: .salvage).readAll()
        #expect(salvaged.events == first + second)
        #expect(salvaged.report.skippedRegions.map(\.offset) == [UInt64(a.count), UInt64(a.count + 5)])
        #expect(salvaged.report.skippedRegions.last?.damage == .embeddedHeader)
    }

    /// The error reading `bytes` ends in, if any.
    static func error(of bytes: [UInt8], mode: RecoveryMode) -> TraceError? {
        do {
            _ = try TraceReader(bytes: bytes, mode: mode).readAll()
            return nil
        } catch {
            return error
        }
    }
}
