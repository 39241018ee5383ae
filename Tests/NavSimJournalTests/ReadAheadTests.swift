import NavSimCore
import Testing

@testable import NavSimJournal

/// Reading on a second thread gives exactly what the reader gives on this one: the same
/// events in order, the same error after the same events, the same report.
@Suite("Reading ahead on a second thread")
struct ReadAheadTests {
    /// `count` events that fold: a launch, a window, then deep links.
    static func events(_ count: Int) -> [NavigationEvent] {
        [.launched, .windowCreated(WindowID(1))] + (2..<count).map { .deepLinkOpened(url: "app://\($0)") }
    }

    /// Everything `ReadAhead` gives, then the error it ends with, if any.
    static func drain(_ events: ReadAhead) -> ([NavigationEvent], TraceError?) {
        var read: [NavigationEvent] = []
        do {
            while let event = try events.next() { read.append(event) }
        } catch {
            return (read, error)
        }
        return (read, nil)
    }

    @Test("the same events in order, across batch boundaries", arguments: [1, 2, 7, 4096])
    func sameEvents(batchSize: Int) throws {
        let events = Self.events(1_000)
        let ahead = ReadAhead(try TraceReader(bytes: try TraceFiles.bytes(of: events)), batchSize: batchSize)
        let (read, failure) = Self.drain(ahead)
        #expect(read == events)
        #expect(failure == nil)
        #expect(try ahead.next() == nil)
        #expect(ahead.report.isClean)
    }

    @Test("damage throws after every event before it, then again on every call")
    func damage() throws {
        let events = Self.events(50)
        var bytes = try TraceFiles.bytes(of: events)
        let boundaries = try TraceFiles.recordBoundaries(bytes)
        // Corrupt record 20's body; valid records follow, so strict reading fails there.
        bytes[boundaries[20] + 10] ^= 0xFF
        let plain = try TraceReader(bytes: bytes)
        var expected: [NavigationEvent] = []
        var expectedError: TraceError?
        do {
            while let record = try plain.next() { expected.append(record.event) }
        } catch {
            expectedError = error
        }
        let ahead = ReadAhead(try TraceReader(bytes: bytes), batchSize: 8)
        let (read, failure) = Self.drain(ahead)
        #expect(read == expected)
        #expect(read.count == 20)
        #expect(failure != nil)
        #expect(failure == expectedError)
        let again = Self.drain(ahead)
        #expect(again.0.isEmpty)
        #expect(again.1 == expectedError)
    }

    @Test("a torn tail is in the report once the events are read")
    func tornTail() throws {
        let bytes = try TraceFiles.bytes(of: Self.events(30))
        let torn = Array(bytes.dropLast(3))
        let ahead = ReadAhead(try TraceReader(bytes: torn), batchSize: 4)
        let (read, failure) = Self.drain(ahead)
        #expect(read == Array(Self.events(29)))
        #expect(failure == nil)
        let plain = try TraceReader(bytes: torn).readAll()
        #expect(ahead.report == plain.report)
        #expect(ahead.report.droppedTailBytes > 0)
    }

    @Test("dropped early, it stops its thread")
    func droppedEarly() throws {
        let bytes = try TraceFiles.bytes(of: Self.events(5_000))
        for _ in 0..<20 {
            let ahead = ReadAhead(try TraceReader(bytes: bytes), batchSize: 16)
            #expect(try ahead.next() == .launched)
        }
    }
}
