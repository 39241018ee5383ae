import Foundation
import NavSimTestSupport
import Testing

/// NavSim's POSIX-only paths (`NAVSIM_PORTABLE=1`, CPlatform, docs/platforms.md), the ones a
/// build for another platform runs, give what Linux's paths give.
@Suite struct PortablePathTests {
    /// Threads cannot be counted there, so `explore` keeps every state in its own process
    /// rather than forking workers: the same report, byte for byte.
    @Test func exploreWithoutForkedWorkersPrintsTheSameReport() throws {
        let command = ["explore", "projects", "--variant", "seed", "--depth", "5", "--json"]
        let linux = try run("navsim", command, environment: ["NAVSIM_THREADS": "2", "NAVSIM_PORTABLE": "0"])
        let portable = try run("navsim", command, environment: ["NAVSIM_THREADS": "2", "NAVSIM_PORTABLE": "1"])
        #expect(linux.status == 1, "\(linux.error)")
        #expect(portable.status == linux.status, "\(portable.error)")
        #expect(portable.output == linux.output)
    }

    /// Started by its bare name from PATH, with `SWIFT_DETERMINISTIC_HASHING` unset, navsim
    /// finds its own executable and runs itself again with it set: it does not warn that it
    /// could not.
    @Test(arguments: ["0", "1"]) func restartsItselfWhenStartedByNameFromPath(portable: String) throws {
        let executable = try navsimExecutable()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec navsim apps"]
        process.currentDirectoryURL = repositoryRoot
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = nil
        environment["NAVSIM_PORTABLE"] = portable
        environment["PATH"] = executable.deletingLastPathComponent().path + ":/usr/bin:/bin"
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(complaint)")
        #expect(complaint == "")
        #expect(String(decoding: printed, as: UTF8.self).contains("projects"))
    }
}
