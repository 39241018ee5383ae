import Foundation
import Testing

/// `navsim explore` on an app whose popped item screens pending work holds
/// (Tests/NavSimCLIFixture/Shelf.swift): a work item, a one-shot `Timer` and a one-shot timer
/// source capturing the screen are no leak, in one process as in fresh launches; a repeating
/// timer source the screen keeps, capturing it, is the leak found with its shortest inputs.
@Suite struct ExplorePendingWorkTests {
    static let environment = ["NOTES_PENDING": "1", "NOTES_ONLY": "1", "CI": "true"]

    /// The pending variant's report: each item popped while its work waits is no leak.
    static let pendingReport = """
        explored shelf/pending breadth-first: 7 states, 14 transitions, to depth 4 (complete)
        coverage: 2 screens (ShelfItem, ShelfList), 1 action
        dead UI (tapped, never did anything): none
        no finding in all 7 states up to depth 4

        """

    /// The repeating variant's report: the two items its timer sources keep, with the
    /// shortest inputs.
    static let repeatingReport = """
        explored shelf/repeating breadth-first: 5 states, 11 transitions, to depth 4 (complete)
        1. poppedButAlive (ShelfFlowCoordinator, screen ShelfItem) after 4 inputs, at step 45:
           ShelfFlowCoordinator#1 keeps 2 ShelfItem screens that left the screen (ShelfItem#2, ShelfItem#3): leaked
             1. {"tap": "open", "on": "ShelfList"}
             2. {"back": "button"}
             3. {"tap": "open", "on": "ShelfList"}
             4. {"back": "button"}
        coverage: 2 screens (ShelfItem, ShelfList), 1 action
        dead UI (tapped, never did anything): none
        1 finding; each input sequence above is a shortest one

        """

    static func explore(_ variant: String, launches: String) throws -> Run {
        try run(
            "navsim-notes", ["explore", "shelf", "--variant", variant, "--depth", "4", "--launches", launches],
            environment: environment)
    }

    @Test(arguments: ["same", "fresh"]) func pendingWorkHoldingPoppedScreensIsNoLeak(_ launches: String) throws {
        let explored = try Self.explore("pending", launches: launches)
        #expect(explored.status == 0, "\(explored.error)")
        #expect(explored.output == Self.pendingReport)
    }

    @Test(arguments: ["same", "fresh"]) func aRepeatingTimerSourceCapturingItsScreenIsALeak(_ launches: String) throws {
        let explored = try Self.explore("repeating", launches: launches)
        #expect(explored.status == 1, "\(explored.error)")
        #expect(explored.output == Self.repeatingReport)
    }

    /// Records two visits to an item, each popped, in `variant`, twice, into `folder`; expects
    /// the two recordings to be the same bytes, and returns the first's path.
    static func recordTwoVisits(_ variant: String, in folder: URL) throws -> String {
        let scenario = folder.appendingPathComponent("visits.json")
        let visit = #"{"tap": "open", "on": "ShelfList"}, {"back": "button"}"#
        let text = #"{"app": "shelf", "variant": "\#(variant)", "inputs": [\#(visit), \#(visit)]}"#
        try Data(text.utf8).write(to: scenario)
        var paths: [String] = []
        for run in ["first", "second"] {
            let path = folder.appendingPathComponent("\(variant)-\(run).navtrace").path
            let recorded = try Self.notes(["record", "shelf", "--scenario", scenario.path, "--output", path])
            #expect(recorded.status == 0, "\(recorded.error)")
            paths.append(path)
        }
        #expect(FileManager.default.contentsEqual(atPath: paths[0], andPath: paths[1]), "traces are deterministic")
        return paths[0]
    }

    /// Runs `navsim-notes` with the shelf app.
    static func notes(_ arguments: [String]) throws -> Run {
        try run("navsim-notes", arguments, environment: environment)
    }

    @Test func checkOfTheRecordedTraceSparesWhatPendingWorkHoldsAsTheLiveRunDid() throws {
        let folder = try temporaryFolder()
        let trace = try Self.recordTwoVisits("pending", in: folder)
        let logged = try Self.notes(["log", trace])
        let held = logged.output.split(separator: "\n").filter { $0.contains("pendingWorkHeld") }
        #expect(
            held.map { $0.split(separator: "\t").last ?? "" } == [
                "  pendingWorkHeld [s2]", "  pendingWorkHeld [s2, s3]",
            ],
            "the work of each visit holds its item:\n\(logged.output)")
        let checked = try Self.notes(["check", trace])
        #expect(checked.status == 0, "\(checked.output)\(checked.error)")
        #expect(!checked.output.contains("poppedButAlive"))
    }

    @Test func aDamagedPendingWorkHeldRecordFailsTheCheckWithOneLine() throws {
        let folder = try temporaryFolder()
        let trace = try Self.recordTwoVisits("pending", in: folder)
        let lines = try Self.notes(["log", trace, "--json"]).output.split(separator: "\n")
        let line = try #require(lines.first { $0.contains(#""type":"pendingWorkHeld""#) })
        let step = try #require(line.split(separator: ",").first.flatMap { Int($0.dropFirst(#"{"step":"#.count)) })
        // The record's body: the event type, its sequence number (the step, below 128 here), code 93.
        #expect(step < 128)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: trace)))
        let body: [UInt8] = [1, UInt8(step), 93]
        let start = try #require(bytes.indices.first { Array(bytes[$0..<min($0 + 3, bytes.count)]) == body })
        bytes[start + 3] ^= 0x40
        let damaged = folder.appendingPathComponent("damaged.navtrace")
        try Data(bytes).write(to: damaged)
        let checked = try Self.notes(["check", damaged.path])
        #expect(checked.status == 2)
        #expect(checked.error.hasPrefix("navsim-notes: \(damaged.path): corrupt record"), "\(checked.error)")
        #expect(checked.error.filter(\.isNewline).count == 1)
        #expect(checked.error.contains("byte offset \(start - 8)"), "\(checked.error)")
    }

    @Test func checkOfTheRecordedAndExploredTracesFindsTheRepeatingTimersLeakAsTheLiveRunDid() throws {
        let folder = try temporaryFolder()
        let trace = try Self.recordTwoVisits("repeating", in: folder)
        #expect(
            !(try Self.notes(["log", trace]).output.contains("pendingWorkHeld")),
            "a repeating timer is no work that ends")
        let checked = try Self.notes(["check", trace])
        #expect(checked.status == 1)
        #expect(
            checked.output.contains(
                "ShelfFlowCoordinator#1 keeps 2 ShelfItem screens that left the screen (ShelfItem#2, ShelfItem#3): leaked"
            ),
            "\(checked.output)")
        let explored = try Self.notes([
            "explore", "shelf", "--variant", "repeating", "--depth", "4", "--output",
            folder.appendingPathComponent("found").path,
        ])
        #expect(explored.status == 1, "\(explored.error)")
        let repros = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("found").path)
            .filter { $0.hasSuffix(".navtrace") }
        #expect(repros.count == 1, "\(repros)")
        for repro in repros {
            let reproChecked = try Self.notes(["check", folder.appendingPathComponent("found/\(repro)").path])
            #expect(reproChecked.status == 1)
            #expect(reproChecked.output.contains("poppedButAlive"), "\(reproChecked.output)")
        }
    }
}
