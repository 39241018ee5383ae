import ArgumentParser
import Foundation
import NavSimCore
import NavSimJournal
import NavSimReplay

struct TestFromCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test-from",
        abstract: "Print a Swift Testing test that replays a trace and expects its events and findings.",
        discussion: """
            The test (on the NavSimTesting library, docs/testing.md) launches the app in a \
            NavigationTestStore, sends each of the trace's inputs as it was recorded (ids and \
            all), expects exactly the events that followed each one, and expects the trace's \
            invariant findings (what `check` lists) at the end. The suite is named from the \
            manifest's app and variant, the test from the trace's file name.

            The app is made by --make, by default `MODULE.make(variant: "VARIANT")` with the \
            module (--module) named from the app, `children` → `ChildrenApp`: the convention \
            of the built-in examples and of Examples/BringYourOwnApp. The test target needs \
            the NavSimTesting and NavSimCore products and that module.

            The test goes to standard output, or to --output, which appears atomically and \
            replaces an existing file only with --force, never the trace itself.

            Exit status: 0 printed or written; 2 the trace is unreadable, damaged, holds an \
            impossible event or does not begin with its launch; 3 the output was not written \
            (it exists and --force was not given, it is the trace, it is not a regular file, \
            or writing failed); 64 a usage error.

            Example:
              navsim test-from bug.navtrace --output Tests/MyAppTests/BugTests.swift
              navsim test-from Traces/children-notStored.navtrace --module ChildrenApp
            """
    )

    @Argument(help: "The trace (.navtrace or .jsonl).")
    var trace: String

    @Option(help: "The module that holds the app (default: from the manifest's app name, `shop` → ShopApp).")
    var module: String?

    @Option(help: "The Swift expression that makes the app (default: MODULE.make(variant: \"VARIANT\")).")
    var make: String?

    @Option(name: .shortAndLong, help: "The file to write (default: standard output).")
    var output: String?

    @Flag(help: "Replace the output file if it exists.")
    var force = false

    func validate() throws {
        if let module,
            !module.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
                || module.first?.isNumber != false
        {
            throw ValidationError("--module must be a Swift module name (letters, digits and _), not '\(module)'")
        }
        if let make, make.contains(where: \.isNewline) || make.allSatisfy(\.isWhitespace) {
            throw ValidationError("--make must be one line of Swift that makes the app")
        }
        if force, output == nil { throw ValidationError("--force needs --output") }
    }

    func run() throws {
        try reportingFailures {
            if let output { try OutputFile(output).refuse(ifAnyOf: [trace]) }
            var file = try TraceFile.open(trace)
            let (events, interruption) = GeneratedTest.droppingInterruptedInput(try file.readAll())
            guard events.first?.isLaunch == true else {
                throw Failure.badInput("\(trace) does not begin with the app's launch; a test cannot replay it")
            }
            let checking = Progress(label: "test-from: checked", total: events.count, delay: .seconds(2))
            var source = ProgressingSource(events.makeIterator(), progress: checking)
            let invariants = MainActor.assumeIsolated { AppInvariantTable.current }.invariants(of: file.manifest)
            let report = try InvariantReport(checking: &source, invariants: invariants)
            checking.finish()
            if let impossible = report.impossibleEvent { throw Failure.badInput("\(trace): \(impossible)") }
            let module = module ?? GeneratedTest.defaultModule(forApp: file.manifest.app)
            let test = GeneratedTest(
                tracePath: trace, manifest: file.manifest, events: events, interruption: interruption,
                report: report, module: module,
                make: make ?? GeneratedTest.defaultMake(module: module, variant: file.manifest.variant))
            guard let output else { return writeOutput(test.source) }
            try writing(output) { try AtomicFile.write(Array(test.source.utf8), to: output, replaceExisting: force) }
            say(
                "wrote \(output) (\(counted(events.filter(\.isInput).count, "input")), "
                    + "\(counted(report.findings.count, "finding")))")
        }
    }
}
