import Foundation
import NavSimCore
import Testing

@testable import NavSimJournal

@Suite("JSON Lines")
struct JSONLinesTests {
    @Test("binary → JSON Lines → binary gives the same events and the same bytes")
    func losslessFiles() throws {
        let tracePath = try TraceFiles.write(SampleEvents.all)
        let directory = try TraceFiles.makeDirectory()
        let report = try JSONLines.export(trace: tracePath, to: directory + "/trace.jsonl")
        #expect(report.isClean)
        let count = try JSONLines.importTrace(from: directory + "/trace.jsonl", to: directory + "/again.navtrace")
        #expect(count == SampleEvents.all.count)
        #expect(try TraceFiles.read(directory + "/again.navtrace") == TraceFiles.read(tracePath))
        #expect(try TraceReader.readAll(path: directory + "/again.navtrace").events == SampleEvents.all)
    }

    @Test("text round trip keeps the manifest and every event")
    func losslessText() throws {
        let text = try JSONLines.text(manifest: TraceFiles.manifest, events: SampleEvents.all)
        let parsed = try JSONLines.parse(text)
        #expect(parsed.manifest == TraceFiles.manifest)
        #expect(parsed.events == SampleEvents.all)
        #expect(try JSONLines.text(manifest: parsed.manifest, events: parsed.events) == text)
        #expect(text.split(separator: "\n").count == SampleEvents.all.count + 1)
    }

