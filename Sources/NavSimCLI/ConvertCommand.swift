import ArgumentParser
import Foundation
import NavSimJournal

struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a trace between binary (.navtrace) and JSON Lines (.jsonl), or repair one.",
        discussion: """
            The direction comes from the extensions; the conversion is lossless both ways. \
            --salvage reads a trace damaged in the middle by skipping what is damaged (a \
            repair: .navtrace to .navtrace is allowed with it). The output appears atomically \
            and replaces an existing file only with --force, never the input (by any name or \
            link); the input is never modified.

            Exit status: 0 written; 2 the input is unreadable or damaged; \
            3 the output was not written: it exists, is the input, is not a regular file, \
            or writing failed; 64 a usage error.

            Examples:
              navsim convert bug.navtrace --output bug.jsonl
              navsim convert edited.jsonl --output edited.navtrace
              navsim convert damaged.navtrace --salvage --output repaired.navtrace
            """
    )

    @Argument(help: "The trace to read.")
    var input: String

    @Option(name: .shortAndLong, help: "The file to write.")
    var output: String

    @Flag(help: "Skip damaged records instead of stopping at them.")
    var salvage = false

    @Flag(help: "Replace the output file if it exists.")
    var force = false

    func validate() throws {
        if isJSONLines(input), salvage {
            throw ValidationError("--salvage reads binary traces; a JSON Lines file is read whole or not at all")
        }
        if isJSONLines(input) == isJSONLines(output), !salvage {
            throw ValidationError("convert goes from .navtrace to .jsonl or back; use --salvage to repair a .navtrace")
        }
    }

    func run() throws {
        try reportingFailures {
            try OutputFile(output).refuse(ifAnyOf: [input])
            try writing(output) {
                do {
                    try convert()
                } catch let error as TraceError {
                    throw error.naming(input)
                }
            }
        }
    }

    private func convert() throws {
        let mode: RecoveryMode = salvage ? .salvage : .strict
        if isJSONLines(input) {
            let count = try JSONLines.importTrace(from: input, to: output, replaceExisting: force)
            say("wrote \(output): \(count) events")
        } else if isJSONLines(output) {
            let report = try JSONLines.export(trace: input, to: output, mode: mode, replaceExisting: force)
            say("wrote \(output)" + (report.isClean ? "" : "; \(report)"))
        } else {
            let report = try TraceRepair.repair(input, to: output, replaceExisting: force)
            say("wrote \(output)" + (report.isClean ? "" : "; \(report)"))
        }
    }
}
