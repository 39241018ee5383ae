import Foundation
import NavSimTestSupport
import Testing

/// What a run of the built `navsim` printed and how it exited.
struct Run {
    let status: Int32
    let output: String
    let error: String

    /// Whether the run failed as every failure must: one line on stderr, `navsim: …`.
    var failedWithOneLine: Bool {
        error.hasPrefix("navsim: ") && error.hasSuffix("\n") && error.filter(\.isNewline).count == 1
    }
}

/// The `navsim` binary built next to the test bundle, or another executable of the package
/// (`navsim-notes`, a user's executable on NavSimCLI).
func navsimExecutable(_ name: String = "navsim") throws -> URL {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent(name)
    let candidates = [binary, Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name)]
    return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
}

/// Runs the `navsim` binary built next to the test bundle, in `directory`, with standard
/// input from `input` (else `/dev/null`).
///
/// A run that has not ended after five minutes (a hang: no command takes that long on the
/// tests' inputs) is killed, so it fails with status 9 instead of stopping the suite.
func navsim(_ arguments: String..., in directory: URL = repositoryRoot, input: FileHandle? = nil) throws -> Run {
    try navsim(arguments, in: directory, input: input)
}

/// Runs the `navsim` binary with `arguments`; see ``navsim(_:in:input:)``.
func navsim(_ arguments: [String], in directory: URL = repositoryRoot, input: FileHandle? = nil) throws -> Run {
    try run("navsim", arguments, in: directory, input: input)
}

/// Runs the executable `name` of the package with `arguments`, and `environment` added to
/// the test's; see ``navsim(_:in:input:)``.
func run(
    _ name: String, _ arguments: [String], in directory: URL = repositoryRoot, input: FileHandle? = nil,
    environment: [String: String] = [:]
) throws -> Run {
    let (status, output, error) = try runBytes(
        try navsimExecutable(name), arguments, in: directory, input: input, environment: environment)
    return Run(
        status: status, output: String(decoding: output, as: UTF8.self), error: String(decoding: error, as: UTF8.self))
}

/// Runs `executable` with `arguments` in `directory` and returns what it printed as bytes;
/// see ``navsim(_:in:input:)``.
func runBytes(
    _ executable: URL, _ arguments: [String], in directory: URL = repositoryRoot, input: FileHandle? = nil,
    environment: [String: String] = [:]
) throws -> (status: Int32, output: Data, error: Data) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    // Help text wraps at the terminal's width: fix it, so golden help files hold anywhere.
    process.environment = ProcessInfo.processInfo.environment.merging(environment.merging(["COLUMNS": "80"]) { $1 }) {
        _, fixed in fixed
    }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = input ?? FileHandle.nullDevice
    try process.run()
    let pid = process.processIdentifier
    let watchdog = DispatchWorkItem { _ = kill(pid, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + 300, execute: watchdog)
    // Both pipes are read at once: a run that fills one (an app printing to stderr) while
    // the other is read to its end would wait for ever.
    let errorRead = DispatchGroup()
    nonisolated(unsafe) var errData = Data()
    DispatchQueue.global().async(group: errorRead) { errData = error.fileHandleForReading.readDataToEndOfFile() }
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    errorRead.wait()
    process.waitUntilExit()
    watchdog.cancel()
    return (process.terminationStatus, outData, errData)
}

/// A fresh temporary folder for one test, removed when the tests end.
func temporaryFolder() throws -> URL {
    try makeTemporaryFolder("navsim-e2e")
}

/// Starts `navsim` with `arguments` and returns at once; its output is discarded.
func startNavsim(_ arguments: String...) throws -> Process {
    let process = Process()
    process.executableURL = try navsimExecutable()
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return process
}

/// `body`'s first non-`nil` answer, asked every 20 ms, or `nil` after a minute of `nil`s
/// (the caller then fails: what it waits for never came).
func eventually<Answer>(_ body: () throws -> Answer?) rethrows -> Answer? {
    for _ in 0..<3000 {
        if let answer = try body() { return answer }
        Thread.sleep(forTimeInterval: 0.02)
    }
    return nil
}

/// The size of the file at `path`, or `nil` when there is none.
func fileSize(_ path: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
}
