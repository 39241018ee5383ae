import NavSimSimulator

extension BreadthFirstSearch {
    /// What a shard's search keeps beside the one-machine search: its part, the split
    /// depth once its level is known, and each state it expanded with what that led to.
    final class ShardRecord {
        let part: ExplorationShard.Part
        var splitDepth: Int?
        var expanded: [ExplorationShard.Expanded] = []
        /// The front of each state reached, by canonical form, as the transition that first
        /// reached it carried it (a worker sends a front once per part).
        var fronts: [String: StateExpansion.Front] = [:]

        init(part: ExplorationShard.Part) { self.part = part }

        /// Whether the state is at the split depth and another shard's.
        func skips(_ node: Node) -> Bool { node.depth == splitDepth && !part.owns(node.form) }

        /// Keeps a whole expansion of a state this shard expands; one a limit cut short, or
        /// of a state it skips, is left out (the merge stops there).
        func record(_ expansion: StateExpansion, of node: Node) {
            guard expansion.stopped == nil, !skips(node) else { return }
            for case .sent(let transition) in expansion.outcomes ?? [] {
                if let front = transition.front, fronts[transition.form] == nil { fronts[transition.form] = front }
            }
            expanded.append(.init(form: node.form, depth: node.depth, expansion: expansion))
        }
    }

    /// The shards a merging search takes each state's expansion from, instead of running
    /// the app: a state above the split depth from any shard (each expanded it alike), one
    /// at or below it from the shard that owns its ancestor at the split depth.
    struct ShardSource {
        /// The shards, by part, first to last.
        let shards: [ExplorationShard]
        let splitDepth: Int?
        /// Each shard's expansions by canonical form.
        let expansions: [[String: StateExpansion]]
        /// Set when a shard that explored its whole part lacks a state it owns: the states
        /// the shards reached differ from one machine's.
        var mismatch: ExplorationShard.Part?

        init(shards: [ExplorationShard]) {
            self.shards = shards
            splitDepth = shards.first?.splitDepth
            expansions = shards.map { shard in
                Dictionary(shard.expanded.map { ($0.form, $0.expansion) }, uniquingKeysWith: { first, _ in first })
            }
        }
    }

    /// Picks the split depth at the first level, above the depth asked for, with at least
    /// ``ExplorationShard/statesPerShard`` states per shard: every shard finds the same one,
    /// since the levels above it are the same in each.
    func splitIfDue(_ level: Range<Int>) {
        guard let record = shard, record.splitDepth == nil,
            level.count >= ExplorationShard.statesPerShard * record.part.count
        else { return }
        record.splitDepth = nodes[level.lowerBound].depth
    }

    /// The part of the exploration `record` kept, after ``search()``: its expansions, each
    /// transition with its state's front.
    func shardResult(_ record: ShardRecord) -> ExplorationShard {
        let expanded = record.expanded.map { state in
            var expansion = state.expansion
            expansion.outcomes = expansion.outcomes?.map { outcome in
                guard case .sent(let transition) = outcome, transition.front == nil else { return outcome }
                return .sent(transition.withFront(record.fronts[transition.form]))
            }
            return ExplorationShard.Expanded(form: state.form, depth: state.depth, expansion: expansion)
        }
        return ExplorationShard(
            part: record.part, splitDepth: record.splitDepth, limit: limit, states: nodes.count,
            transitions: transitions, expanded: expanded,
            findings: findingOrder.map { .init(signature: $0, inputs: findings[$0] ?? []) })
    }

    /// Merges a level's states in order, each expansion taken from the shards, as one
    /// process merges its own.
    ///
    /// - Returns: The first state not merged: the end of the level unless a limit stopped
    ///   it, or a shard lacks the state's expansion.
    func expandFromShards(_ level: Range<Int>) -> Int {
        for index in level {
            guard let expansion = shardExpansion(of: index) else { return index }
            merge(expansion, of: index, path: path(to: index), runs: [:])
            if limit != nil { return index }
        }
        return level.upperBound
    }

    /// The state's expansion from the shards, or `nil` (and the search stopped) when the
    /// shard that owns it lacks it: with the limit that stopped that shard, else noted as
    /// a mismatch.
    private func shardExpansion(of index: Int) -> StateExpansion? {
        guard let source = merged else { return nil }
        let form = nodes[index].form
        let owners = shardOwner(of: index).map { [$0 - 1] } ?? Array(source.shards.indices)
        if let expansion = owners.lazy.compactMap({ source.expansions[$0][form] }).first { return expansion }
        if let stopped = owners.lazy.compactMap({ source.shards[$0].limit }).first {
            stop(stopped)
        } else {
            merged?.mismatch = source.shards[owners[0]].part
            stop(.interrupted)
        }
        return nil
    }

    /// The shard that owns the state: that of its ancestor at the split depth; `nil` above
    /// the split depth (or with none), where every shard expanded it.
    private func shardOwner(of index: Int) -> Int? {
        guard let source = merged, let split = source.splitDepth, nodes[index].depth >= split else { return nil }
        var ancestor = index
        while nodes[ancestor].depth > split, let parent = nodes[ancestor].parent { ancestor = parent }
        return ExplorationShard.owner(of: nodes[ancestor].form, among: source.shards.count)
    }
}

extension StateExpansion.Transition {
    /// The transition with `front` as its state's front.
    func withFront(_ front: StateExpansion.Front?) -> Self {
        .init(
            input: input, signatures: signatures, events: events, form: form, front: front, offered: offered,
            sessionLeft: sessionLeft)
    }
}