    @Test("lines are plain JSON with step, type and named fields")
    func lineShape() throws {
        let events: [NavigationEvent] = [
            .pushed(.screen(ScreenID(4)), container: ContainerID(1)),
            .lifecycle(ScreenID(4), .viewDidAppear),
            .presented(.container(ContainerID(2)), presenter: .screen(ScreenID(4)), style: .pageSheet),
            .viewModelStateChanged(ScreenID(4), state: ["b": 1, "a": [0.5, "x\n"], "z": .number(-0.0)]),
        ]
        let lines = try JSONLines.text(manifest: TraceManifest(app: "A"), events: events).split(separator: "\n")
        #expect(lines.count == 5)
        #expect(
            lines[0].hasPrefix(
                #"{"format":"navtrace","version":"\#(TraceFormatVersion.current)","app":"A","variant":"","#))
        #expect(lines[1] == #"{"step":1,"type":"pushed","screen":4,"container":1}"#)
        #expect(lines[2] == #"{"step":2,"type":"viewDidAppear","screen":4}"#)
        #expect(lines[3] == #"{"step":3,"type":"presented","controller":"k2","presenter":"s4","style":"pageSheet"}"#)
        #expect(
            lines[4]
                == #"{"step":4,"type":"viewModelStateChanged","screen":4,"state":{"a":[0.5,"x\n"],"b":1,"z":-0.0}}"#)
    }

    @Test("steps may be left out, blank lines are ignored")
    func lenientInput() throws {
        let header = try JSONLines.text(manifest: TraceManifest(app: "A"), events: [])
        let parsed = try JSONLines.parse(
            header + "\n" + #"{"type":"launched"}"# + "\n\n" + #" {"type":"windowCreated","window":1} "#)
        #expect(parsed.events == [.launched, .windowCreated(WindowID(1))])
    }

    @Test(
        "bad input is a typed error with its line number",
        arguments: [
            (#"{"type":"launched","extra":1}"#, JSONLinesProblem.unexpectedField("extra")),
            (#"{"type":"pushed","screen":4}"#, .missingField("container")),
            (#"{"type":"warped"}"#, .unknownEventType("warped")),
            (#"{"step":5,"type":"launched"}"#, .stepOutOfOrder(expected: 1, found: 5)),
            (
                #"{"type":"pushed","screen":-1,"container":1}"#,
                .invalidField("screen", expected: "an id from 0 to 4294967295")
            ),
            (
                #"{"type":"dismissed","controller":"x4"}"#,
                .invalidField("controller", expected: "a controller such as \"s4\" or \"k1\"")
            ),
            (#"[1,2]"#, .notAnObject),
            (#"{"type":"launched""#, .syntax(column: 19, message: "expected ',' or '}'")),
            (#"{"type":"launched","type":"launched"}"#, .syntax(column: 20, message: "duplicate key \"type\"")),
            (#"{"type":"userTapped","screen":1,"action":"a","argument":1e999}"#, .unrepresentableNumber),
            (#"{"type":"deepLinkOpened","url":"\ud800"}"#, .syntax(column: 39, message: "lone high surrogate")),
        ])
    func badLines(line: String, problem: JSONLinesProblem) throws {
        let header = try JSONLines.text(manifest: TraceManifest(app: "A"), events: [])
        #expect(throws: TraceError.invalidJSONLines(line: 2, problem: problem)) {
            try JSONLines.parse(header + line + "\n")
        }
    }

    @Test(
        "ids and controllers are digits without sign or leading zero",
        arguments: [
            #"{"type":"dismissed","controller":"s+1"}"#, #"{"type":"dismissed","controller":"s01"}"#,
            #"{"type":"dismissed","controller":"k-0"}"#, #"{"type":"dismissed","controller":"s"}"#,
            #"{"type":"dismissed","controller":"s 1"}"#, #"{"type":"dismissed","controller":"s4294967296"}"#,
            #"{"type":"dismissed","controller":"s١"}"#, #"{"type":"windowCreated","window":-0}"#,
            #"{"step":-0,"type":"launched"}"#,
        ])
    func strictNumbers(line: String) throws {
        let header = try JSONLines.text(manifest: TraceManifest(app: "A"), events: [])
        do {
            _ = try JSONLines.parse(header + line + "\n")
            Issue.record("accepted \(line)")
        } catch {
            guard case .invalidJSONLines(2, .invalidField) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
        }
    }

    @Test(
        "a version is MAJOR.MINOR in digits", arguments: ["+1.0", "1.+0", "01.0", "1.00", "1.0.0", " 1.0", "1", "-1.0"])
    func strictVersion(version: String) throws {
        let header = try JSONLines.text(manifest: TraceManifest(app: "A"), events: [])
            .replacingOccurrences(of: #""version":"\#(TraceFormatVersion.current)""#, with: #""version":"\#(version)""#)
        #expect(
            throws: TraceError.invalidJSONLines(line: 1, problem: .invalidField("version", expected: "\"major.minor\""))
        ) { try JSONLines.parse(header) }
    }

    @Test("a leading byte order mark is ignored, and counted in columns")
    func byteOrderMark() throws {
        let text = try JSONLines.text(manifest: TraceFiles.manifest, events: SampleEvents.everyCase)
        let parsed = try JSONLines.parse(bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8))
        #expect(parsed.events == SampleEvents.everyCase)
        #expect(
            throws: TraceError.invalidJSONLines(line: 1, problem: .syntax(column: 4, message: "unexpected character"))
        ) {
            try JSONLines.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("x\n".utf8))
        }
        // Only at the start of the file.
        let afterEvents = SampleEvents.everyCase.count + 2
        #expect(
            throws: TraceError.invalidJSONLines(
                line: afterEvents, problem: .syntax(column: 1, message: "unexpected character"))
        ) {
            try JSONLines.parse(bytes: Array(text.utf8) + [0xEF, 0xBB, 0xBF] + Array(#"{"type":"launched"}"#.utf8))
        }
    }

    @Test("invalid UTF-8 is located by line and column")
    func invalidUTF8() throws {
        let header = try JSONLines.text(manifest: TraceManifest(app: "A"), events: [])
        let line = Array(#"{"type":"deepLinkOpened","url":"é"#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect(throws: TraceError.invalidJSONLines(line: 3, problem: .invalidUTF8(column: 35))) {
            try JSONLines.parse(bytes: Array((header + "\n").utf8) + line + [0x0A])
        }
    }

    @Test("an event too large for a record is refused naming its line, whichever command reads it")
    func tooLarge() throws {
        let header = try JSONLines.text(manifest: TraceManifest(app: "A"), events: [])
        let name = String(repeating: "n", count: TraceFormat.maximumRecordLength)
        let text =
            header + #"{"type":"launched"}"# + "\n"
            + #"{"type":"coordinatorCreated","coordinator":1,"coordinatorType":"\#(name)"}"#
        let expected = TraceError.invalidJSONLines(
            line: 3,
            problem: .unstorable(
                .recordTooLarge(bytes: TraceFormat.maximumRecordLength + 8, limit: TraceFormat.maximumRecordLength)))
        #expect(throws: expected) { try JSONLines.parse(text) }
        let directory = try TraceFiles.makeDirectory()
        try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/big.jsonl"))
        #expect(throws: expected) {
            try JSONLines.importTrace(from: directory + "/big.jsonl", to: directory + "/big.navtrace")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["big.jsonl"])
    }

    @Test("a line longer than any event's line is refused before it is held whole")
    func lineTooLong() throws {
        let text = try JSONLines.text(manifest: TraceManifest(app: "A"), events: [.launched])
        let long = Array((text + String(repeating: " ", count: 5000) + "x").utf8)
        let reader = try JSONLinesReader(source: MemorySource(long), chunkSize: 64, maximumLineLength: 4096)
        #expect(try reader.next() == .launched)
        #expect(throws: TraceError.invalidJSONLines(line: 3, problem: .lineTooLong(limit: 4096))) { try reader.next() }
    }

    @Test("reading in small chunks gives the same events", arguments: [16, 17, 100])
    func smallChunks(chunkSize: Int) throws {
        let text = try JSONLines.text(manifest: TraceFiles.manifest, events: SampleEvents.all)
        let reader = try JSONLinesReader(source: MemorySource(Array(text.utf8)), chunkSize: chunkSize)
        #expect(reader.manifest == TraceFiles.manifest)
        #expect(try reader.readAll() == SampleEvents.all)
        // The last line may lack its newline.
        let trimmed = Array(text.utf8.dropLast())
        #expect(
            try JSONLinesReader(source: MemorySource(trimmed), chunkSize: chunkSize).readAll() == SampleEvents.all)
    }

    @Test("a missing header and a newer major version are refused; NaN is written as its name")
    func refusals() throws {
        #expect(throws: TraceError.invalidJSONLines(line: 1, problem: .missingHeader)) { try JSONLines.parse("\n") }
        let newer = try JSONLines.text(manifest: TraceManifest(app: "A"), events: [])
            .replacingOccurrences(of: #""version":"\#(TraceFormatVersion.current)""#, with: #""version":"3.3""#)
        #expect(
            throws: TraceError.invalidJSONLines(
                line: 1,
                problem: .unsupportedVersion(found: TraceFormatVersion(major: 3, minor: 3), supported: .current))
        ) { try JSONLines.parse(newer) }
        let nan = try JSONLines.text(
            manifest: TraceManifest(app: "A"), events: [.viewModelStateChanged(ScreenID(1), state: .number(.nan))])
        #expect(nan.hasSuffix(#"{"step":1,"type":"viewModelStateChanged","screen":1,"state":"NaN"}"# + "\n"), "\(nan)")
    }

    @Test("import refuses to overwrite a file unless told to")
    func noOverwrite() throws {
        let tracePath = try TraceFiles.write([.launched])
        let directory = try TraceFiles.makeDirectory()
        try JSONLines.export(trace: tracePath, to: directory + "/t.jsonl")
        #expect(throws: TraceError.fileExists(path: directory + "/t.jsonl")) {
            try JSONLines.export(trace: tracePath, to: directory + "/t.jsonl")
        }
        #expect(throws: TraceError.fileExists(path: tracePath)) {
            try JSONLines.importTrace(from: directory + "/t.jsonl", to: tracePath)
        }
        #expect(try JSONLines.importTrace(from: directory + "/t.jsonl", to: tracePath, replaceExisting: true) == 1)
    }
}
