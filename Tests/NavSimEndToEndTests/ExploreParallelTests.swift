import Foundation
import Testing

/// `navsim explore` with `NAVSIM_THREADS` workers: the same command prints the same bytes
/// (text and JSON) and writes the same repro files for 1, 2 and 4 threads, run after run.
@Suite struct ExploreParallelTests {
    static let commands: [[String]] = [
        ["projects", "--variant", "seed", "--depth", "5"],
        ["projects", "--variant", "routerTracksPops", "--depth", "5"],
        ["children", "--variant", "removedOnDisappear", "--depth", "6"],
        ["editor", "--variant", "coordinator", "--depth", "6"],
        ["projects", "--variant", "seed", "--depth", "8", "--max-states", "61"],
        ["projects", "--variant", "routerTracksPops", "--depth", "4", "--racing"],
    ]

    @Test(arguments: commands.indices)
    func everyThreadCountPrintsTheSameReport(_ index: Int) throws {
        let command = ["explore"] + Self.commands[index]
        for format in [[], ["--json"]] {
            let one = try run("navsim", command + format, environment: ["NAVSIM_THREADS": "1"])
            #expect([0, 1].contains(one.status), "\(one.error)")
            #expect(!one.output.isEmpty)
            for threads in ["2", "4", "2"] {
                let other = try run("navsim", command + format, environment: ["NAVSIM_THREADS": threads])
                #expect(other.status == one.status)
                #expect(other.output == one.output, "\(command + format) with \(threads) threads")
            }
        }
    }

    @Test func theReproFilesAreTheSameForEveryThreadCount() throws {
        var written: [[String: Data]] = []
        for threads in ["1", "2", "4"] {
            let folder = try temporaryFolder()
            let run = try run(
                "navsim", ["explore", "projects", "--variant", "seed", "--output", folder.path],
                environment: ["NAVSIM_THREADS": threads])
            #expect(run.status == 1)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            written.append(
                try Dictionary(
                    uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) }))
        }
        #expect(written[0].count == 12)
        #expect(written[1] == written[0])
        #expect(written[2] == written[0])
    }
}
