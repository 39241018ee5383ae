/// Why shards of an exploration cannot be merged into one machine's report.
public enum ShardMergeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No shard was given.
    case noShards
    /// Two shards split the exploration into different numbers of parts.
    case differentCounts(Int, Int)
    /// A part was given twice.
    case duplicated(ExplorationShard.Part)
    /// These parts, of `count`, were not given.
    case missing([Int], of: Int)
    /// Two shards split at different depths: they explored with different options or apps.
    case differentSplits(ExplorationShard.Part, ExplorationShard.Part)
    /// A shard that explored its whole part lacks a state it owns: the app reached other
    /// states on its machine (another build of the app, or an app that depends on more than
    /// its inputs).
    case inconsistent(ExplorationShard.Part)

    public var description: String {
        switch self {
        case .noShards: "no shard to merge"
        case .differentCounts(let one, let other):
            "the shards split the exploration into \(one) and into \(other) parts; merge the shards of one split"
        case .duplicated(let part): "shard \(part) is given twice; give each shard once"
        case .missing(let parts, let count):
            "shard\(parts.count == 1 ? "" : "s") \(parts.map { "\($0)/\(count)" }.joined(separator: ", ")) "
                + "missing; every shard of the \(count) is needed"
        case .differentSplits(let one, let other):
            "shards \(one) and \(other) split at different depths: they explored different apps or options"
        case .inconsistent(let part):
            "shard \(part) explored its whole part but lacks a state it owns: its app reached other states "
                + "(another build of the app, or an app whose states depend on more than its inputs)"
        }
    }
}
