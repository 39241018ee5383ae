import NavSimCore
import Testing

@testable import NavSimJournal

/// `pendingWorkHeld` (code 93, format 2.1) on the wire and in JSON Lines, and a damaged one.
@Suite("pendingWorkHeld on the wire")
struct PendingWorkHeldWireTests {
    private let event = NavigationEvent.pendingWorkHeld(
        coordinators: [CoordinatorID(1)], screens: [ScreenID(4), ScreenID(300)])

    @Test("its payload is code 93, then each list's count and ids")
    func payload() throws {
        var bytes: [UInt8] = []
        try event.encode(into: &bytes)
        #expect(bytes == [93, 1, 1, 2, 4, 0xAC, 0x02])
        #expect(
            try bytes.withUnsafeBytes { buffer in
                var reader = ByteReader(buffer)
                return try NavigationEvent.decode(from: &reader)
            } == event)
    }

    @Test("its JSON Lines form names the ids by number")
    func jsonLines() throws {
        let text = try JSONLines.text(manifest: TraceFiles.manifest, events: [.launched, event])
        #expect(
            text.split(separator: "\n").last
                == #"{"step":2,"type":"pendingWorkHeld","coordinators":[1],"screens":[4,300]}"#)
        #expect(try JSONLines.parse(text).events == [.launched, event])
    }

    @Test("a cut-short payload is a malformed record in strict mode, skipped when salvaging")
    func truncated() throws {
        var bytes = try TraceFiles.bytes(of: [.launched])
        // Two coordinators announced, one given: the count runs past the payload.
        let start = bytes.beginFrame(type: TraceFormat.RecordType.event.rawValue, sequence: 2)
        bytes += [93, 2, 1]
        try bytes.finishFrame(from: start)
        try bytes.appendEventRecord(.animationsEnded, sequence: 3)
        #expect(throws: TraceError.malformedRecord(offset: UInt64(start), index: 1, problem: .truncated)) {
            try TraceReader(bytes: bytes).readAll()
        }
        let salvaged = try TraceReader(bytes: bytes, mode: .salvage).readAll()
        #expect(salvaged.events == [.launched, .animationsEnded])
        #expect(salvaged.report.skippedRecords.map(\.offset) == [UInt64(start)])
    }
}
