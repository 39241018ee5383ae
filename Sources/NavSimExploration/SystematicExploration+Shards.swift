extension SystematicExploration {
    /// Explores one shard of the space, to be merged with the others by
    /// ``merge(_:progress:)``: the levels above the split depth whole, the states it owns at
    /// the split depth and everything below them (``ExplorationShard``).
    ///
    /// - Parameters:
    ///   - part: Which shard of how many.
    ///   - progress: Called after each state is expanded with the states and transitions so far.
    ///   - interrupted: Asked before each input; when it says yes, the shard stops (its
    ///     ``ExplorationShard/limit`` says so).
    @MainActor
    public func run(
        shard part: ExplorationShard.Part,
        progress: @escaping (_ states: Int, _ transitions: Int) -> Void = { _, _ in },
        interrupted: @escaping () -> Bool = { false }
    ) -> ExplorationShard {
        let search = BreadthFirstSearch(self, progress: progress, interrupted: interrupted)
        let record = BreadthFirstSearch.ShardRecord(part: part)
        search.shard = record
        _ = search.search()
        return search.shardResult(record)
    }

    /// The report one machine gives for this exploration, from its shards: the same
    /// findings with the same shortest inputs, states, transitions, coverage and replay
    /// count. The app runs only to launch and to take each finding's message from its
    /// inputs, as one machine does; every expansion comes from the shards.
    ///
    /// When a shard was stopped by a limit before its part was explored, the report stops
    /// at the first state it lacks, with that limit (not complete).
    ///
    /// - Throws: ``ShardMergeError`` when the shards are not every part of one split
    ///   exactly once, or a shard that explored its whole part lacks a state it owns.
    @MainActor
    public func merge(
        _ shards: [ExplorationShard], progress: @escaping (_ states: Int, _ transitions: Int) -> Void = { _, _ in }
    ) throws(ShardMergeError) -> ExplorationReport {
        guard let count = shards.first?.part.count else { throw .noShards }
        if let other = shards.first(where: { $0.part.count != count }) {
            throw .differentCounts(count, other.part.count)
        }
        var byIndex: [Int: ExplorationShard] = [:]
        for shard in shards {
            guard byIndex.updateValue(shard, forKey: shard.part.index) == nil else { throw .duplicated(shard.part) }
        }
        let missing = (1...count).filter { byIndex[$0] == nil }
        guard missing.isEmpty else { throw .missing(missing, of: count) }
        let ordered = (1...count).compactMap { byIndex[$0] }
        if let other = ordered.first(where: { $0.splitDepth != ordered[0].splitDepth }) {
            throw .differentSplits(ordered[0].part, other.part)
        }
        var merging = self
        merging.timeLimit = nil
        merging.workers = 1
        let search = BreadthFirstSearch(merging, progress: progress)
        search.merged = .init(shards: ordered)
        let report = search.run()
        if let part = search.merged?.mismatch { throw .inconsistent(part) }
        return report
    }
}
