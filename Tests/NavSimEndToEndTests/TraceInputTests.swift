import Foundation
import NavSimTestSupport
import Testing

/// Traces at the edges of the format, run through every command that reads traces: each
/// is readable by all of them, or refused by all of them with the same line.
@Suite struct TraceInputTests {
    @Test func everyFileUnderTracesPassesCheck() throws {
        let folder = repositoryRoot.appendingPathComponent("Traces")
        let files = try #require(FileManager.default.subpaths(atPath: folder.path)).filter { !$0.hasPrefix(".") }
        #expect(files.count >= 2)
        for file in files {
            let path = folder.appendingPathComponent(file).path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                continue
            }
            let run = try navsim("check", path)
            #expect([0, 1].contains(run.status), "\(file): \(run.error)")
        }
    }

    @Test func anEmptyTraceIsAValidTrace() throws {
        let folder = try temporaryFolder()
        let jsonl = folder.appendingPathComponent("empty.jsonl").path
        try Data(try headerLine().utf8 + [0x0A]).write(to: URL(fileURLWithPath: jsonl))
        let binary = folder.appendingPathComponent("empty.navtrace").path
        #expect(try navsim("convert", jsonl, "--output", binary).status == 0)
        for path in [jsonl, binary] {
            let log = try navsim("log", path)
            #expect(log.status == 0, "\(log.error)")
            #expect(log.output.isEmpty)
            #expect(try navsim("log", path, "--from", "2").status == 2)
            let check = try navsim("check", path)
            #expect(check.status == 0, "\(check.error)")
            for (command, run) in try readingRuns(path, in: folder) {
                #expect([0, 1].contains(run.status), "\(command) \(path): \(run.error)")
                #expect(run.error.isEmpty || run.status == 1, "\(command) \(path): \(run.error)")
            }
        }
    }

    @Test func whatSalvageWritesEveryCommandReads() throws {
        let folder = try temporaryFolder()
        var bytes = [UInt8](
            try Data(contentsOf: repositoryRoot.appendingPathComponent("Traces/login-explore.navtrace")))
        // Damage a tap in the middle: its event is lost, the state stays consistent.
        let taps = records(of: bytes).filter { $0.code == 2 }
        let tap = taps[taps.count / 2]
        bytes[tap.offset + 12] ^= 0x40
        let damaged = folder.appendingPathComponent("damaged.navtrace").path
        try Data(bytes).write(to: URL(fileURLWithPath: damaged))
        #expect(try navsim("check", damaged).status == 2)
        for name in ["salvaged.jsonl", "salvaged.navtrace"] {
            let output = folder.appendingPathComponent(name).path
            let convert = try navsim("convert", damaged, "--salvage", "--output", output)
            #expect(convert.status == 0, "\(convert.error)")
            #expect(convert.output.contains("renumbered the"), "\(convert.output)")
            let check = try navsim("check", output)
            #expect([0, 1].contains(check.status), "\(name): \(check.error)")
            for (command, run) in try readingRuns(output, in: folder) {
                #expect([0, 1].contains(run.status), "\(command) \(name): \(run.error)")
            }
        }
        let jsonl = try String(contentsOfFile: folder.appendingPathComponent("salvaged.jsonl").path, encoding: .utf8)
        let steps = jsonl.split(separator: "\n").dropFirst().map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["step"] as? Int
        }
        #expect(steps == Array(1...steps.count))
    }

    @Test func twoTracesConcatenatedAreDamageAtTheSecondHeader() throws {
        let folder = try temporaryFolder()
        let first = try Data(contentsOf: repositoryRoot.appendingPathComponent("Traces/welcome-seed.navtrace"))
        let second = try Data(contentsOf: repositoryRoot.appendingPathComponent("Traces/welcome-fixed.navtrace"))
        let both = folder.appendingPathComponent("both.navtrace").path
        try (first + second).write(to: URL(fileURLWithPath: both))
        let check = try navsim("check", both)
        #expect(check.status == 2)
        #expect(check.error.contains("byte offset \(first.count)"), "\(check.error)")
        #expect(check.error.contains("another trace's header"), "\(check.error)")
        let appended = folder.appendingPathComponent("appended.navtrace").path
        try (first + second.prefix(40)).write(to: URL(fileURLWithPath: appended))
        #expect(try navsim("check", appended).status == 2)
        let salvaged = folder.appendingPathComponent("salvaged.navtrace").path
        let convert = try navsim("convert", both, "--salvage", "--output", salvaged)
        #expect(convert.status == 0, "\(convert.error)")
        #expect(convert.output.contains("another trace's header at byte offset \(first.count)"), "\(convert.output)")
        #expect(try navsim("log", salvaged).status == 0)
    }

    @Test func aRecordAfterTheLargestSequenceNumberIsNoCrash() throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("r.navtrace").path
        let hex =
            "894e41565452430a01000000050000000000000000fa8978a63f96b347030000000101015f21c35d0c00000001ffffffffffffffffff0101d1a6f66003000000010301"
        let bytes = stride(from: 0, to: hex.count, by: 2).map { index -> UInt8 in
            let start = hex.index(hex.startIndex, offsetBy: index)
            return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16) ?? 0
        }
        try Data(bytes).write(to: URL(fileURLWithPath: trace))
        let check = try navsim("check", trace)
        #expect(check.status == 2)
        #expect(check.error.contains("sequence number 18446744073709551615, expected 2"))
        for name in ["r.jsonl", "r2.navtrace"] {
            let output = folder.appendingPathComponent(name).path
            let convert = try navsim("convert", trace, "--salvage", "--output", output)
            #expect(convert.status == 0, "\(convert.error)")
            #expect(try navsim("log", output).output.split(separator: "\n").count == 2)
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "r.jsonl", "r.navtrace", "r2.navtrace",
            ])
    }

    @Test func checkAndConvertAgreeOnJSONLines() throws {
        let folder = try temporaryFolder()
        let original = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Traces/welcome-seed.jsonl"), encoding: .utf8)
        let bom = folder.appendingPathComponent("bom.jsonl").path
        try Data([0xEF, 0xBB, 0xBF] + Array(original.utf8)).write(to: URL(fileURLWithPath: bom))
        let plain = folder.appendingPathComponent("plain.jsonl").path
        try Data(original.utf8).write(to: URL(fileURLWithPath: plain))
        let checkPlain = try navsim("check", plain)
        let checkBOM = try navsim("check", bom)
        #expect([0, 1].contains(checkBOM.status))
        #expect(checkBOM.status == checkPlain.status)
        #expect(checkBOM.output == checkPlain.output)
        #expect(try navsim("convert", bom, "--output", folder.appendingPathComponent("bom.navtrace").path).status == 0)

        let header = try headerLine()
        let invalid =
            Array(header.utf8) + [0x0A] + Array(#"{"type":"deepLinkOpened","url":"a"#.utf8) + [0xFF, 0x22, 0x7D]
        let badUTF8 = folder.appendingPathComponent("utf8.jsonl").path
        try Data(invalid).write(to: URL(fileURLWithPath: badUTF8))
        try expectSameRefusal(badUTF8, in: folder, naming: "line 2: invalid UTF-8 at column 34")

        let name = String(repeating: "n", count: 1 << 24)
        let large =
            header + "\n" + #"{"type":"coordinatorCreated","coordinator":1,"coordinatorType":"\#(name)"}"# + "\n"
        let tooLarge = folder.appendingPathComponent("large.jsonl").path
        try Data(large.utf8).write(to: URL(fileURLWithPath: tooLarge))
        try expectSameRefusal(tooLarge, in: folder, naming: "line 2: the event cannot be stored in a trace")
    }

    @Test func aCoordinatorCannotBeItsOwnChild() throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("cycle.jsonl").path
        let lines = [
            try headerLine(), #"{"type":"launched"}"#,
            #"{"type":"coordinatorCreated","coordinator":1,"coordinatorType":"A"}"#,
            #"{"type":"childAdded","coordinator":1,"parent":1}"#,
        ]
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: trace))
        let check = try navsim("check", trace)
        #expect(check.status == 2)
        #expect(check.error.contains("step 3: impossible childAdded: c1 cannot be its own child"), "\(check.error)")
    }

    // MARK: - Helpers

    /// Expects `check` and `convert` to refuse `path` with status 2 and the same message.
    private func expectSameRefusal(_ path: String, in folder: URL, naming text: String) throws {
        let check = try navsim("check", path)
        let convert = try navsim("convert", path, "--output", folder.appendingPathComponent("out.navtrace").path)
        #expect(check.status == 2)
        #expect(convert.status == 2)
        #expect(check.error.contains(text), "\(check.error)")
        #expect(check.error == convert.error)
    }

    /// The header line of a sample JSON Lines trace.
    private func headerLine() throws -> String {
        let text = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Traces/welcome-seed.jsonl"), encoding: .utf8)
        return String(text.prefix { $0 != "\n" })
    }

    /// Each command that reads `path`, run on it.
    private func readingRuns(_ path: String, in folder: URL) throws -> [(String, Run)] {
        let output = { (name: String) in folder.appendingPathComponent("\(UUID().uuidString)-\(name)").path }
        let other = path.hasSuffix(".jsonl") ? output("converted.navtrace") : output("converted.jsonl")
        return [
            ("log --json", try navsim("log", path, "--json")),
            ("replay", try navsim("replay", path)),
            ("replay --json", try navsim("replay", path, "--json")),
            ("export --hierarchy", try navsim("export", path, "--hierarchy", "--output", output("h.dot"))),
            ("export --flow", try navsim("export", path, "--flow", "--output", output("f.dot"))),
            ("diff", try navsim("diff", path, path)),
            ("verify", try navsim("verify", path)),
            ("convert", try navsim("convert", path, "--output", other)),
        ]
    }

    /// The byte offset and event code of every record of a binary trace.
    private func records(of bytes: [UInt8]) -> [(offset: Int, code: UInt8)] {
        func word(_ at: Int) -> Int {
            Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
        }
        var offset = 16 + word(12) + 4
        var found: [(offset: Int, code: UInt8)] = []
        while offset + 8 <= bytes.count {
            // The body: type, sequence number (a varint), event code.
            var code = offset + 9
            while bytes[code] & 0x80 != 0 { code += 1 }
            found.append((offset, bytes[code + 1]))
            offset += 8 + word(offset + 4)
        }
        return found
    }
}
