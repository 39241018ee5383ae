import Foundation
import NavSimTestSupport
import Testing

/// Every command that reads a trace to its end says on stderr, once per trace, that the
/// reader dropped a torn tail (an interrupted write): `navsim: PATH: note: …`.
@Suite struct TornTailNoteTests {
    /// A command on the trace `torn` (the word stands for its path), how it exits, and how
    /// many times it reads that trace.
    struct Reading: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let status: Int32
        let notes: Int

        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let readings = [
        Reading(arguments: ["replay", "torn"], status: 0, notes: 1),
        Reading(arguments: ["verify", "torn"], status: 0, notes: 1),
        Reading(arguments: ["verify", "torn", "--runs", "3"], status: 0, notes: 1),
        Reading(arguments: ["log", "torn"], status: 0, notes: 1),
        Reading(arguments: ["export", "torn", "--hierarchy", "--output", "h.svg"], status: 0, notes: 1),
        Reading(arguments: ["export", "torn", "torn", "--flow", "--output", "f.dot"], status: 0, notes: 2),
        Reading(arguments: ["diff", "torn", "torn"], status: 0, notes: 2),
        Reading(arguments: ["view", "torn", "--output", "v.html"], status: 0, notes: 1),
        Reading(arguments: ["test-from", "torn"], status: 0, notes: 1),
        Reading(arguments: ["shrink", "torn"], status: 0, notes: 1),
    ]

    @Test(arguments: readings)
    func aTornTailIsNotedOnStderr(reading: Reading) throws {
        let bytes = try Data(contentsOf: repositoryRoot.appendingPathComponent("Traces/projects-seed.navtrace"))
        let folder = try temporaryFolder()
        let torn = folder.appendingPathComponent("torn.navtrace").path
        // Cut inside the last record.
        try bytes.prefix(bytes.count - 12).write(to: URL(fileURLWithPath: torn))
        let cleanFolder = try temporaryFolder()
        let intact = cleanFolder.appendingPathComponent("intact.navtrace").path
        try bytes.write(to: URL(fileURLWithPath: intact))
        let run = try navsim(reading.arguments.map { $0 == "torn" ? torn : $0 }, in: folder)
        #expect(run.status == reading.status, "\(run.error)")
        let lines = run.error.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == reading.notes, "\(run.error)")
        for line in lines {
            #expect(line.hasPrefix("navsim: \(torn): note: the last "))
            #expect(line.hasSuffix(" bytes are a torn record (an interrupted write), ignored"))
        }
        let clean = try navsim(reading.arguments.map { $0 == "torn" ? intact : $0 }, in: cleanFolder)
        #expect(clean.status == 0)
        #expect(clean.error.isEmpty, "nothing torn, nothing said: \(clean.error)")
    }

    /// A walk cut in the middle of an input diverges where it ends; `verify` then runs the app
    /// again in its own process to show how, and the note is still said once, whatever the
    /// launches.
    @Test(arguments: ["fresh", "same"])
    func aTraceCutMidInputDivergesWithOneNote(launches: String) throws {
        let bytes = try Data(contentsOf: repositoryRoot.appendingPathComponent("Traces/editor-explore.navtrace"))
        let folder = try temporaryFolder()
        let torn = folder.appendingPathComponent("torn.navtrace").path
        try bytes.prefix(3000).write(to: URL(fileURLWithPath: torn))
        let run = try navsim(["verify", torn, "--launches", launches], in: folder)
        #expect(run.status == 1, "\(run.error)")
        #expect(run.output.hasPrefix("diverged at step "), "\(run.output)")
        let notes = run.error.split(separator: "\n").filter { $0.hasPrefix("navsim: \(torn): note: the last ") }
        #expect(notes.count == 1, "\(run.error)")
    }
}
