import Foundation
import NavSimCore
import Synchronization
import Testing

@testable import NavSimJournal

@Suite("Trace writer")
struct WriterTests {
    @Test("a second writer of the same file is refused while the first holds it")
    func secondWriter() throws {
        let path = try TraceFiles.makeDirectory() + "/t.navtrace"
        let first = try TraceWriter(creating: path, manifest: TraceFiles.manifest, policy: .never)
        try first.append(.launched)
        #expect(throws: TraceError.fileExists(path: path)) {
            try TraceWriter(creating: path, manifest: TraceFiles.manifest)
        }
        #expect(throws: TraceError.locked(path: path)) {
            try TraceWriter(creating: path, manifest: TraceFiles.manifest, replaceExisting: true)
        }
        try first.append(.windowCreated(WindowID(1)))
        try first.close()
        #expect(try TraceReader.readAll(path: path).events == [.launched, .windowCreated(WindowID(1))])

        let second = try TraceWriter(creating: path, manifest: TraceFiles.manifest, replaceExisting: true)
        try second.append(.crashed(reason: "again", coordinator: nil))
        try second.close()
        #expect(try TraceReader.readAll(path: path).events == [.crashed(reason: "again", coordinator: nil)])
    }

    @Test("replacing a trace gives its name a new file: another hard link to the old one keeps it")
    func replacingKeepsOtherLinks() throws {
        let directory = try TraceFiles.makeDirectory()
        let path = directory + "/t.navtrace"
        let other = directory + "/other.navtrace"
        let old = try TraceWriter(creating: path, manifest: TraceFiles.manifest, policy: .never)
        try old.append(.launched)
        try old.close()
        #expect(link(path, other) == 0)
        let writer = try TraceWriter(creating: path, manifest: TraceFiles.manifest, replaceExisting: true)
        try writer.append(.crashed(reason: "new", coordinator: nil))
        try writer.close()
        #expect(try TraceReader.readAll(path: other).events == [.launched])
        #expect(try TraceReader.readAll(path: path).events == [.crashed(reason: "new", coordinator: nil)])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["other.navtrace", "t.navtrace"])
    }

    @Test("always syncs every event before append returns")
    func always() throws {
        let path = try TraceFiles.makeDirectory() + "/t.navtrace"
        let writer = try TraceWriter(creating: path, manifest: TraceFiles.manifest, policy: .always)
        for (index, event) in SampleEvents.everyCase.prefix(5).enumerated() {
            try writer.append(event)
            #expect(writer.durableSequence == UInt64(index + 1))
            #expect(try TraceReader.readAll(path: path).events == Array(SampleEvents.everyCase.prefix(index + 1)))
        }
        try writer.close()
    }

    @Test("batch commits by count and by time on an injected clock")
    func batch() throws {
        let now = Mutex<UInt64>(0)
        let clock = MonotonicClock { now.withLock { $0 } }
        let path = try TraceFiles.makeDirectory() + "/t.navtrace"
        let writer = try TraceWriter(
            creating: path, manifest: TraceFiles.manifest, policy: .batch(count: 3, milliseconds: 10), clock: clock)
        try writer.append(.launched)
        try writer.append(.launched)
        #expect(writer.durableSequence == 0)
        #expect(try TraceReader.readAll(path: path).events.isEmpty)
        try writer.append(.launched)
        #expect(writer.durableSequence == 3)
        #expect(try TraceReader.readAll(path: path).events.count == 3)

        try writer.append(.launched)
        now.withLock { $0 += 9_999_999 }
        try writer.append(.launched)
        #expect(writer.durableSequence == 3)
        now.withLock { $0 += 1 }
        try writer.append(.launched)
        #expect(writer.durableSequence == 6)
        try writer.append(.launched)
        try writer.close()
        #expect(try TraceReader.readAll(path: path).events.count == 7)
    }

    @Test("never writes when the buffer fills and at close")
    func never() throws {
        let path = try TraceFiles.makeDirectory() + "/t.navtrace"
        let writer = try TraceWriter(
            creating: path, manifest: TraceFiles.manifest, policy: .never, bufferCapacity: 4096)
        let events = SampleEvents.session(count: 2000)
        for event in events { try writer.append(event) }
        #expect(writer.durableSequence == 0)
        let partial = try TraceReader.readAll(path: path)
        #expect(partial.events.count > 0)
        #expect(partial.events == Array(events.prefix(partial.events.count)))
        try writer.close()
        #expect(try TraceReader.readAll(path: path).events == events)
    }

    @Test("a closed writer refuses events, and closing twice is harmless")
    func closed() throws {
        let path = try TraceFiles.makeDirectory() + "/t.navtrace"
        let writer = try TraceWriter(creating: path, manifest: TraceFiles.manifest)
        try writer.close()
        try writer.close()
        #expect(throws: TraceError.writerClosed) { try writer.append(.launched) }
    }

    @Test("a writer is an EventSink")
    func eventSink() throws {
        let path = try TraceFiles.makeDirectory() + "/t.navtrace"
        let sink: any EventSink = try TraceWriter(creating: path, manifest: TraceFiles.manifest, policy: .never)
        try sink.append(.launched)
        try (sink as? TraceWriter)?.close()
        #expect(try TraceReader.readAll(path: path).events == [.launched])
    }
}
