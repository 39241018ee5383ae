import Foundation
import NavSimTestSupport
import Testing

/// What a run of the built `navsim` printed and how it exited.
struct Run {
    let status: Int32
    let output: String
    let error: String
}

/// Runs the `navsim` binary built next to the test bundle, in `directory`.
func navsim(_ arguments: String..., in directory: URL = repositoryRoot) throws -> Run {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("navsim")
    let candidates = [binary, Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("navsim")]
    let executable = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    // Help text wraps at the terminal's width: fix it, so golden help files hold anywhere.
    process.environment = ProcessInfo.processInfo.environment.merging(["COLUMNS": "80"]) { _, fixed in fixed }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
        status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
        error: String(decoding: errData, as: UTF8.self))
}

/// A fresh temporary folder for one test.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
