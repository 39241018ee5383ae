import Foundation
import NavSimCore
import Testing

@testable import NavSimJournal

@Suite("Crash safety with a real writer process")
struct CrashTests {
    /// The events the writer process cycles through.
    let events = SampleEvents.session(count: 30) + SampleEvents.everyCase

    @Test(
        "a writer killed with SIGKILL leaves a prefix; with always every acknowledged event is there",
        arguments: ["always", "batch", "never"])
    func sigkill(policy: String) throws {
        let directory = try TraceFiles.makeDirectory()
        let source = try TraceFiles.write(events)
        let path = directory + "/killed.navtrace"
        let fixture = try #require(Self.fixture())
        let process = Process()
        process.executableURL = fixture
        process.arguments = [source, path, policy, "100000000"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()

        let wanted = policy == "always" ? 50 : 20_000
        var text = ""
        while text.count(where: { $0 == "\n" }) < wanted {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        // The writer holds the lock: another process cannot take the file over.
        #expect(throws: TraceError.locked(path: path)) {
            try TraceWriter(creating: path, manifest: TraceFiles.manifest, replaceExisting: true)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let acknowledged = text.split(separator: "\n").compactMap { UInt64($0) }.max() ?? 0
        #expect(acknowledged >= UInt64(wanted))

        let trace = try TraceReader.readAll(path: path)
        let expected = (0..<trace.records.count).map { events[$0 % events.count] }
        #expect(trace.events == expected)
        #expect(trace.records.map(\.sequence) == Array(stride(from: 1, through: UInt64(trace.records.count), by: 1)))
        if policy == "always" {
            #expect(UInt64(trace.records.count) >= acknowledged)
        }
        // The dead writer's lock is gone with it.
        let next = try TraceWriter(creating: path, manifest: TraceFiles.manifest, replaceExisting: true)
        try next.close()
    }

    /// The fixture executable, built next to the test bundle.
    static func fixture() -> URL? {
        var directories: [URL] = []
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directories.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        directories.append(Bundle.main.bundleURL)
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        return directories.map { $0.appendingPathComponent("JournalWriterFixture") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

@Suite("A writer's process dying of a signal or exit keeps every appended event")
struct FatalSignalTests {
    /// Every kind of event but a crash, so that the trace can end with the one the fault adds.
    let events = (SampleEvents.session(count: 30) + SampleEvents.everyCase).filter {
        if case .crashed = $0 { false } else { true }
    }

    /// How the fixture ends, and the signal (or exit status) it ends with.
    static let ends: [(String, Int32, Process.TerminationReason)] = [
        ("trap", SIGILL, .uncaughtSignal), ("overflow", SIGSEGV, .uncaughtSignal), ("segv", SIGSEGV, .uncaughtSignal),
        ("abort", SIGABRT, .uncaughtSignal), ("SIGINT", SIGINT, .uncaughtSignal),
        ("SIGTERM", SIGTERM, .uncaughtSignal), ("SIGHUP", SIGHUP, .uncaughtSignal), ("exit", 3, .exit),
    ]

    /// Runs the fixture on `events` until it ends as `end` says, and reads what it wrote.
    func run(_ events: [NavigationEvent], policy: String, end: Int) throws -> Trace {
        let (name, status, reason) = Self.ends[end]
        let directory = try TraceFiles.makeDirectory()
        let source = try TraceFiles.write(events)
        let path = directory + "/died.navtrace"
        let fixture = try #require(CrashTests.fixture())
        let process = Process()
        process.executableURL = fixture
        // 1,000 events: the batch policy (64 events or 5 ms) leaves some unsynced, `never`
        // leaves them all in the writer's buffer.
        process.arguments = [source, path, policy, "1000", name]
        // Under scripts/sanitize, the sanitizer's options too: they leave faults to NavSim's handler.
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key.hasSuffix("SAN_OPTIONS") }
            .merging(["SWIFT_BACKTRACE": name == "trap" ? "enable=yes" : "enable=no"]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == reason)
        #expect(process.terminationStatus == status)
        return try TraceReader.readAll(path: path)
    }

    @Test(arguments: ["always", "batch", "never"], ends.indices)
    func everyAppendedEventIsInTheTraceAndAFaultEndsItWithACrash(policy: String, end: Int) throws {
        let trace = try run(events, policy: policy, end: end)
        #expect(trace.report.isClean)
        let appended = (0..<1000).map { events[$0 % events.count] }
        let (name, signal, reason) = Self.ends[end]
        if let fault = TraceWriter.faults.first(where: { $0.signal == signal }), reason == .uncaughtSignal {
            #expect(trace.events == appended + [.crashed(reason: fault.reason, coordinator: nil)])
        } else if reason == .uncaughtSignal {
            #expect(trace.events == appended + [.interrupted(signal: name)], "an interruption is no crash")
        } else {
            #expect(trace.events == appended, "exit(3) adds nothing")
        }
    }

    @Test func aTraceThatRecordedACrashGetsNoSecond() throws {
        let events =
            SampleEvents.session(count: 30) + [.crashed(reason: "Fatal error: not implemented", coordinator: nil)]
        let trace = try run(events, policy: "never", end: 0)
        #expect(trace.report.isClean)
        #expect(trace.events == (0..<1000).map { events[$0 % events.count] })
    }
}
