import Foundation
import NavSimJournal
import NavSimTestSupport
import Testing

/// File names that are not UTF-8 (any bytes but `/` and NUL make a name) are read and
/// written by those very bytes, as arguments, directory entries and lines of a list; every
/// message shows them escaped (`\xe9`), never raw.
@Suite struct FileNameBytesTests {
    /// What a run printed, as bytes.
    struct RawRun {
        let status: Int32
        let output: [UInt8]
        let error: [UInt8]

        /// Standard output as text, when it is UTF-8.
        var outputText: String? { String(validating: output, as: UTF8.self) }
        /// Standard error as text, when it is UTF-8.
        var errorText: String? { String(validating: error, as: UTF8.self) }
    }

    /// `café.navtrace` in Latin-1: the byte E9 alone is not UTF-8.
    static let latin1: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".navtrace".utf8)

    /// Runs navsim in `folder` with arguments given as bytes (a shell's `printf` makes them).
    private func navsim(bytes arguments: [[UInt8]], in folder: URL) throws -> RawRun {
        let words = arguments.map { word in
            "\"$(printf '" + word.map { "\\" + String($0, radix: 8) }.joined() + "')\""
        }
        let run = try runBytes(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", "exec \"$0\" " + words.joined(separator: " "), try navsimExecutable().path],
            in: folder)
        return RawRun(status: run.status, output: Array(run.output), error: Array(run.error))
    }

    /// The names in `folder` as the system has them, sorted.
    private func rawNames(in folder: URL) throws -> [[UInt8]] {
        let directory = try #require(opendir(folder.path))
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = SystemPath.name(ofEntry: entry)
            if name != Array(".".utf8), name != Array("..".utf8) { names.append(name) }
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// Records the login scenario in `folder` and gives the trace the name `bytes` (in
    /// `subfolder`), made by the system, not by navsim.
    private func recordTrace(in folder: URL, named bytes: [UInt8], subfolder: String = "") throws {
        let trace = folder.appendingPathComponent("t.navtrace").path
        let record = try NavSimEndToEndTests.navsim(
            "record", "login", "--scenario", scenarioPath("login-navigator"), "--output", trace)
        #expect(record.status == 0)
        let target = Array(folder.appendingPathComponent(subfolder).path.utf8) + [UInt8(ascii: "/")] + bytes + [0]
        #expect(rename(trace, target.map { CChar(bitPattern: $0) }) == 0)
    }

    /// `check --json` names such a trace as messages do, `caf\xe9`, and stays JSON.
    @Test func checkJSONNamesATraceThatIsNotUTF8AsMessagesDo() throws {
        let folder = try temporaryFolder()
        try recordTrace(in: folder, named: Self.latin1)
        for arguments in [[Self.latin1], [Array(".".utf8)]] {
            let run = try navsim(bytes: [Array("check".utf8), Array("--json".utf8)] + arguments, in: folder)
            #expect(run.status == 0, "\(run.errorText ?? "")")
            let report = try JSONSerialization.jsonObject(with: Data(run.output))
            let object = (report as? [String: Any]) ?? (report as? [[String: Any]])?.first
            #expect((object?["trace"] as? String)?.hasSuffix(#"caf\xe9.navtrace"#) == true, "\(report)")
        }
    }

    @Test func aTraceNamedInBytesThatAreNotUTF8IsReadAndWrittenByThem() throws {
        let folder = try temporaryFolder()
        try recordTrace(in: folder, named: Self.latin1)
        let jsonl = Array("caf".utf8) + [0xE9] + Array(".jsonl".utf8)
        for command in [["check"], ["log"], ["replay"], ["verify"], ["convert", "--output"]] {
            let arguments = [Array(command[0].utf8), Self.latin1] + command.dropFirst().map { Array($0.utf8) }
            let run = try navsim(bytes: command.count > 1 ? arguments + [jsonl] : arguments, in: folder)
            #expect(run.status == 0, "\(command): \(run.errorText ?? "")")
            #expect(run.error.isEmpty, "\(command): \(run.errorText ?? "not UTF-8")")
            #expect(run.outputText != nil, "\(command) printed bytes that are not UTF-8")
        }
        #expect(try rawNames(in: folder) == [jsonl, Self.latin1].sorted { $0.lexicographicallyPrecedes($1) })
        // Written by those bytes, and named in messages escaped.
        let recorded = Array("r".utf8) + [0xE9, 0xFF] + Array(".navtrace".utf8)
        let record = try navsim(
            bytes: ["record", "login", "--explore", "3", "--output"].map { Array($0.utf8) } + [recorded], in: folder)
        #expect(record.status == 0, "\(record.errorText ?? "")")
        #expect(record.outputText?.contains("of login/navigator to r\\xe9\\xff.navtrace") == true)
        #expect(try rawNames(in: folder).contains(recorded))
    }

    @Test func aDirectoryAndAListReadSuchATraceAsAnyOther() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("traces"), withIntermediateDirectories: false)
        try recordTrace(in: folder, named: Self.latin1, subfolder: "traces")
        let list = folder.appendingPathComponent("list.txt")
        try Data(Array("traces/".utf8) + Self.latin1 + [0x0A]).write(to: list)
        for arguments in [["check", "traces"], ["check", "--from-list", "list.txt"]] {
            let run = try navsim(bytes: arguments.map { Array($0.utf8) }, in: folder)
            #expect(run.status == 0, "\(arguments): \(run.errorText ?? "")")
            #expect(run.outputText == "checked 1 trace, 43 events: 0 with findings, 0 damaged\n", "\(arguments)")
        }
        let flow = try navsim(
            bytes: ["export", "traces", "--flow", "--format", "dot", "--output", "flow.dot"].map { Array($0.utf8) },
            in: folder)
        #expect(flow.status == 0, "\(flow.errorText ?? "")")
    }

    @Test func aMissingFileNamedInSuchBytesIsNamedEscaped() throws {
        let folder = try temporaryFolder()
        for command in [["check"], ["log"], ["view", "--output=x.html"]] {
            let arguments = [Array(command[0].utf8), Self.latin1] + command.dropFirst().map { Array($0.utf8) }
            let run = try navsim(bytes: arguments, in: folder)
            #expect(run.status == 2)
            #expect(
                run.errorText == "navsim: cannot read caf\\xe9.navtrace: No such file or directory\n",
                "\(command): \(run.errorText ?? "not UTF-8")")
        }
    }
}
