import Foundation
import NavSimCore
import NavSimTestSupport
import Testing

@testable import NavSimJournal

/// A binary trace whose JSON holds NaN or an infinity (tag 4 allows the bits; NavSim's own
/// writer writes them as strings): every command holds them as the strings `"NaN"`,
/// `"Infinity"` and `"-Infinity"`, and so every command agrees (docs/trace-format.md §2.1).
@Suite struct NonFiniteNumberTests {
    /// The events of the forged trace: a screen whose state holds `progress` and a tap whose
    /// argument is a number, both 0.5 until ``forgedTrace(in:)`` rewrites them.
    static let events: [NavigationEvent] = [
        .launched, .windowCreated(WindowID(1)),
        .screenCreated(ScreenID(1), name: "Progress", owner: nil, state: ["progress": 0.5, "limit": 0.5]),
        .windowRootSet(WindowID(1), root: .screen(ScreenID(1))), .lifecycle(ScreenID(1), .viewDidLoad),
        .lifecycle(ScreenID(1), .viewWillAppear), .lifecycle(ScreenID(1), .viewDidAppear),
        .userTapped(screen: ScreenID(1), action: "slide", argument: 0.5),
        .viewModelStateChanged(ScreenID(1), state: ["progress": 0.5, "limit": 0.5]),
    ]

    /// Writes ``events`` as a binary trace and turns its 0.5s into NaN, +∞ and −∞ in turn,
    /// refreshing the checksum of each frame it changes, as another writer could have.
    static func forgedTrace(in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("nonfinite.navtrace").path
        let writer = try TraceWriter(creating: path, manifest: TraceManifest(app: "progress"), policy: .never)
        var frameEnds = [try size(of: path)]
        for event in events {
            try writer.append(event)
            try writer.sync()
            frameEnds.append(try size(of: path))
        }
        try writer.close()
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let half: [UInt8] = [4] + withUnsafeBytes(of: (0.5).bitPattern.littleEndian, Array.init)
        let replacements = [Double.nan, .infinity, -.infinity].map {
            [4] + withUnsafeBytes(of: $0.bitPattern.littleEndian, Array.init)
        }
        var replaced = 0
        for (start, end) in zip(frameEnds, frameEnds.dropFirst()) {
            var changed = false
            var index = start
            while index + half.count <= end {
                if Array(bytes[index..<(index + half.count)]) == half {
                    bytes.replaceSubrange(index..<(index + half.count), with: replacements[replaced % 3])
                    replaced += 1
                    changed = true
                }
                index += 1
            }
            guard changed else { continue }
            let checksum = CRC32C.checksum(Array(bytes[(start + 4)..<end]))
            bytes.replaceSubrange(start..<(start + 4), with: withUnsafeBytes(of: checksum.littleEndian, Array.init))
        }
        #expect(replaced == 5)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private static func size(of path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }

    @Test func diffFindsAFileEqualToItsCopy() throws {
        let folder = try temporaryFolder()
        let path = try Self.forgedTrace(in: folder)
        let copy = folder.appendingPathComponent("copy.navtrace").path
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let diff = try navsim("diff", path, copy)
        #expect(diff.status == 0, "\(diff.output)\(diff.error)")
    }

    @Test func logShowsTheNamesNotNull() throws {
        let path = try Self.forgedTrace(in: try temporaryFolder())
        let log = try navsim("log", path)
        #expect(log.status == 0, "\(log.error)")
        let lines = log.output.split(separator: "\n")
        #expect(lines.count == Self.events.count)
        #expect(lines[2].contains(#"{"limit":"NaN","progress":"Infinity"}"#), "\(lines[2])")
        #expect(lines[7].contains(#""-Infinity""#), "\(lines[7])")
        #expect(lines[8].contains(#"{"limit":"NaN","progress":"Infinity"}"#), "\(lines[8])")
        #expect(!log.output.contains(":null"))
    }

    @Test func logJSONWritesEveryEventAsJSON() throws {
        let path = try Self.forgedTrace(in: try temporaryFolder())
        let log = try navsim("log", path, "--json")
        #expect(log.status == 0, "\(log.error)")
        let lines = log.output.split(separator: "\n")
        #expect(lines.count == Self.events.count)
        for line in lines {
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(line.utf8)) }
        }
        #expect(lines.last?.contains(#""state":{"limit":"NaN","progress":"Infinity"}"#) == true, "\(log.output)")
    }

    @Test func convertWritesJSONLinesThatComeBackTheSame() throws {
        let folder = try temporaryFolder()
        let path = try Self.forgedTrace(in: folder)
        let jsonl = folder.appendingPathComponent("t.jsonl").path
        let converted = try navsim("convert", path, "--output", jsonl)
        #expect(converted.status == 0, "\(converted.error)")
        let text = try String(contentsOfFile: jsonl, encoding: .utf8)
        #expect(text.split(separator: "\n").count == Self.events.count + 1)
        #expect(text.contains(#""argument":"-Infinity""#))
        let back = folder.appendingPathComponent("back.navtrace").path
        #expect(try navsim("convert", jsonl, "--output", back).status == 0)
        let diff = try navsim("diff", path, back)
        #expect(diff.status == 0, "\(diff.output)\(diff.error)")
    }

    @Test func testFromWritesStringLiteralsSwiftCanCompile() throws {
        let path = try Self.forgedTrace(in: try temporaryFolder())
        let run = try navsim("test-from", path)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains(#"argument: "-Infinity""#), "\(run.output)")
        let words = run.output.split { !$0.isLetter && $0 != "-" }
        #expect(!words.contains { ["nan", "inf", "-inf"].contains($0) }, "\(run.output)")
    }
}
