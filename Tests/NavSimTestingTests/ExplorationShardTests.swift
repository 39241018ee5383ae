import Foundation
import NavSimCore
import NavSimExamples
import NavSimSimulator
import Testing

@testable import NavSimExploration

/// `SystematicExploration.run(shard:)` and `merge(_:)` in one process: the merged report
/// equals one machine's (the whole value, through the shards' JSON), and shards that are
/// not every part of one split once, or that lack a state they own, are refused.
@Suite @MainActor
struct ExplorationShardTests {
    nonisolated static let explorations: [(app: String, variant: String, depth: Int)] = [
        ("login", "strongParent", 7), ("login", "weakParent", 7), ("projects", "seed", 5),
        ("projects", "routerTracksPops", 5), ("editor", "naive", 6), ("children", "removedOnDisappear", 6),
        ("editor", "coordinator", 5),
    ]

    private func exploration(_ index: Int) throws -> SystematicExploration {
        let (app, variant, depth) = Self.explorations[index]
        return SystematicExploration(depth: depth, app: try Examples.named(app).maker(variant: variant))
    }

    /// The shards of `count`, each through the JSON a shard file holds.
    private func shards(of exploration: SystematicExploration, count: Int) throws -> [ExplorationShard] {
        try (1...count).map { index in
            let part = try #require(ExplorationShard.Part(index: index, count: count))
            let data = try JSONEncoder().encode(exploration.run(shard: part))
            return try JSONDecoder().decode(ExplorationShard.self, from: data)
        }
    }

    @Test(arguments: explorations.indices)
    func mergedShardsMakeTheOneMachineReport(_ index: Int) throws {
        let exploration = try exploration(index)
        let one = exploration.run()
        for count in 1...4 {
            let shards = try shards(of: exploration, count: count)
            #expect(try exploration.merge(shards) == one, "\(Self.explorations[index]) in \(count) shards")
            #expect(try exploration.merge(shards.reversed()) == one)
        }
    }

    @Test func everyShardPicksTheSameSplitAndOwnsItsStatesThere() throws {
        let exploration = try exploration(0)
        let shards = try shards(of: exploration, count: 3)
        #expect(shards.map(\.splitDepth) == [4, 4, 4])
        for shard in shards {
            let owned = shard.expanded.filter { $0.depth == 4 }.map(\.form)
            #expect(!owned.isEmpty)
            #expect(owned.allSatisfy { ExplorationShard.owner(of: $0, among: 3) == shard.part.index })
            #expect(shard.limit == nil)
        }
        // Above the split every shard expanded the same states in the same order.
        let above = shards.map { $0.expanded.filter { $0.depth < 4 }.map(\.form) }
        #expect(above[1] == above[0] && above[2] == above[0])
    }

    @Test func shardsThatAreNotOneSplitAreRefused() throws {
        let exploration = try exploration(0)
        let two = try shards(of: exploration, count: 2)
        let three = try shards(of: exploration, count: 3)
        let refusals: [([ExplorationShard], ShardMergeError)] = [
            ([], .noShards),
            ([two[0]], .missing([2], of: 2)),
            ([three[1]], .missing([1, 3], of: 3)),
            ([two[0], three[1]], .differentCounts(2, 3)),
            ([two[0], two[1], two[1]], .duplicated(two[1].part)),
        ]
        for (shards, error) in refusals {
            #expect(throws: error) { try exploration.merge(shards) }
        }
        let other = ExplorationShard(
            part: two[1].part, splitDepth: two[1].splitDepth.map { $0 + 1 }, limit: nil, states: two[1].states,
            transitions: two[1].transitions, expanded: two[1].expanded, findings: two[1].findings)
        #expect(throws: ShardMergeError.differentSplits(two[0].part, other.part)) {
            try exploration.merge([two[0], other])
        }
    }

    @Test func aShardThatLacksAStateItOwnsIsRefusedUnlessALimitStoppedIt() throws {
        let exploration = try exploration(0)
        let shards = try shards(of: exploration, count: 2)
        let split = try #require(shards[1].splitDepth)
        // A shard that expanded states below the split, less those.
        let owner = try #require(shards.firstIndex { $0.expanded.contains { $0.depth > split } })
        let other = shards[1 - owner]
        let lacking = ExplorationShard(
            part: shards[owner].part, splitDepth: split, limit: nil, states: shards[owner].states,
            transitions: shards[owner].transitions, expanded: shards[owner].expanded.filter { $0.depth <= split },
            findings: shards[owner].findings)
        #expect(throws: ShardMergeError.inconsistent(shards[owner].part)) { try exploration.merge([other, lacking]) }
        let stopped = ExplorationShard(
            part: lacking.part, splitDepth: split, limit: .time, states: lacking.states,
            transitions: lacking.transitions, expanded: lacking.expanded, findings: lacking.findings)
        let report = try exploration.merge([other, stopped].sorted { $0.part.index < $1.part.index })
        #expect(report.limit == .time)
        #expect(!report.complete)
        #expect(report.depth == split + 1)
    }

    @Test func theShardOfAStateIsAStableHashOfItsForm() {
        #expect(ExplorationShard.fnv1a("".utf8) == 0xcbf2_9ce4_8422_2325)
        #expect(ExplorationShard.fnv1a("a".utf8) == 0xaf63_dc4c_8601_ec8c)
        #expect((1...4).map { ExplorationShard.owner(of: "a", among: $0) } == [1, 1, 2, 1])
    }
}
