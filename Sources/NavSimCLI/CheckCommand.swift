import ArgumentParser
import NavSimCore
import NavSimReplay

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a trace's integrity and invariants.",
        discussion: """
            Reads every record (checksums, lengths, sequence numbers) and folds every event, \
            checking the invariants between inputs: leaked coordinators (finished, or with no \
            screen left, but alive), orphaned screens (on screen with a deallocated \
            coordinator), lifecycle callbacks out of UIKit's order, crashes. Each violation is \
            reported once, with the step where it first holds.

            Exit status: 0 clean; 1 invariant violations; 2 the file is damaged or unreadable, \
            or holds an impossible event (the line says where); 64 a usage error.
            """
    )

    @Argument(help: "The trace (.navtrace or .jsonl).")
    var trace: String

    @Flag(help: "Print the report as JSON.")
    var json = false

    func run() throws {
        try reportingFailures {
            var file = try TraceFile.open(trace)
            let report = try InvariantReport(checking: &file)
            let torn = file.reader?.report.droppedTailBytes ?? 0
            if json {
                say(reportJSON(report, tornTailBytes: torn).description)
            } else {
                if torn > 0 { say("note: the last \(torn) bytes are a torn record (an interrupted write), ignored") }
                for finding in report.findings { say(finding.description) }
                if report.isClean { say(report.description) }
            }
            if let impossible = report.impossibleEvent {
                throw Failure.badInput("\(trace): \(impossible)")
            }
            if !report.isClean { throw ExitCode(ExitStatus.findings) }
        }
    }

    private func reportJSON(_ report: InvariantReport, tornTailBytes: UInt64) -> JSONValue {
        [
            "trace": .string(trace),
            "events": .number(Double(report.steps)),
            "tornTailBytes": .number(Double(tornTailBytes)),
            "clean": .bool(report.isClean),
            "findings": .array(
                report.findings.map { finding in
                    [
                        "step": .number(Double(finding.step)),
                        "rule": .string(finding.violation.rule.rawValue),
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
