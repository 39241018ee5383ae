import Foundation
import Testing

/// `navsim explore` stopped by a real SIGINT, as Ctrl-C stops it at a terminal: a valid,
/// incomplete report of what was explored, complete repro files, exit status 130; with
/// workers (`NAVSIM_THREADS=2`), none of them left running.
@Suite struct ExploreInterruptTests {
    @Test(arguments: ["1", "2"])
    func ctrlCPrintsTheReportSoFarAndWritesCompleteFiles(threads: String) throws {
        let folder = try temporaryFolder()
        let repros = folder.appendingPathComponent("repros")
        let terminal = try PseudoTerminal()
        let output = Pipe()
        let process = Process()
        process.executableURL = try navsimExecutable()
        // Deep enough to run for minutes; the time limit only ends a test whose signal was lost.
        process.arguments = [
            "explore", "projects", "--variant", "seed", "--depth", "40", "--time", "240", "--json", "--output",
            repros.path,
        ]
        process.environment = ProcessInfo.processInfo.environment.merging(["NAVSIM_THREADS": threads]) { $1 }
        process.standardOutput = output
        process.standardError = terminal.follower
        process.standardInput = FileHandle.nullDevice
        try process.run()

        // Progress goes to the terminal (read all along, so that writing it never blocks);
        // once it shows 40 states, the findings (3 inputs deep, 28 states) were found.
        terminal.startReading()
        let exploring = eventually { Self.statesShown(in: terminal.shown) >= 40 ? true : nil }
        #expect(exploring == true, "progress shown: \(terminal.shown.suffix(200))")
        kill(process.processIdentifier, SIGINT)
        let report = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        terminal.stopReading()
        #expect(terminal.shown.hasPrefix("\rexplored 4 states, 4 transitions (Ctrl-C stops)"))

        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 130)
        // A worker forked from it has its command line, which names this test's folder.
        #expect(Self.processes(naming: repros.path).isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: report) as? [String: Any])
        #expect(object["complete"] as? Bool == false)
        #expect(object["limit"] as? String == "interrupted")
        #expect((object["states"] as? Int ?? 0) >= 40)
        let findings = try #require(object["findings"] as? [[String: Any]])
        // The five within three inputs; the sixth (four inputs) if the search got that deep.
        #expect((5...6).contains(findings.count))

        // Every finding has its scenario and trace, whole: the scenario parses and the
        // trace reads to its end and shows the finding.
        let names = try FileManager.default.contentsOfDirectory(atPath: repros.path).sorted()
        #expect(names.count == 2 * findings.count)
        for (index, finding) in findings.enumerated() {
            let base = repros.appendingPathComponent("projects-seed-\(index + 1)-\(finding["rule"] as? String ?? "")")
            let scenario = try Data(contentsOf: base.appendingPathExtension("json"))
            #expect(try JSONSerialization.jsonObject(with: scenario) is [String: Any])
            let check = try navsim("check", base.appendingPathExtension("navtrace").path)
            #expect(check.status == 1, "\(check.error)")
        }
    }

    /// The processes whose command line holds `text`.
    static func processes(naming text: String) -> [String] {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return pids.filter { pid in
            guard pid.allSatisfy(\.isNumber), let line = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline")
            else { return false }
            return String(decoding: line, as: UTF8.self).contains(text)
        }
    }

    /// The state count the last progress line shows: `explored 41 states, …`.
    static func statesShown(in text: String) -> Int {
        guard let last = text.range(of: "explored ", options: .backwards) else { return 0 }
        return Int(text[last.upperBound...].prefix { $0.isNumber }) ?? 0
    }
}

/// A pseudo-terminal: the command writes to the follower side as it would to a terminal
/// (isatty says yes), and the test reads what it wrote from the leader side.
private final class PseudoTerminal: @unchecked Sendable {
    private let leader: Int32
    let follower: FileHandle

    init() throws {
        // posix_openpt and friends, by hand: Glibc does not show them to Swift.
        leader = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: CInt = 0
        var number: CUnsignedInt = 0
        let setLock: UInt = 0x4004_5431  // TIOCSPTLCK
        let getNumber: UInt = 0x8004_5430  // TIOCGPTN
        guard leader >= 0, ioctl(leader, setLock, &unlock) == 0, ioctl(leader, getNumber, &number) == 0 else {
            throw POSIXError(.ENODEV)
        }
        let side = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard side >= 0 else { throw POSIXError(.ENODEV) }
        follower = FileHandle(fileDescriptor: side, closeOnDealloc: true)
        _ = fcntl(leader, F_SETFL, fcntl(leader, F_GETFL) | O_NONBLOCK)
    }

    deinit { close(leader) }

    private let lock = NSLock()
    private var text = ""
    private var reading = true

    /// What the command wrote so far.
    var shown: String { lock.withLock { text } }

    /// Reads what the command writes, on another thread, for as long as the test runs.
    func startReading() {
        Thread.detachNewThread { [self] in
            while lock.withLock({ reading }) {
                let more = readAvailable()
                lock.withLock { text += more }
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
    }

    /// Stops reading.
    func stopReading() { lock.withLock { reading = false } }

    /// What the command wrote since the last read, without waiting.
    private func readAvailable() -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(leader, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
