import Foundation
import NavSimCore
import Testing

@testable import NavSimJournal

@Suite("Recovery from torn and corrupt traces")
struct RecoveryTests {
    let events = SampleEvents.session(count: 40) + SampleEvents.everyCase
    let bytes: [UInt8]
    let boundaries: [Int]

    init() throws {
        bytes = try TraceFiles.bytes(of: events)
        boundaries = try TraceFiles.recordBoundaries(bytes)
    }

    @Test("cutting the trace at every byte offset yields the longest whole-record prefix")
    func truncateEverywhere() throws {
        let headerLength = boundaries[0]
        for cut in 0...bytes.count {
            let prefix = Array(bytes[..<cut])
            guard cut >= headerLength else {
                #expect(throws: TraceError.truncatedHeader(path: "<memory>", length: UInt64(cut))) {
                    try TraceReader(bytes: prefix)
                }
                continue
            }
            let whole = boundaries.lastIndex { $0 <= cut } ?? 0
            let trace = try TraceReader(bytes: prefix).readAll()
            #expect(trace.events == Array(events.prefix(whole)))
            #expect(trace.report.droppedTailBytes == UInt64(cut - boundaries[whole]))
            #expect(trace.report.tailOffset == (cut == boundaries[whole] ? nil : UInt64(boundaries[whole])))
        }
    }

    @Test("every bit flip in a sample of records is detected", arguments: [0, 1, 17, 40, 62])
    func flipEveryBit(record: Int) throws {
        let start = boundaries[record]
        let end = boundaries[record + 1]
        let isLast = record + 2 == boundaries.count
        for bit in (start * 8)..<(end * 8) {
            var damaged = bytes
            damaged[bit / 8] ^= UInt8(1) << UInt8(bit % 8)
            if isLast {
                let trace = try TraceReader(bytes: damaged).readAll()
                #expect(trace.events == Array(events.prefix(record)))
                #expect(trace.report.tailOffset == UInt64(start))
                continue
            }
            do {
                _ = try TraceReader(bytes: damaged).readAll()
                Issue.record("flipping bit \(bit) went undetected")
            } catch {
                guard case .corruptRecord(let offset, let index, _) = error else {
                    Issue.record("unexpected error \(error)")
                    continue
                }
                #expect(offset == UInt64(start))
                #expect(index == UInt64(record))
            }
            let salvaged = try TraceReader(bytes: damaged, mode: .salvage).readAll()
            var expected = events
            expected.remove(at: record)
            #expect(salvaged.events == expected)
            #expect(salvaged.report.skippedRegions.map(\.offset) == [UInt64(start)])
            #expect(salvaged.report.skippedRegions.map(\.length) == [UInt64(end - start)])
            #expect(salvaged.report.missingSequenceNumbers == 1)
        }
    }

    @Test("garbage after a valid prefix is dropped as a torn tail; repair gives the prefix back")
    func garbageTail() throws {
        var random = SplitMix64(seed: 7)
        for length in [1, 3, 8, 9, 100, 4096] {
            let garbage = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            for mode in [RecoveryMode.strict, .salvage] {
                let trace = try TraceReader(bytes: bytes + garbage, mode: mode).readAll()
                #expect(trace.events == events)
                #expect(trace.report.droppedTailBytes == UInt64(length))
                #expect(trace.report.tailOffset == UInt64(bytes.count))
            }
            let repaired = try repair(bytes + garbage)
            #expect(repaired.bytes == bytes)
            #expect(repaired.report.droppedTailBytes == UInt64(length))
        }
    }

    @Test("a zero-filled tail, as a crash after preallocation leaves, is a torn tail")
    func zeroTail() throws {
        let trace = try TraceReader(bytes: bytes + [UInt8](repeating: 0, count: 512)).readAll()
        #expect(trace.events == events)
        #expect(trace.report.droppedTailBytes == 512)
        #expect(trace.report.tailDamage == .impossibleLength(0))
    }

    @Test("garbage in the middle is a loud error; salvage and repair skip exactly it")
    func garbageInside() throws {
        let cut = boundaries[10]
        let garbage = [UInt8](repeating: 0xAB, count: 37)
        let damaged = Array(bytes[..<cut]) + garbage + Array(bytes[cut...])
        #expect(
            throws: TraceError.corruptRecord(offset: UInt64(cut), index: 10, damage: .impossibleLength(0xABAB_ABAB))
        ) {
            try TraceReader(bytes: damaged).readAll()
        }
        let salvaged = try TraceReader(bytes: damaged, mode: .salvage).readAll()
        #expect(salvaged.events == events)
        #expect(
            salvaged.report.skippedRegions == [
                SkippedRegion(offset: UInt64(cut), length: 37, index: 10, damage: .impossibleLength(0xABAB_ABAB))
            ])
        let repaired = try repair(damaged)
        #expect(repaired.bytes == bytes)
        #expect(try TraceReader(bytes: repaired.bytes).readAll().report.isClean)
    }

    @Test("repair renumbers around a lost record and never touches the source")
    func repairRenumbers() throws {
        var damaged = bytes
        damaged[boundaries[5] + 10] ^= 0x40
        let path = try TraceFiles.makeDirectory() + "/damaged.navtrace"
        try Data(damaged).write(to: URL(fileURLWithPath: path))
        let report = try TraceRepair.repair(path, to: path + ".fixed")
        #expect(report.skippedRegions.count == 1)
        #expect(try TraceFiles.read(path) == damaged)
        let fixed = try TraceReader.readAll(path: path + ".fixed")
        var expected = events
        expected.remove(at: 5)
        #expect(fixed.events == expected)
        #expect(fixed.records.map(\.sequence) == Array(1...UInt64(expected.count)))
        #expect(throws: TraceError.fileExists(path: path + ".fixed")) {
            try TraceRepair.repair(path, to: path + ".fixed")
        }
    }

    @Test("records of unknown skippable types are skipped; other unknown types are errors")
    func skippableRecords() throws {
        func trace(extraType: UInt8) throws -> [UInt8] {
            var file = TraceFormat.header(for: TraceFiles.manifest)
            try file.appendEventRecord(.launched, sequence: 1)
            let start = file.beginFrame(type: extraType, sequence: 2)
            file.append(contentsOf: Array("a future annotation".utf8))
            try file.finishFrame(from: start)
            try file.appendEventRecord(.windowCreated(WindowID(1)), sequence: 3)
            return file
        }
        let skippable = try TraceReader(bytes: try trace(extraType: 0x85)).readAll()
        #expect(skippable.events == [.launched, .windowCreated(WindowID(1))])
        #expect(skippable.report.ignoredRecords == 1)
        #expect(skippable.report.isClean)
        let unknown = try trace(extraType: 0x05)
        let offset = UInt64(boundaries[0] + 11)
        #expect(throws: TraceError.unknownRecordType(offset: offset, index: 1, type: 5)) {
            try TraceReader(bytes: unknown).readAll()
        }
        let salvaged = try TraceReader(bytes: unknown, mode: .salvage).readAll()
        #expect(salvaged.events == [.launched, .windowCreated(WindowID(1))])
        #expect(salvaged.report.skippedRecords.map(\.offset) == [offset])
    }

    @Test("a repeated sequence number is an error")
    func outOfSequence() throws {
        var file = TraceFormat.header(for: TraceFiles.manifest)
        try file.appendEventRecord(.launched, sequence: 1)
        try file.appendEventRecord(.launched, sequence: 1)
        #expect(throws: TraceError.outOfSequence(offset: UInt64(boundaries[0] + 11), index: 1, expected: 2, found: 1)) {
            try TraceReader(bytes: file).readAll()
        }
    }

    @Test("a newer major version is refused before anything else; a newer minor version is read")
    func versions() throws {
        var major = bytes
        major[8] = 3
        #expect(
            throws: TraceError.unsupportedVersion(
                path: "<memory>", found: TraceFormatVersion(major: 3, minor: TraceFormatVersion.current.minor),
                supported: .current)
        ) { try TraceReader(bytes: major) }

        // A 2.1 header whose manifest carries a field this reader does not know.
        var manifest: [UInt8] = []
        TraceFiles.manifest.encode(into: &manifest)
        manifest.append(contentsOf: [0x2A, 0x2A])
        var header = TraceFormat.magic
        header.appendUInt16(2)
        header.appendUInt16(1)
        header.appendUInt32(UInt32(manifest.count))
        header.append(contentsOf: manifest)
        header.appendUInt32(CRC32C.checksum(Array(header[8...])))
        let newer = try TraceReader(bytes: header + bytes[boundaries[0]...]).readAll()
        #expect(newer.version == TraceFormatVersion(major: 2, minor: 1))
        #expect(newer.manifest == TraceFiles.manifest)
        #expect(newer.events == events)
    }

    @Test("a damaged header or a file that is not a trace is a clear error")
    func headers() throws {
        var damaged = bytes
        damaged[20] ^= 1
        #expect(throws: TraceError.corruptHeader(path: "<memory>", reason: "header CRC32C mismatch")) {
            try TraceReader(bytes: damaged)
        }
        #expect(throws: TraceError.notATrace(path: "<memory>")) { try TraceReader(bytes: Array("{\"step\":1}".utf8)) }
        #expect(throws: TraceError.self) { try TraceReader(path: "/nonexistent/trace.navtrace") }
    }

    @Test("reading a large trace in small chunks gives the same records")
    func smallChunks() throws {
        let reader = try TraceReader(source: MemorySource(bytes), mode: .strict, chunkSize: 64)
        #expect(try reader.readAll().events == events)
    }

    // MARK: - Files that change size while they are read

    // A trace that shrinks or grows while it is read (`navsim check` running while the
    // file is recorded over) ends in events and a report or a typed error, never a trap.

    @Test("a file cut shorter mid-read is a torn tail at what is left", arguments: [0, 1, 3, 7, 20])
    func shrinks(afterCalls calls: Int) throws {
        for cut in stride(from: boundaries[0], to: bytes.count, by: 7) {
            for mode in [RecoveryMode.strict, .salvage] {
                let source = ChangingSource(bytes, lengthBefore: bytes.count, lengthAfter: cut, afterCalls: calls)
                let trace = try TraceReader(source: source, mode: mode, chunkSize: 64).readAll()
                #expect(Array(events.prefix(trace.events.count)) == trace.events)
                #expect(trace.report.skippedRegions.isEmpty)
                if let tail = trace.report.tailOffset {
                    #expect(trace.report.droppedTailBytes == (UInt64(cut) > tail ? UInt64(cut) - tail : 0))
                }
            }
        }
    }

    @Test("a file that grows mid-read reads as a prefix of what it became", arguments: [0, 1, 3, 7, 20])
    func grows(afterCalls calls: Int) throws {
        for cut in stride(from: boundaries[0], to: bytes.count, by: 7) {
            for mode in [RecoveryMode.strict, .salvage] {
                let source = ChangingSource(bytes, lengthBefore: cut, lengthAfter: bytes.count, afterCalls: calls)
                let trace = try TraceReader(source: source, mode: mode, chunkSize: 64).readAll()
                #expect(Array(events.prefix(trace.events.count)) == trace.events)
                #expect(trace.events.count >= boundaries.lastIndex { $0 <= cut } ?? 0)
            }
        }
    }

    /// Repairs `damaged` through files and returns the repaired bytes.
    private func repair(_ damaged: [UInt8]) throws -> (bytes: [UInt8], report: RecoveryReport) {
        let directory = try TraceFiles.makeDirectory()
        try Data(damaged).write(to: URL(fileURLWithPath: directory + "/in.navtrace"))
        let report = try TraceRepair.repair(directory + "/in.navtrace", to: directory + "/out.navtrace")
        #expect(try TraceFiles.read(directory + "/in.navtrace") == damaged)
        return (try TraceFiles.read(directory + "/out.navtrace"), report)
    }
}
