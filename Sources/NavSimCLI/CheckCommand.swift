import ArgumentParser
import Foundation
import NavSimCore
import NavSimJournal
import NavSimReplay

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check traces' integrity and invariants.",
        discussion: """
            Reads every record (checksums, lengths, sequence numbers) and folds every event, \
            checking the invariants between inputs: leaked coordinators (finished, or with no \
            screen left, but alive), orphaned screens (on screen with a deallocated \
            coordinator), lifecycle callbacks out of UIKit's order, crashes, and the invariants \
            the trace's app declares itself (docs/your-app.md). Each violation is reported once, \
            with the step where it first holds.

            Several traces, directories (searched recursively for .navtrace and .jsonl files, \
            in byte order) and --from-list are read one trace at a time, on one thread per \
            core: each finding is printed after its trace's path, in the order the traces were \
            given, then a summary line; each unreadable or damaged trace is one line on stderr, \
            and the others are still checked. With --json, several traces print a JSON array of \
            the one-trace reports ({"trace", "error"} for an unreadable trace). --format sarif \
            prints one SARIF 2.1.0 log of every trace's findings (each located at its trace) for \
            code scanning; --format github prints a GitHub Actions ::error line a finding, which \
            the run shows as an annotation; --format junit prints a JUnit XML \
            report with one test case a trace, failed with its findings (docs/ci.md).

            Exit status: 0 clean; 1 invariant violations; 2 a file is damaged or unreadable, \
            or holds an impossible event (the line says where), which wins over 1; 64 a usage \
            error.
            """
    )

    @Argument(help: "The traces (.navtrace or .jsonl), or directories holding them.")
    var traces: [String] = []

    @Option(help: ArgumentHelp("A file listing traces, one path a line (`-`: standard input).", valueName: "file"))
    var fromList: String?

    @OptionGroup var reportFormat: ReportFormatOption

    private var format: ReportFormat { reportFormat.chosen }

    func validate() throws {
        guard !traces.isEmpty || fromList != nil else {
            throw ValidationError("give a trace, a directory or --from-list")
        }
    }

    func run() throws {
        try reportingFailures {
            if traces.count == 1, fromList == nil, !isDirectory(traces[0]) {
                try checkOne(traces[0])
            } else {
                try checkMany()
            }
        }
    }

    /// Checks one trace, printing its findings alone.
    private func checkOne(_ trace: String) throws {
        // The note is part of the report, on stdout.
        var file = try TraceFile.open(trace, notingTornTail: false)
        let invariants = MainActor.assumeIsolated { AppInvariantTable.current }.invariants(of: file.manifest)
        let report = try InvariantReport(checking: &file, invariants: invariants)
        let torn = file.recoveryReport?.droppedTailBytes ?? 0
        switch format {
        case .json: say(Self.reportJSON(report, trace: trace, tornTailBytes: torn).description)
        case .sarif: say(CIReport.sarif(Self.ciFindings(report, trace: trace)).description)
        case .github: writeOutput(CIReport.githubCommands(Self.ciFindings(report, trace: trace)))
        case .junit:
            let testCase = Self.testCase(report, trace: trace)
            writeOutput(CIReport.junit(suite: Self.junitSuite, cases: [testCase]))
        case .text:
            if let note = file.tornTailNote { say(note) }
            for finding in report.findings { say(finding.description) }
            if report.isClean { say(report.description) }
        }
        if let impossible = report.impossibleEvent {
            throw Failure.badInput("\(trace): \(impossible)")
        }
        if !report.isClean { throw ExitCode(ExitStatus.findings) }
    }

    /// Checks every trace the arguments and the list name, printing each finding after its
    /// trace's path, in order, then a summary.
    private func checkMany() throws {
        let inputs = try TraceInputs(arguments: traces, listPath: fromList)
        let start = ContinuousClock.now
        var tally = CheckTally()
        let invariants = MainActor.assumeIsolated { AppInvariantTable.current }
        if format == .json { say("[") }
        var ciFindings: [CIFinding] = []
        var testCases: [CITestCase] = []
        let work = OrderedWork(threads: OrderedWork.threadCount)
        work.run(
            next: inputs.next, transform: { TraceCheck($0, invariants: invariants) },
            deliver: { check in
                switch format {
                case .json: say((tally.traces == 0 ? "" : ",") + check.json.description)
                case .text: check.printFindings()
                case .sarif, .github:
                    if case .success(let checked) = check.result {
                        ciFindings += Self.ciFindings(checked.report, trace: check.path)
                    }
                case .junit: testCases.append(check.testCase)
                }
                check.complainIfBad()
                tally.add(check)
            })
        switch format {
        case .json: say("]")
        case .sarif: say(CIReport.sarif(ciFindings).description)
        case .github: writeOutput(CIReport.githubCommands(ciFindings))
        case .junit: writeOutput(CIReport.junit(suite: Self.junitSuite, cases: testCases))
        case .text: break
        }
        guard tally.traces > 0 else {
            throw Failure.badInput(TraceInputs.noTraceMessage(arguments: traces, listPath: fromList))
        }
        if format == .text {
            let seconds = (ContinuousClock.now - start) / .seconds(1)
            say(tally.summary(seconds: isatty(STDOUT_FILENO) != 0 ? seconds : nil))
        }
        if tally.damaged > 0 { throw ExitCode(ExitStatus.badInput) }
        if tally.withFindings > 0 { throw ExitCode(ExitStatus.findings) }
    }

    /// The findings of `trace` for a CI report: each at the trace, at its step.
    static func ciFindings(_ report: InvariantReport, trace: String) -> [CIFinding] {
        report.findings.map { finding in
            CIFinding(
                rule: finding.violation.kind, message: finding.violation.message, file: SystemPath.escaped(trace),
                step: finding.step, inputs: [])
        }
    }

    /// The JUnit test suite's name.
    static let junitSuite = "navsim check"

    /// The JUnit test case of `trace`: failed with its findings, in error with an
    /// impossible event.
    static func testCase(_ report: InvariantReport, trace: String) -> CITestCase {
        CITestCase(
            name: SystemPath.escaped(trace), className: "navsim.check", findings: ciFindings(report, trace: trace),
            error: report.impossibleEvent.map(\.description))
    }

    /// The JSON report of one trace; a path's bytes that are not UTF-8 are written `\xff`,
    /// as messages show them, so that the report stays JSON.
    static func reportJSON(_ report: InvariantReport, trace: String, tornTailBytes: UInt64) -> JSONValue {
        [
            "trace": .string(SystemPath.escaped(trace)),
            "events": .number(Double(report.steps)),
            "tornTailBytes": .number(Double(tornTailBytes)),
            "clean": .bool(report.isClean),
            "findings": .array(
                report.findings.map { finding in
                    [
                        "step": .number(Double(finding.step)),
                        "rule": .string(finding.violation.kind),
                        "coordinator": finding.violation.coordinator.map { .string($0.description) } ?? .null,
                        "screen": finding.violation.screen.map { .string($0.description) } ?? .null,
                        "message": .string(finding.violation.message),
                        "holdsAtEnd": .bool(finding.holdsAtEnd),
                    ]
                }),
            "impossibleEvent": report.impossibleEvent.map { .string($0.description) } ?? .null,
        ]
    }
}
