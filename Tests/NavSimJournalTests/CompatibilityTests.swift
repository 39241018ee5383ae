import Foundation
import NavSimCore
import Testing

@testable import NavSimJournal

/// Every later version of NavSim must read the sample traces of each format version in
/// `Tests/NavSimJournalTests/Fixtures/`, which are committed: format 1.0's hold
/// ``SampleEvents/originalFormat``, the current format's (1.1) ``SampleEvents/all``, each with
/// the test manifest and the event types of its version. Run with `NAVSIM_RECORD_COMPAT=1`
/// to write the current version's samples again, which is only right while that version
/// is unreleased or when its encoding itself was wrong.
@Suite("Backward compatibility", .serialized)
struct CompatibilityTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path
    static let originalBinary = directory + "/v1-sample.navtrace"
    static let originalJSONLines = directory + "/v1-sample.jsonl"
    static let binary = directory + "/v1.1-sample.navtrace"
    static let jsonLines = directory + "/v1.1-sample.jsonl"
    /// The event types of format 1.0: codes 1 to 39.
    static let originalEventTypes = TraceEventType.current.filter { $0.code <= 39 }

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
    func currentSamples() throws {
        let trace = try TraceReader.readAll(path: Self.binary)
        #expect(trace.version == TraceFormatVersion(major: 1, minor: 1))
        #expect(trace.manifest == TraceFiles.manifest)
        #expect(trace.events == SampleEvents.all)
        #expect(trace.report.isClean)
        let parsed = try JSONLines.parse(String(decoding: try TraceFiles.read(Self.jsonLines), as: UTF8.self))
        #expect(parsed.manifest == TraceFiles.manifest)
        #expect(parsed.events == SampleEvents.all)
    }

    @Test("while the format is 1.1 the writer reproduces its samples byte for byte")
    func sameBytes() throws {
        #expect(TraceFormatVersion.current == TraceFormatVersion(major: 1, minor: 1))
        #expect(try TraceFiles.bytes(of: SampleEvents.all) == TraceFiles.read(Self.binary))
        let directory = try TraceFiles.makeDirectory()
        try JSONLines.importTrace(from: Self.jsonLines, to: directory + "/imported.navtrace")
        #expect(try TraceFiles.read(directory + "/imported.navtrace") == TraceFiles.read(Self.binary))
    }
}
