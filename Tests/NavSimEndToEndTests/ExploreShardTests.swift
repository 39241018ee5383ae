import Foundation
import NavSimTestSupport
import Testing

/// `explore APP --shard I/N --output DIR` on each of N machines, then `explore --merge DIR…`:
/// the merged report is the one machine's, byte for byte (text and JSON, exit status and
/// repro files), for 1 to 4 shards; shards that are not one exploration's are refused with
/// one line and exit status 2.
@Suite struct ExploreShardTests {
    /// Buggy and fixed variants, deep enough to split, a state limit that cuts a level,
    /// racing inputs and a start after a scenario.
    static let commands: [[String]] = [
        ["children", "--variant", "notStored", "--depth", "6"],
        ["children", "--variant", "navigationDelegate", "--depth", "3", "--racing"],
        ["projects", "--variant", "routerTracksPops", "--depth", "5"],
        ["projects", "--variant", "seed", "--depth", "8", "--max-states", "61"],
        ["editor", "--variant", "naive", "--depth", "5"],
        ["login", "--variant", "strongParent", "--depth", "7"],
        ["login", "--variant", "weakParent", "--depth", "7"],
        ["login", "--from", "Scenarios/login-strongParent.json", "--depth", "3"],
    ]

    /// Runs every shard of `count` of `command` into one folder; the folder.
    private func shards(of command: [String], count: Int) throws -> URL {
        let folder = try temporaryFolder()
        for index in 1...count {
            let run = try navsim(["explore"] + command + ["--shard", "\(index)/\(count)", "--output", folder.path])
            #expect(run.status == 0, "\(run.error)")
            #expect(run.error.isEmpty)
            #expect(run.output.hasPrefix("explored shard \(index)/\(count) of "))
        }
        return folder
    }

    @Test(arguments: commands.indices)
    func mergedShardsPrintTheOneMachineReport(_ index: Int) throws {
        let command = Self.commands[index]
        let text = try navsim(["explore"] + command)
        let json = try navsim(["explore"] + command + ["--json"])
        #expect([0, 1].contains(text.status), "\(text.error)")
        for count in 1...4 {
            let folder = try shards(of: command, count: count)
            let mergedText = try navsim("explore", "--merge", folder.path)
            let mergedJSON = try navsim("explore", "--merge", folder.path, "--json")
            #expect(mergedText.status == text.status)
            #expect(mergedText.output == text.output, "\(command) in \(count) shards")
            #expect(mergedJSON.status == json.status)
            #expect(mergedJSON.output == json.output, "\(command) in \(count) shards, --json")
            #expect(mergedText.error.isEmpty && mergedJSON.error.isEmpty)
        }
    }

