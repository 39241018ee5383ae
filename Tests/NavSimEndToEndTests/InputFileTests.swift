import Foundation
import NavSimTestSupport
import Testing

/// What an input path can name besides a regular file, and how to make one.
enum SpecialFile: String, CaseIterable, CustomTestStringConvertible {
    case directory, fifo, pipe, device, socket

    var testDescription: String { rawValue }

    /// How the one error line describes it.
    var kind: String {
        switch self {
        case .directory: "a directory"
        case .fifo, .pipe: "a FIFO (a pipe)"
        case .device: "a character device"
        case .socket: "a socket"
        }
    }

    /// Makes one at `path` (for a pipe, a link to `/dev/stdin`): the standard input to
    /// give with it.
    func make(at path: String) throws -> FileHandle? {
        switch self {
        case .directory:
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        case .fifo:
            #expect(mkfifo(path, 0o644) == 0)
        case .pipe:
            let pipe = Pipe()
            try pipe.fileHandleForWriting.close()
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/stdin")
            return pipe.fileHandleForReading
        case .device:
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        case .socket:
            try bindSocket(at: path)
        }
        return nil
    }
}

/// Binds a Unix domain socket at `path`; the socket stays open for the test process's life.
private func bindSocket(at path: String) throws {
    #if canImport(Glibc)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #else
        let fd = socket(AF_UNIX, SOCK_STREAM, 0)
    #endif
    try #require(fd >= 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8) + [0]
    try #require(bytes.count <= MemoryLayout.size(ofValue: address.sun_path))
    withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
    let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
    }
    try #require(bound == 0)
}

/// Every way a command reads a file it is given.
enum Reading: String, CaseIterable, CustomTestStringConvertible {
    case check, checkJSONLines, replay, log, verify, diff, exportHierarchy, exportFlow, convert, convertJSONLines
    case recordScenario, exploreTexts

    var testDescription: String { rawValue }

    /// Whether the command searches a directory it is given for traces (see ManyTracesTests)
    /// rather than refusing it.
    var searchesDirectories: Bool { [.check, .checkJSONLines, .exportFlow].contains(self) }

    /// The input's file name: its extension chooses how it is read.
    var inputName: String { [.checkJSONLines, .convertJSONLines].contains(self) ? "in.jsonl" : "in.navtrace" }

    /// The arguments, with `input` in place, `trace` a good trace and `folder` for outputs.
    func arguments(input: String, trace: String, folder: URL) -> [String] {
        let out = { folder.appendingPathComponent($0).path }
        return switch self {
        case .check, .checkJSONLines: ["check", input]
        case .replay: ["replay", input]
        case .log: ["log", input]
        case .verify: ["verify", input]
        case .diff: ["diff", trace, input]
        case .exportHierarchy: ["export", input, "--hierarchy", "--output", out("h.svg")]
        case .exportFlow: ["export", trace, input, "--flow", "--output", out("f.svg")]
        case .convert: ["convert", input, "--output", out("out.jsonl")]
        case .convertJSONLines: ["convert", input, "--output", out("out.navtrace")]
        case .recordScenario: ["record", "login", "--scenario", input, "--output", out("out.navtrace")]
        case .exploreTexts: ["explore", "login", "--text", input]
        }
    }
}

/// Inputs must be regular files: anything else is refused at once, in one line naming the
/// file and what it is, with status 2; never read, never waited on.
@Suite struct InputFileTests {
    /// Every kind of special file with every command, but a directory given to a command
    /// that searches it.
    static let refused = SpecialFile.allCases.flatMap { special in
        Reading.allCases.filter { special != .directory || !$0.searchesDirectories }.map { (special, $0) }
    }

    @Test(arguments: refused)
    func whatIsNotARegularFileIsRefusedByName(special: SpecialFile, command: Reading) throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("good.navtrace").path
        _ = try navsim("record", "login", "--scenario", scenarioPath("login-navigator"), "--output", trace)
        let input = folder.appendingPathComponent(command.inputName).path
        let stdin = try special.make(at: input)
        let arguments = command.arguments(input: input, trace: trace, folder: folder)
        let run = try navsim(arguments, input: stdin)
        #expect(run.status == 2)
        #expect(run.error == "navsim: \(input) is \(special.kind), not a regular file\n")
        // Nothing was written.
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(Set(written) == ["good.navtrace", command.inputName])
    }

    @Test func anInputDirectoryIsBlamedOnTheInputNotTheOutput() throws {
        let folder = try temporaryFolder()
        let input = folder.appendingPathComponent("d.navtrace").path
        let output = folder.appendingPathComponent("d").path
        try FileManager.default.createDirectory(atPath: input, withIntermediateDirectories: false)
        let run = try navsim("convert", input, "--salvage", "--output", output)
        #expect(run.status == 2)
        #expect(run.error == "navsim: \(input) is a directory, not a regular file\n")
    }

    @Test func aSymbolicLinkToARegularFileIsRead() throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("t.navtrace").path
        _ = try navsim("record", "login", "--scenario", scenarioPath("login-navigator"), "--output", trace)
        let link = folder.appendingPathComponent("link.navtrace").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: trace)
        let scenario = folder.appendingPathComponent("scenario.json").path
        try FileManager.default.createSymbolicLink(
            atPath: scenario, withDestinationPath: scenarioPath("login-navigator"))
        #expect(try navsim("check", link).status == 0)
        let again = folder.appendingPathComponent("again.navtrace").path
        #expect(try navsim("record", "login", "--scenario", scenario, "--output", again).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: again)) == Data(contentsOf: URL(fileURLWithPath: trace)))
    }

    /// jq, JavaScript and Python take a repeated key's last value, Foundation's decoder its
    /// first: a scenario with one is refused, as a trace's JSON is.
    @Test func aScenarioWithADuplicateKeyIsRefusedWithItsLine() throws {
        let folder = try temporaryFolder()
        let scenario = folder.appendingPathComponent("twice.json").path
        try Data(
            """
            {"app": "login",
             "inputs": [{"tap": "signIn", "tap": "register"}]}
            """.utf8
        ).write(to: URL(fileURLWithPath: scenario))
        let run = try navsim("record", "login", "--scenario", scenario, "--output", "out.navtrace", in: folder)
        #expect(run.status == 2)
        #expect(
            run.error == "navsim: \(scenario): not a valid scenario: line 2, column 31: duplicate key \"tap\"\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.navtrace").path))
    }

    @Test func aDashIsAFileNameNotStandardInput() throws {
        let folder = try temporaryFolder()
        let run = try navsim("check", "-", in: folder)
        #expect(run.status == 2)
        #expect(
            run.error
                == "navsim: cannot read -: No such file or directory (`-` is a file name here: navsim does not read standard input)\n"
        )
    }
}
