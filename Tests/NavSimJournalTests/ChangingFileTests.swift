import NavSimCore
import Testing

@testable import NavSimJournal

/// A trace that shrinks or grows while it is read (`navsim check` running while the file
/// is recorded over) ends in events and a report or a typed error, never a trap.
@Suite("Files that change size while they are read")
struct ChangingFileTests {
    let events = SampleEvents.session(count: 30) + SampleEvents.everyCase
    let bytes: [UInt8]
    let boundaries: [Int]

    init() throws {
        bytes = try TraceFiles.bytes(of: events)
        boundaries = try TraceFiles.recordBoundaries(bytes)
    }

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
}