    @Test func aSplitSharesTheStatesAtItsDepthAndTheMergeCountsEachOnce() throws {
        let command = ["login", "--variant", "strongParent", "--depth", "7"]
        let folder = try shards(of: command, count: 4)
        var expanded = 0
        for index in 1...4 {
            let data = try Data(contentsOf: folder.appendingPathComponent("explore-shard-\(index)-of-4.json"))
            let file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let shard = try #require(file["shard"] as? [String: Any])
            #expect(shard["splitDepth"] as? Int == 5)
            #expect(file["app"] as? String == "login")
            #expect(file["variant"] as? String == "strongParent")
            expanded += try #require(shard["expanded"] as? [Any]).count
        }
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(try navsim(["explore"] + command + ["--json"]).output.utf8))
                as? [String: Any])
        let states = try #require(report["states"] as? Int)
        // Each shard expands the levels above the split; below it, together, at least every state once.
        #expect(expanded > states / 2)
        let merged = try navsim("explore", "--merge", folder.path, "--json")
        #expect(merged.output.contains("\"states\": \(states),"))
    }

    @Test func theMergeWritesTheOneMachineReproFiles() throws {
        let command = ["projects", "--variant", "seed", "--depth", "5"]
        let one = try temporaryFolder()
        #expect(try navsim(["explore"] + command + ["--output", one.path]).status == 1)
        let merged = try temporaryFolder()
        let folder = try shards(of: command, count: 3)
        #expect(try navsim("explore", "--merge", folder.path, "--output", merged.path).status == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: one.path).sorted()
        #expect(names.count == 12)
        #expect(try FileManager.default.contentsOfDirectory(atPath: merged.path).sorted() == names)
        for name in names {
            let expected = try Data(contentsOf: one.appendingPathComponent(name))
            #expect(try Data(contentsOf: merged.appendingPathComponent(name)) == expected, "\(name)")
        }
    }

    @Test func shardsThatAreNotOneExplorationAreRefusedWithOneLine() throws {
        let command = ["children", "--variant", "removedOnDisappear", "--depth", "4"]
        let two = try shards(of: command, count: 2)
        let three = try shards(of: command, count: 3)
        let other = try temporaryFolder()
        _ = try navsim(
            "explore", "children", "--variant", "neverRemoved", "--depth", "4", "--shard", "2/2", "--output",
            other.path)
        let deeper = try temporaryFolder()
        _ = try navsim(["explore"] + command.dropLast() + ["5", "--shard", "2/2", "--output", deeper.path])
        let first = two.appendingPathComponent("explore-shard-1-of-2.json").path
        let second = two.appendingPathComponent("explore-shard-2-of-2.json").path
        let damaged = try temporaryFolder().appendingPathComponent("explore-shard-2-of-2.json").path
        var bytes = try String(contentsOfFile: second, encoding: .utf8)
        let form = try #require(bytes.range(of: "Main"))
        bytes.replaceSubrange(form, with: "Mane")
        try bytes.write(toFile: damaged, atomically: true, encoding: .utf8)
        let truncated = try temporaryFolder().appendingPathComponent("explore-shard-2-of-2.json").path
        let data = try Data(contentsOf: URL(fileURLWithPath: second))
        try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: truncated))
        let older = try temporaryFolder().appendingPathComponent("explore-shard-2-of-2.json").path
        let version = try #require(bytes.range(of: #""navsim":"[^"]*""#, options: .regularExpression))
        try bytes.replacingCharacters(in: version, with: #""navsim":"0.0.1""#)
            .write(toFile: older, atomically: true, encoding: .utf8)
        let empty = try temporaryFolder()
        let refusals: [([String], String)] = [
            ([first], "cannot merge \(first): shard 2/2 missing; every shard of the 2 is needed"),
            (
                [first, three.appendingPathComponent("explore-shard-3-of-3.json").path],
                "cannot merge \(first), \(three.path)/explore-shard-3-of-3.json: the shards split the exploration "
                    + "into 2 and into 3 parts; merge the shards of one split"
            ),
            (
                [two.path, second],
                "cannot merge \(first), \(second), \(second): shard 2/2 is given twice; give each shard once"
            ),
            (
                [first, other.path],
                "\(other.path)/explore-shard-2-of-2.json: a shard of children/neverRemoved, not of "
                    + "children/removedOnDisappear as \(first); merge the shards of one exploration"
            ),
            (
                [first, deeper.path],
                "\(deeper.path)/explore-shard-2-of-2.json: explored with another --depth than \(first); merge the "
                    + "shards of one exploration"
            ),
            ([first, damaged], "\(damaged): damaged: its checksum does not match its contents"),
            ([first, truncated], "\(truncated): not an explore shard file (damaged, or another kind of file)"),
            (
                [first, older],
                "\(older): written by NavSim 0.0.1 (shard format 2), this is NavSim \(try navsimVersion()); explore "
                    + "and merge every shard with one NavSim"
            ),
            ([empty.path], "\(empty.path): no shard file (explore-shard-I-of-N.json) in this directory"),
        ]
        for (paths, message) in refusals {
            let run = try navsim(["explore", "--merge"] + paths)
            #expect(run.status == 2, "\(paths)")
            #expect(run.error == "navsim: \(message)\n")
            #expect(run.output.isEmpty)
        }
        #expect(try navsim("explore", "--merge", two.path).status == 1)
    }

    @Test func shardOptionsAreCheckedBeforeExploring() throws {
        let folder = try temporaryFolder()
        let usage: [[String]] = [
            ["explore", "children", "--shard", "1/2"],
            ["explore", "children", "--shard", "3/2", "--output", folder.path],
            ["explore", "children", "--shard", "0/2", "--output", folder.path],
            ["explore", "children", "--shard", "1/2", "--output", folder.path, "--json"],
            ["explore", "children", "--merge", folder.path],
            ["explore"],
        ]
        for arguments in usage {
            let run = try navsim(arguments)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.failedWithOneLine, "\(arguments): \(run.error)")
        }
        let shard = ["explore", "children", "--depth", "2", "--shard", "1/1", "--output", folder.path]
        #expect(try navsim(shard).status == 0)
        let again = try navsim(shard)
        #expect(again.status == 3)
        #expect(
            again.error
                == "navsim: \(folder.path)/explore-shard-1-of-1.json already exists (use --force to replace it)\n")
        #expect(try navsim(shard + ["--force"]).status == 0)
    }

    /// The version `navsim --version` prints.
    private func navsimVersion() throws -> String {
        try navsim("--version").output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
