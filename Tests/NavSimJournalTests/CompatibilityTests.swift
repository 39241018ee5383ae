import Foundation
import NavSimCore
import Testing

@testable import NavSimJournal

/// Every later version of NavSim must read the sample traces of format 1.0 in
/// `Tests/NavSimJournalTests/Fixtures/`, which are committed. They hold
/// ``SampleEvents/version1Samples`` with the test manifest and 1.0's event type table; run with `NAVSIM_RECORD_COMPAT=1` to write them again, which is only right
/// when the 1.0 encoding itself was wrong.
@Suite("Backward compatibility", .serialized)
struct CompatibilityTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path
    static let binary = directory + "/v1-sample.navtrace"
    static let jsonLines = directory + "/v1-sample.jsonl"
    /// The test manifest with format 1.0's event type table (codes 1 to 39): event types
    /// added later take new codes, which the samples do not list.
    static let manifest: TraceManifest = {
        var manifest = TraceFiles.manifest
        manifest.eventTypes = TraceEventType.current.filter { $0.code <= 39 }
        return manifest
    }()

    init() throws {
        guard ProcessInfo.processInfo.environment["NAVSIM_RECORD_COMPAT"] == "1" else { return }
        let writer = try TraceWriter(
            creating: Self.binary, manifest: Self.manifest, policy: .never, replaceExisting: true)
        for event in SampleEvents.version1Samples { try writer.append(event) }
        try writer.close()
        try JSONLines.export(trace: Self.binary, to: Self.jsonLines, replaceExisting: true)
    }

    @Test("the 1.0 binary sample reads to its exact events")
    func binarySample() throws {
        let trace = try TraceReader.readAll(path: Self.binary)
        #expect(trace.version == TraceFormatVersion(major: 1, minor: 0))
        #expect(trace.manifest == Self.manifest)
        #expect(trace.events == SampleEvents.version1Samples)
        #expect(trace.records.map(\.sequence) == Array(1...UInt64(SampleEvents.version1Samples.count)))
        #expect(trace.report.isClean)
    }

    @Test("the 1.0 JSON Lines sample reads to the same events")
    func jsonLinesSample() throws {
        let text = String(decoding: try TraceFiles.read(Self.jsonLines), as: UTF8.self)
        let parsed = try JSONLines.parse(text)
        #expect(parsed.manifest == Self.manifest)
        #expect(parsed.events == SampleEvents.version1Samples)
    }

    @Test("while the format is 1.0 the writer reproduces the sample byte for byte")
    func sameBytes() throws {
        #expect(TraceFormatVersion.current == TraceFormatVersion(major: 1, minor: 0))
        let path = try TraceFiles.makeDirectory() + "/written.navtrace"
        let writer = try TraceWriter(creating: path, manifest: Self.manifest, policy: .never)
        for event in SampleEvents.version1Samples { try writer.append(event) }
        try writer.close()
        #expect(try TraceFiles.read(path) == TraceFiles.read(Self.binary))
        let directory = try TraceFiles.makeDirectory()
        try JSONLines.importTrace(from: Self.jsonLines, to: directory + "/imported.navtrace")
        #expect(try TraceFiles.read(directory + "/imported.navtrace") == TraceFiles.read(Self.binary))
    }
}
