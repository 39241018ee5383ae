import Foundation
import NavSimTestSupport
import Testing

/// Usage errors: one line and status 64, numeric options read as numbers even when
/// negative, and refused by name when out of range.
@Suite struct UsageTests {
    /// A command line with `TRACE` for a trace and `OUT` for an output, and the error it
    /// must give.
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let outOfRange = [
        Case(arguments: ["replay", "TRACE", "--at", "-1"], message: "--at takes a step number, 0 or more"),
        Case(
            arguments: ["export", "TRACE", "--hierarchy", "--at", "-1", "--output", "OUT.svg"],
            message: "--at takes a step number, 0 or more"),
        Case(arguments: ["log", "TRACE", "--from", "-1"], message: "--from takes a step number, 1 or more"),
        Case(arguments: ["log", "TRACE", "--to", "-1"], message: "--to takes a step number, 1 or more"),
        Case(
            arguments: ["record", "login", "--explore", "-1", "--output", "OUT.navtrace"],
            message: "--explore takes a number of inputs from 0 to 100000000"),
        Case(
            arguments: ["record", "login", "--explore", "100000001", "--output", "OUT.navtrace"],
            message: "--explore takes a number of inputs from 0 to 100000000"),
        Case(
            arguments: ["record", "login", "--explore", "9223372036854775807", "--output", "OUT.navtrace"],
            message: "--explore takes a number of inputs from 0 to 100000000"),
        Case(
            arguments: ["explore", "login", "--depth", "-1"], message: "--depth takes a number of inputs from 0 to 1000"
        ),
        Case(
            arguments: ["explore", "login", "--depth", "1001"],
            message: "--depth takes a number of inputs from 0 to 1000"),
        Case(
            arguments: ["explore", "login", "--max-states", "0"],
            message: "--max-states takes a number of states from 1"),
        Case(
            arguments: ["explore", "login", "--time", "0", "--output", "OUT"],
            message: "--time takes a number of seconds above 0, at most 1000000000"),
        Case(
            arguments: ["explore", "login", "--time", "nan"],
            message: "--time takes a number of seconds above 0, at most 1000000000"),
        Case(
            arguments: ["record", "login", "--explore", "3", "--seed", "-1", "--output", "OUT.navtrace"],
            message:
                "The value '-1' is invalid for '--seed <seed>': a seed is a whole number from 0 to 18446744073709551615"
        ),
    ]

    @Test(arguments: outOfRange)
    func aNumberOutOfRangeIsRefusedByName(_ usage: Case) throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("t.navtrace").path
        #expect(
            try navsim("record", "login", "--scenario", scenarioPath("login-navigator"), "--output", trace).status == 0)
        let output = folder.appendingPathComponent("OUT").path
        let arguments = usage.arguments.map {
            $0 == "TRACE" ? trace : $0.replacingOccurrences(of: "OUT", with: output)
        }
        let run = try navsim(arguments)
        #expect(run.status == 64)
        #expect(run.error == "navsim: \(usage.message) (see `navsim \(usage.arguments[0]) --help`)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["t.navtrace"])
    }

    @Test func unknownAndMissingArgumentsAreOneLine() throws {
        let cases = [
            (["replay", "x.navtrace", "--bogus"], "navsim: Unknown option '--bogus' (see `navsim replay --help`)\n"),
            (["replay"], "navsim: Missing expected argument '<trace>' (see `navsim replay --help`)\n"),
            (["replay", "x.navtrace", "--at"], "navsim: Missing value for '--at <at>' (see `navsim replay --help`)\n"),
            (["frob"], "navsim: Unexpected argument 'frob' (see `navsim --help`)\n"),
        ]
        for (arguments, error) in cases {
            let run = try navsim(arguments)
            #expect(run.status == 64)
            #expect(run.error == error)
        }
        // Help and the version still go to standard output.
        let version = try navsim("--version")
        #expect(version.status == 0 && version.output == "0.1.0\n" && version.error.isEmpty)
    }
}
