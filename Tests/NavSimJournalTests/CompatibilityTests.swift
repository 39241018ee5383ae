import Foundation
import NavSimCore
import Testing

@testable import NavSimJournal

/// Every later version of NavSim must read the sample traces of format 1.0 in
/// `Tests/NavSimJournalTests/Fixtures/`, which are committed. They hold ``SampleEvents/all`` with the test
/// manifest; run with `NAVSIM_RECORD_COMPAT=1` to write them again, which is only right
/// when the 1.0 encoding itself was wrong.
@Suite("Backward compatibility", .serialized)
struct CompatibilityTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path
    static let binary = directory + "/v1-sample.navtrace"
    static let jsonLines = directory + "/v1-sample.jsonl"

    init() throws {
        guard ProcessInfo.processInfo.environment["NAVSIM_RECORD_COMPAT"] == "1" else { return }
        let writer = try TraceWriter(
            creating: Self.binary, manifest: TraceFiles.manifest, policy: .never, replaceExisting: true)
        for event in SampleEvents.all { try writer.append(event) }
        try writer.close()
        try JSONLines.export(trace: Self.binary, to: Self.jsonLines, replaceExisting: true)
    }

    @Test("the 1.0 binary sample reads to its exact events")
    func binarySample() throws {
        let trace = try TraceReader.readAll(path: Self.binary)
        #expect(trace.version == TraceFormatVersion(major: 1, minor: 0))
        #expect(trace.manifest == Self.manifestOfFormat10)
        #expect(trace.events == SampleEvents.all)
        #expect(trace.records.map(\.sequence) == Array(1...UInt64(SampleEvents.all.count)))
        #expect(trace.report.isClean)
    }

    @Test("the 1.0 JSON Lines sample reads to the same events")
    func jsonLinesSample() throws {
        let text = String(decoding: try TraceFiles.read(Self.jsonLines), as: UTF8.self)
        let parsed = try JSONLines.parse(text)
        #expect(parsed.manifest == Self.manifestOfFormat10)
        #expect(parsed.events == SampleEvents.all)
    }

    @Test("the writer writes each 1.0 sample record as 1.0 did, with only presented's UIKit style appended")
    func sameRecords() throws {
        #expect(TraceFormatVersion.current == TraceFormatVersion(major: 1, minor: 0))
        let bytes = try TraceFiles.read(Self.binary)
        let records = try TraceReader.readAll(path: Self.binary).records
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
        let directory = try TraceFiles.makeDirectory()
        try JSONLines.importTrace(from: Self.jsonLines, to: directory + "/imported.navtrace")
        #expect(try TraceReader.readAll(path: directory + "/imported.navtrace").events == SampleEvents.all)
    }

    /// The manifest of the samples: the test manifest with format 1.0's event type table
    /// (codes 1 to 39, every type at version 1).
    static var manifestOfFormat10: TraceManifest {
        var manifest = TraceFiles.manifest
        manifest.eventTypes = TraceEventType.current.filter { $0.code <= 39 }.map {
            TraceEventType(code: $0.code, name: $0.name, version: 1)
        }
        return manifest
    }
}
