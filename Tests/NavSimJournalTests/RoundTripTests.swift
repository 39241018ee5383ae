import Foundation
import NavSimCore
import Testing

@testable import NavSimJournal

@Suite("Binary round trips")
struct RoundTripTests {
    @Test("every event case and hostile string survives writing and reading")
    func everyCase() throws {
        let path = try TraceFiles.write(SampleEvents.all)
        let trace = try TraceReader.readAll(path: path)
        #expect(trace.events == SampleEvents.all)
        #expect(trace.records.map(\.sequence) == Array(1...UInt64(SampleEvents.all.count)))
        #expect(trace.manifest == TraceFiles.manifest)
        #expect(trace.version == .current)
        #expect(trace.report.isClean)
        #expect(trace.report.droppedTailBytes == 0)
    }

    @Test("the same events give byte-identical files")
    func deterministic() throws {
        #expect(try TraceFiles.bytes(of: SampleEvents.all) == TraceFiles.bytes(of: SampleEvents.all))
    }

    @Test("every event type in the table is the event's kind")
    func typeNames() {
        for event in SampleEvents.everyCase {
            #expect(event.eventType.name == event.kind)
        }
        #expect(Set((SampleEvents.everyCase).map(\.eventType)) == Set(EventType.allCases))
    }

    @Test("a record frame has exactly the documented bytes")
    func frameBytes() throws {
        var bytes: [UInt8] = []
        try bytes.appendEventRecord(.pushed(.screen(ScreenID(4)), container: ContainerID(1)), sequence: 2)
        #expect(bytes == [0xB7, 0x59, 0x90, 0x0B, 0x05, 0x00, 0x00, 0x00, 0x01, 0x02, 0x16, 0x04, 0x01])
        var value: [UInt8] = []
        try JSONValue.object(["b": .number(-1), "a": [true, .number(0.5)]]).encode(into: &value)
        #expect(value == [7, 2, 1, 0x61, 6, 2, 2, 4, 0, 0, 0, 0, 0, 0, 0xE0, 0x3F, 1, 0x62, 3, 1])
    }

    /// A writer writes NaN and the infinities as the strings naming them; a reader that
    /// finds them as eight-byte numbers (another writer's) reads the same strings.
    @Test("non-finite numbers are strings on the wire", arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbers(number: Double) throws {
        let name = JSONValue.nonFiniteName(number) ?? ""
        var written: [UInt8] = []
        try JSONValue.number(number).encode(into: &written)
        var expected: [UInt8] = []
        try JSONValue.string(name).encode(into: &expected)
        #expect(written == expected)
        let forged: [UInt8] = [4] + withUnsafeBytes(of: number.bitPattern.littleEndian, Array.init)
        let read = try forged.withUnsafeBytes { buffer in
            var reader = ByteReader(buffer)
            return try JSONValue.decode(from: &reader)
        }
        #expect(read == .string(name))
    }

    @Test("CRC32C matches the published check value")
    func checkValue() {
        #expect(CRC32C.checksum(Array("123456789".utf8)) == 0xE306_9283)
        #expect(CRC32C.checksum([]) == 0)
        let long = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let split = long.withUnsafeBytes { bytes in
            CRC32C.update(
                CRC32C.checksum(UnsafeRawBufferPointer(rebasing: bytes[..<333])),
                with: UnsafeRawBufferPointer(rebasing: bytes[333...]))
        }
        #expect(split == CRC32C.checksum(long))
        #expect(CRC32C.checksum([UInt8](repeating: 0, count: 32)) == 0x8A91_36AA)
    }

    @Test("the hardware CRC32C equals the software one on every tail length and alignment")
    func hardwareChecksum() {
        var random = SplitMix64(seed: 5)
        let bytes = (0..<4200).map { _ in UInt8.random(in: 0...255, using: &random) }
        bytes.withUnsafeBytes { all in
            for start in 0..<9 {
                for count in Array(0...17) + [63, 64, 65, 4096, 4191 - start] {
                    let slice = UnsafeRawBufferPointer(rebasing: all[start..<(start + count)])
                    let seed = UInt32(truncatingIfNeeded: start &* 0x9E37_79B9)
                    #expect(CRC32C.update(seed, with: slice) == CRC32C.softwareUpdate(seed, with: slice))
                }
            }
        }
        #expect(CRC32C.softwareUpdate(0, with: UnsafeRawBufferPointer(start: nil, count: 0)) == 0)
    }

    @Test("counting frames checks every checksum without decoding")
    func countFrames() throws {
        let events: [NavigationEvent] = [.launched, .windowCreated(WindowID(1)), .deepLinkOpened(url: "a://b")]
        let path = try TraceFiles.write(events)
        #expect(try TraceReader(path: path).countFrames() == events.count)
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let trace = try TraceReader.readAll(path: path)
        // Damage the second record's body, a valid record following it.
        bytes[Int(trace.records[1].offset) + 9] ^= 0xFF
        #expect(throws: TraceError.self) { try TraceReader(bytes: bytes).countFrames() }
    }

    @Test("an empty trace has its manifest and no events")
    func empty() throws {
        let trace = try TraceReader.readAll(path: try TraceFiles.write([]))
        #expect(trace.events.isEmpty)
        #expect(trace.manifest.eventTypes == TraceEventType.current)
        #expect(trace.report.isClean)
    }

    @Test("JSON nested too deep is refused and nothing is written")
    func tooDeep() throws {
        var value: JSONValue = 1
        for _ in 0...TraceFormat.maximumNestingDepth { value = [value] }
        let path = try TraceFiles.makeDirectory() + "/deep.navtrace"
        let writer = try TraceWriter(creating: path, manifest: TraceFiles.manifest, policy: .never)
        #expect(throws: TraceError.unencodableEvent(problem: .nestingTooDeep(limit: TraceFormat.maximumNestingDepth))) {
            try writer.append(.viewModelStateChanged(ScreenID(1), state: value))
        }
        try writer.append(.launched)
        try writer.close()
        let trace = try TraceReader.readAll(path: path)
        #expect(trace.records == [TraceRecord(sequence: 1, offset: trace.records.first?.offset ?? 0, event: .launched)])
    }
}
