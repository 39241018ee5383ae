import Foundation
import NavSimCore
import Testing

@testable import NavSimJournal

/// Every later version of NavSim must read the sample traces of each format version in
/// `Tests/NavSimJournalTests/Fixtures/`, which are committed: format 1.0's hold
/// ``SampleEvents/originalFormat``, format 1.1's ``SampleEvents/format11``, format 1.2's
/// ``SampleEvents/format12``, format 1.3's ``SampleEvents/format13``, format 1.4's
/// ``SampleEvents/format14``, format 1.5's ``SampleEvents/format15``, format 1.6's
/// ``SampleEvents/format16``, format 1.7's ``SampleEvents/format17``, format 1.8's
/// ``SampleEvents/format18``, the current format's (1.9) ``SampleEvents/all``, each with
/// the test manifest and the event types of its version. Run with `NAVSIM_RECORD_COMPAT=1`
/// to write the current version's samples again, which is only right while that version
/// is unreleased or when its encoding itself was wrong.
@Suite("Backward compatibility", .serialized)
struct CompatibilityTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path
    static let originalBinary = directory + "/v1-sample.navtrace"
    static let originalJSONLines = directory + "/v1-sample.jsonl"
    static let format11Binary = directory + "/v1.1-sample.navtrace"
    static let format11JSONLines = directory + "/v1.1-sample.jsonl"
    static let format12Binary = directory + "/v1.2-sample.navtrace"
    static let format12JSONLines = directory + "/v1.2-sample.jsonl"
    static let format13Binary = directory + "/v1.3-sample.navtrace"
    static let format13JSONLines = directory + "/v1.3-sample.jsonl"
    static let format14Binary = directory + "/v1.4-sample.navtrace"
    static let format14JSONLines = directory + "/v1.4-sample.jsonl"
    static let format15Binary = directory + "/v1.5-sample.navtrace"
    static let format15JSONLines = directory + "/v1.5-sample.jsonl"
    static let format16Binary = directory + "/v1.6-sample.navtrace"
    static let format16JSONLines = directory + "/v1.6-sample.jsonl"
    static let format17Binary = directory + "/v1.7-sample.navtrace"
    static let format17JSONLines = directory + "/v1.7-sample.jsonl"
    static let format18Binary = directory + "/v1.8-sample.navtrace"
    static let format18JSONLines = directory + "/v1.8-sample.jsonl"
    static let binary = directory + "/v1.9-sample.navtrace"
    static let jsonLines = directory + "/v1.9-sample.jsonl"
    /// The event types of format 1.8: codes 1 to 88.
    static let format18EventTypes = TraceEventType.current.filter { $0.code <= 88 }
    /// The event types of format 1.7: codes 1 to 86.
    static let format17EventTypes = TraceEventType.current.filter { $0.code <= 86 }
    /// The event types of format 1.6: codes 1 to 83.
    static let format16EventTypes = TraceEventType.current.filter { $0.code <= 83 }
    /// The event types of format 1.5: codes 1 to 82.
    static let format15EventTypes = TraceEventType.current.filter { $0.code <= 82 }
    /// The event types of format 1.4: those of 1.5, the stack events at version 1.
    static let format14EventTypes = format15EventTypes.map { type in
        ["pushed", "popped", "poppedTo", "stackReplaced"].contains(type.name)
            ? TraceEventType(code: type.code, name: type.name, version: 1) : type
    }
    /// The event types of format 1.3: codes 1 to 81.
    static let format13EventTypes = format14EventTypes.filter { $0.code <= 81 }
    /// The event types of format 1.2: codes 1 to 71.
    static let format12EventTypes = format14EventTypes.filter { $0.code <= 71 }
    /// The event types of format 1.1: codes 1 to 60.
    static let format11EventTypes = format14EventTypes.filter { $0.code <= 60 }
    /// The event types of format 1.0: codes 1 to 39.
    static let originalEventTypes = TraceEventType.current.filter { $0.code <= 39 }.map {
        TraceEventType(code: $0.code, name: $0.name, version: 1)
    }

    init() throws {
        guard ProcessInfo.processInfo.environment["NAVSIM_RECORD_COMPAT"] == "1" else { return }
        let writer = try TraceWriter(
            creating: Self.binary, manifest: TraceFiles.manifest, policy: .never, replaceExisting: true)
        for event in SampleEvents.all { try writer.append(event) }
        try writer.close()
        try JSONLines.export(trace: Self.binary, to: Self.jsonLines, replaceExisting: true)
    }

    @Test("the 1.0 binary sample reads to its exact events")
    func originalBinarySample() throws {
        let trace = try TraceReader.readAll(path: Self.originalBinary)
        #expect(trace.version == TraceFormatVersion(major: 1, minor: 0))
        #expect(trace.manifest.app == TraceFiles.manifest.app && trace.manifest.variant == TraceFiles.manifest.variant)
        #expect(trace.manifest.eventTypes == Self.originalEventTypes)
        #expect(trace.events == SampleEvents.originalFormat)
        #expect(trace.records.map(\.sequence) == Array(1...UInt64(SampleEvents.originalFormat.count)))
        #expect(trace.report.isClean)
    }

    @Test("the 1.0 JSON Lines sample reads to the same events")
    func originalJSONLinesSample() throws {
        let text = String(decoding: try TraceFiles.read(Self.originalJSONLines), as: UTF8.self)
        let parsed = try JSONLines.parse(text)
        #expect(parsed.manifest.eventTypes == Self.originalEventTypes)
        #expect(parsed.events == SampleEvents.originalFormat)
    }

    @Test("the 1.1 samples read to their exact events")
    func format11Samples() throws {
        let trace = try TraceReader.readAll(path: Self.format11Binary)
        #expect(trace.version == TraceFormatVersion(major: 1, minor: 1))
        #expect(trace.manifest.eventTypes == Self.format11EventTypes)
        #expect(!trace.manifest.recordsRunLoop)
        #expect(trace.events == SampleEvents.format11)
        #expect(trace.report.isClean)
        let parsed = try JSONLines.parse(String(decoding: try TraceFiles.read(Self.format11JSONLines), as: UTF8.self))
        #expect(parsed.manifest.eventTypes == Self.format11EventTypes)
        #expect(parsed.events == SampleEvents.format11)
    }

    @Test("the 1.2 samples read to their exact events")
    func format12Samples() throws {
        let trace = try TraceReader.readAll(path: Self.format12Binary)
        #expect(trace.version == TraceFormatVersion(major: 1, minor: 2))
        #expect(trace.manifest.eventTypes == Self.format12EventTypes)
        #expect(trace.manifest.recordsRunLoop)
        #expect(trace.events == SampleEvents.format12)
        #expect(trace.report.isClean)
        let parsed = try JSONLines.parse(String(decoding: try TraceFiles.read(Self.format12JSONLines), as: UTF8.self))
        #expect(parsed.manifest.eventTypes == Self.format12EventTypes)
        #expect(parsed.events == SampleEvents.format12)
    }

    @Test("the 1.3 samples read to their exact events")
    func format13Samples() throws {
        let trace = try TraceReader.readAll(path: Self.format13Binary)
        #expect(trace.version == TraceFormatVersion(major: 1, minor: 3))
        #expect(trace.manifest.eventTypes == Self.format13EventTypes)
        #expect(trace.events == SampleEvents.format13)
        #expect(trace.report.isClean)
        let parsed = try JSONLines.parse(String(decoding: try TraceFiles.read(Self.format13JSONLines), as: UTF8.self))
        #expect(parsed.manifest.eventTypes == Self.format13EventTypes)
        #expect(parsed.events == SampleEvents.format13)
    }

    @Test("the 1.4 samples read to their exact events")
    func format14Samples() throws {
        let trace = try TraceReader.readAll(path: Self.format14Binary)
        #expect(trace.version == TraceFormatVersion(major: 1, minor: 4))
        #expect(trace.manifest.eventTypes == Self.format14EventTypes)
        #expect(trace.events == SampleEvents.format14)
        #expect(trace.report.isClean)
        let parsed = try JSONLines.parse(String(decoding: try TraceFiles.read(Self.format14JSONLines), as: UTF8.self))
        #expect(parsed.manifest.eventTypes == Self.format14EventTypes)
        #expect(parsed.events == SampleEvents.format14)
    }

    @Test("the 1.5 samples read to their exact events")
    func format15Samples() throws {
        let trace = try TraceReader.readAll(path: Self.format15Binary)
        #expect(trace.version == TraceFormatVersion(major: 1, minor: 5))
        #expect(trace.manifest.eventTypes == Self.format15EventTypes)
        #expect(trace.events == SampleEvents.format15)
        #expect(trace.report.isClean)
        let parsed = try JSONLines.parse(String(decoding: try TraceFiles.read(Self.format15JSONLines), as: UTF8.self))
        #expect(parsed.manifest.eventTypes == Self.format15EventTypes)
        #expect(parsed.events == SampleEvents.format15)
    }

    @Test("the 1.6 samples read to their exact events")
    func format16Samples() throws {
        let trace = try TraceReader.readAll(path: Self.format16Binary)
        #expect(trace.version == TraceFormatVersion(major: 1, minor: 6))
        #expect(trace.manifest.eventTypes == Self.format16EventTypes)
        #expect(trace.events == SampleEvents.format16)
        #expect(trace.report.isClean)
        let parsed = try JSONLines.parse(String(decoding: try TraceFiles.read(Self.format16JSONLines), as: UTF8.self))
        #expect(parsed.manifest.eventTypes == Self.format16EventTypes)
        #expect(parsed.events == SampleEvents.format16)
    }

    @Test("the 1.7 samples read to their exact events")
    func format17Samples() throws {
        let trace = try TraceReader.readAll(path: Self.format17Binary)
        #expect(trace.version == TraceFormatVersion(major: 1, minor: 7))
        #expect(trace.manifest.eventTypes == Self.format17EventTypes)
        #expect(trace.events == SampleEvents.format17)
        #expect(trace.report.isClean)
        let parsed = try JSONLines.parse(String(decoding: try TraceFiles.read(Self.format17JSONLines), as: UTF8.self))
        #expect(parsed.manifest.eventTypes == Self.format17EventTypes)
        #expect(parsed.events == SampleEvents.format17)
    }

    @Test("the 1.8 samples read to their exact events")
    func format18Samples() throws {
        let trace = try TraceReader.readAll(path: Self.format18Binary)
        #expect(trace.version == TraceFormatVersion(major: 1, minor: 8))
        #expect(trace.manifest.eventTypes == Self.format18EventTypes)
        #expect(trace.events == SampleEvents.format18)
        #expect(trace.report.isClean)
        let parsed = try JSONLines.parse(String(decoding: try TraceFiles.read(Self.format18JSONLines), as: UTF8.self))
        #expect(parsed.manifest.eventTypes == Self.format18EventTypes)
        #expect(parsed.events == SampleEvents.format18)
    }

    @Test("the 1.9 samples read to their exact events")
    func currentSamples() throws {
        let trace = try TraceReader.readAll(path: Self.binary)
        #expect(trace.version == TraceFormatVersion(major: 1, minor: 9))
        #expect(trace.manifest.recordsRunLoop)
        #expect(trace.manifest == TraceFiles.manifest)
        #expect(trace.events == SampleEvents.all)
        #expect(trace.report.isClean)
        let parsed = try JSONLines.parse(String(decoding: try TraceFiles.read(Self.jsonLines), as: UTF8.self))
        #expect(parsed.manifest == TraceFiles.manifest)
        #expect(parsed.events == SampleEvents.all)
    }

    @Test("while the format is 1.9 the writer reproduces its samples byte for byte")
    func sameBytes() throws {
        #expect(TraceFormatVersion.current == TraceFormatVersion(major: 1, minor: 9))
        #expect(try TraceFiles.bytes(of: SampleEvents.all) == TraceFiles.read(Self.binary))
        let directory = try TraceFiles.makeDirectory()
        try JSONLines.importTrace(from: Self.jsonLines, to: directory + "/imported.navtrace")
        #expect(try TraceFiles.read(directory + "/imported.navtrace") == TraceFiles.read(Self.binary))
    }

    @Test("the writer writes each 1.0 sample record as 1.0 did, with only presented's UIKit style appended")
    func sameRecords() throws {
        let bytes = try TraceFiles.read(Self.originalBinary)
        let records = try TraceReader.readAll(path: Self.originalBinary).records
        for (index, record) in records.enumerated() {
            let start = Int(record.offset)
            let end = index + 1 < records.count ? Int(records[index + 1].offset) : bytes.count
            // A frame is its checksum (4 bytes), its length (4 bytes), then the record.
            let old = Array(bytes[(start + 8)..<end])
            var frame: [UInt8] = []
            try frame.appendEventRecord(record.event, sequence: record.sequence)
            if case .presented(_, _, let style) = record.event {
                #expect(Array(frame[8...]) == old + [style.wireCode], "\(record.event)")
            } else {
                #expect(frame == Array(bytes[start..<end]), "\(record.event)")
            }
        }
    }
}
