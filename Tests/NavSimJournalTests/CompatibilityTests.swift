import Foundation
import NavSimCore
import Testing

@testable import NavSimJournal

/// Every later version of NavSim must read the sample traces of each format version in
/// `Tests/NavSimJournalTests/Fixtures/`, which are committed: ``samples`` lists each
/// version's files with the events and event types they hold, and one parameterized test
/// reads them all. Run with `NAVSIM_RECORD_COMPAT=1` to write the current version's samples
/// again, which is only right while that version is unreleased or when its encoding itself
/// was wrong.
@Suite("Backward compatibility", .serialized)
struct CompatibilityTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path
    static let binary = directory + "/v2.1-sample.navtrace"
    static let jsonLines = directory + "/v2.1-sample.jsonl"
    /// The current event types whose codes are at most `last`.
    static func eventTypes(upTo last: UInt64) -> [TraceEventType] { TraceEventType.current.filter { $0.code <= last } }
    /// The event types of format 1.5: codes 1 to 82.
    static let format15EventTypes = eventTypes(upTo: 82)
    /// The event types of format 1.4: those of 1.5, the stack events at version 1.
    static let format14EventTypes = format15EventTypes.map { type in
        ["pushed", "popped", "poppedTo", "stackReplaced"].contains(type.name)
            ? TraceEventType(code: type.code, name: type.name, version: 1) : type
    }
    /// The event types of format 1.0: codes 1 to 39.
    static let originalEventTypes = TraceEventType.current.filter { $0.code <= 39 }.map {
        TraceEventType(code: $0.code, name: $0.name, version: 1)
    }

    /// Every format version's committed samples, oldest first, with the events and event
    /// types they hold.
    static let samples: [FormatSample] = [
        FormatSample(minor: 0, file: "v1", events: SampleEvents.originalFormat, eventTypes: originalEventTypes),
        FormatSample(minor: 1, events: SampleEvents.format11, eventTypes: format14EventTypes.filter { $0.code <= 60 }),
        FormatSample(minor: 2, events: SampleEvents.format12, eventTypes: format14EventTypes.filter { $0.code <= 71 }),
        FormatSample(minor: 3, events: SampleEvents.format13, eventTypes: format14EventTypes.filter { $0.code <= 81 }),
        FormatSample(minor: 4, events: SampleEvents.format14, eventTypes: format14EventTypes),
        FormatSample(minor: 5, events: SampleEvents.format15, eventTypes: format15EventTypes),
        FormatSample(minor: 6, events: SampleEvents.format16, eventTypes: eventTypes(upTo: 83)),
        FormatSample(minor: 7, events: SampleEvents.format17, eventTypes: eventTypes(upTo: 86)),
        FormatSample(minor: 8, events: SampleEvents.format18, eventTypes: eventTypes(upTo: 88)),
        FormatSample(minor: 9, events: SampleEvents.format19, eventTypes: eventTypes(upTo: 90)),
        FormatSample(major: 2, minor: 0, events: SampleEvents.format20, eventTypes: eventTypes(upTo: 92)),
        FormatSample(major: 2, minor: 1, events: SampleEvents.all, eventTypes: TraceFiles.manifest.eventTypes),
    ]

    init() throws {
        guard ProcessInfo.processInfo.environment["NAVSIM_RECORD_COMPAT"] == "1" else { return }
        let writer = try TraceWriter(
            creating: Self.binary, manifest: TraceFiles.manifest, policy: .never, replaceExisting: true)
        for event in SampleEvents.all { try writer.append(event) }
        try writer.close()
        try JSONLines.export(trace: Self.binary, to: Self.jsonLines, replaceExisting: true)
    }

    @Test("each format's samples read to their exact events", arguments: samples)
    func samplesRead(_ sample: FormatSample) throws {
        let trace = try TraceReader.readAll(path: sample.binary)
        #expect(trace.version == sample.version)
        #expect(trace.manifest.app == TraceFiles.manifest.app && trace.manifest.variant == TraceFiles.manifest.variant)
        #expect(trace.manifest.eventTypes == sample.eventTypes)
        #expect(trace.manifest.recordsRunLoop == (sample.version >= TraceFormatVersion(major: 1, minor: 2)))
        if sample.version == TraceFormatVersion.current { #expect(trace.manifest == TraceFiles.manifest) }
        #expect(trace.events == sample.events)
        #expect(trace.records.map(\.sequence) == Array(1...UInt64(sample.events.count)))
        #expect(trace.report.isClean)
        let parsed = try JSONLines.parse(String(decoding: try TraceFiles.read(sample.jsonLines), as: UTF8.self))
        #expect(parsed.manifest.eventTypes == sample.eventTypes)
        #expect(parsed.events == sample.events)
    }

    @Test("while the format is 2.1 the writer reproduces its samples byte for byte")
    func sameBytes() throws {
        #expect(TraceFormatVersion.current == TraceFormatVersion(major: 2, minor: 1))
        #expect(try TraceFiles.bytes(of: SampleEvents.all) == TraceFiles.read(Self.binary))
        let directory = try TraceFiles.makeDirectory()
        try JSONLines.importTrace(from: Self.jsonLines, to: directory + "/imported.navtrace")
        #expect(try TraceFiles.read(directory + "/imported.navtrace") == TraceFiles.read(Self.binary))
    }

    @Test("a session NavSim recorded in format 1.9 reads and folds in 2.0")
    func session19Folds() throws {
        let trace = try TraceReader.readAll(path: Self.directory + "/v1.9-session-login-weakParent.navtrace")
        #expect(trace.version == TraceFormatVersion(major: 1, minor: 9))
        #expect(trace.report.isClean)
        #expect(trace.events.first == .launched)
        var state = NavigationState()
        for event in trace.events { try state.apply(event) }
        #expect(state.step == trace.events.count)
        #expect(state.screens.values.allSatisfy { $0.embeddedContainers.isEmpty })
    }

    @Test("the writer writes each 1.0 sample record as 1.0 did, with only presented's UIKit style appended")
    func sameRecords() throws {
        let bytes = try TraceFiles.read(CompatibilityTests.samples[0].binary)
        let records = try TraceReader.readAll(path: CompatibilityTests.samples[0].binary).records
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

/// One format version's committed samples (`vM.N-sample.navtrace` and `.jsonl`).
struct FormatSample: Sendable, CustomTestStringConvertible {
    let version: TraceFormatVersion
    /// The samples' file name before `-sample`.
    let file: String
    let events: [NavigationEvent]
    let eventTypes: [TraceEventType]

    init(
        major: UInt16 = 1, minor: UInt16, file: String? = nil, events: [NavigationEvent],
        eventTypes: [TraceEventType]
    ) {
        version = TraceFormatVersion(major: major, minor: minor)
        self.file = file ?? "v\(major).\(minor)"
        self.events = events
        self.eventTypes = eventTypes
    }

    var binary: String { CompatibilityTests.directory + "/\(file)-sample.navtrace" }
    var jsonLines: String { CompatibilityTests.directory + "/\(file)-sample.jsonl" }

    var testDescription: String { "format \(version)" }
}
