import Foundation
import Testing

@testable import NavSimJournal

@Suite("Paths as bytes")
struct SystemPathTests {
    /// Byte strings at the edges of UTF-8: valid and invalid sequences, truncated ones,
    /// overlong forms, surrogates, code points past U+10FFFF, and the code points that carry
    /// bytes (U+10FF80 to U+10FFFF) written as themselves.
    static let edges: [[UInt8]] = [
        Array("Traces/children.navtrace".utf8), Array("caf".utf8) + [0xE9] + Array(".navtrace".utf8),
        [0xC3, 0xA9], [0xC3], [0xE2, 0x82], [0xE2, 0x82, 0xAC], [0xC0, 0x80], [0xED, 0xA0, 0x80],
        [0xF4, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBE, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF],
        [0xF4, 0x8F, 0xBD, 0xBF], [0xF4, 0x8F], [0xFF, 0xFE], [0x61, 0xF4, 0x8F, 0xBE, 0x80, 0xE9],
    ]

    @Test("every byte string of one or two bytes decodes to a string that gives its bytes back")
    func everyShortByteStringRoundTrips() {
        var failures: [[UInt8]] = []
        for first in UInt8(1)...UInt8.max {
            if SystemPath.bytes(of: SystemPath.string(decoding: [first])) != [first] { failures.append([first]) }
            for second in UInt8(1)...UInt8.max {
                let bytes = [first, second]
                if SystemPath.bytes(of: SystemPath.string(decoding: bytes)) != bytes { failures.append(bytes) }
            }
        }
        #expect(failures.isEmpty)
    }

    @Test("byte strings at the edges of UTF-8 round-trip, and no two decode to one string")
    func edgesRoundTripAndStayApart() {
        let strings = Self.edges.map { SystemPath.string(decoding: $0) }
        #expect(strings.map { SystemPath.bytes(of: $0) } == Self.edges)
        #expect(Set(strings).count == Self.edges.count)
        // Valid UTF-8 outside the carriers' range is itself.
        #expect(strings[0] == "Traces/children.navtrace")
        #expect(strings[2] == "é" && strings[5] == "€")
        #expect(SystemPath.string(decoding: Array("\u{10FF7F}".utf8)) == "\u{10FF7F}")
    }

    @Test("a C string gives the system the bytes a path was decoded from")
    func cStringsAreTheBytes() {
        for bytes in Self.edges {
            let path = SystemPath.string(decoding: bytes)
            let passed = SystemPath.withCString(path) { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }
            #expect(passed.map { UInt8(bitPattern: $0) } == bytes)
        }
    }

    @Test("messages show each byte that is not UTF-8 as \\x and two hex digits")
    func escaped() {
        #expect(SystemPath.escaped(SystemPath.string(decoding: Self.edges[1])) == "caf\\xe9.navtrace")
        #expect(SystemPath.escaped(SystemPath.string(decoding: Self.edges[9])) == "\\xf4\\x8f\\xbe\\x80")
        #expect(SystemPath.escaped("café.navtrace") == "café.navtrace")
    }

    @Test("a file whose name is not UTF-8 is created and read by that name")
    func aFileByItsBytes() throws {
        let directory = try TraceFiles.makeDirectory()
        let name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".navtrace".utf8)
        let path = directory + "/" + SystemPath.string(decoding: name)
        let writer = try TraceWriter(creating: path, manifest: TraceFiles.manifest, policy: .never)
        try writer.append(.launched)
        try writer.close()
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(names.count == 1)
        #expect(try TraceReader.readAll(path: path).events == [.launched])
        // The name on disk is those bytes.
        let raw = (Array(directory.utf8) + [UInt8(ascii: "/")] + name + [0]).map { CChar(bitPattern: $0) }
        var info = stat()
        #expect(stat(raw, &info) == 0)
    }
}
