import ArgumentParser
import NavSimExploration

/// `--shard I/N`: which part of an exploration split across N machines this one explores,
/// counted from 1 (`2/4`), as test runners that shard count them.
struct ShardArgument: ExpressibleByArgument {
    let part: ExplorationShard.Part

    init?(argument: String) {
        let numbers = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard numbers.count == 2, let index = Int(numbers[0]), let count = Int(numbers[1]), count <= Self.most,
            let part = ExplorationShard.Part(index: index, count: count)
        else { return nil }
        self.part = part
    }

    /// The most shards an exploration is split into.
    static let most = 1_000
}
