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
        #expect(trace.manifest == TraceFiles.manifest)
        #expect(trace.events == SampleEvents.all)
        #expect(trace.records.map(\.sequence) == Array(1...UInt64(SampleEvents.all.count)))
        #expect(trace.report.isClean)
    }

    @Test("the 1.0 JSON Lines sample reads to the same events")
    func jsonLinesSample() throws {
        let text = String(decoding: try TraceFiles.read(Self.jsonLines), as: UTF8.self)
        let parsed = try JSONLines.parse(text)
        #expect(parsed.manifest == TraceFiles.manifest)
        #expect(parsed.events == SampleEvents.all)
    }

    @Test("while the format is 1.0 the writer reproduces the sample byte for byte")
    func sameBytes() throws {
        #expect(TraceFormatVersion.current == TraceFormatVersion(major: 1, minor: 0))
        #expect(try TraceFiles.bytes(of: SampleEvents.all) == TraceFiles.read(Self.binary))
        let directory = try TraceFiles.makeDirectory()
        try JSONLines.importTrace(from: Self.jsonLines, to: directory + "/imported.navtrace")
        #expect(try TraceFiles.read(directory + "/imported.navtrace") == TraceFiles.read(Self.binary))
    }
}
