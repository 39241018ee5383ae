import NavSimSimulator

/// One machine's part of a ``SystematicExploration`` split across machines: every state it
/// expanded, by canonical form, with what each input led to, so that
/// ``SystematicExploration/merge(_:progress:)`` can run the one-machine search again from
/// them, without the app, and give the report one machine gives.
///
/// Every shard expands the levels above the *split depth* whole (the same states, in the
/// same order, as one machine); at the split depth it expands only the states it owns (a
/// stable hash of the canonical form, modulo the number of shards), and below it everything
/// those states lead to. The split depth is the first level with at least
/// ``statesPerShard`` states per shard, so every shard finds the same one on its own
/// (docs/exploration.md, "Beyond one machine", proves the merge exact).
public struct ExplorationShard: Codable {
    /// Which shard of how many: `2/4`, counted from 1.
    public struct Part: Hashable, Codable, Sendable, CustomStringConvertible {
        /// The shard's number, from 1 to ``count``.
        public let index: Int
        /// How many shards the exploration is split into.
        public let count: Int

        /// The part `index` of `count`, or `nil` unless `1 <= index <= count`.
        public init?(index: Int, count: Int) {
            guard count >= 1, (1...count).contains(index) else { return nil }
            self.index = index
            self.count = count
        }

        public var description: String { "\(index)/\(count)" }

        /// Whether this shard owns the state of canonical form `form` at the split depth.
        func owns(_ form: String) -> Bool { ExplorationShard.owner(of: form, among: count) == index }
    }

    /// A state the shard expanded: its canonical form, its depth in the shard's search and
    /// what trying each of its inputs led to (each transition with its state's front).
    struct Expanded: Codable {
        let form: String
        let depth: Int
        let expansion: StateExpansion
    }

    /// A finding as the shard's own search first saw it: its identity and inputs.
    struct Sighted: Codable {
        let signature: Sighting.Signature
        let inputs: [Scenario.Step]
    }

    /// The fewest states per shard at the split depth: fewer leave shards idle.
    static var statesPerShard: Int { 4 }

    /// This shard.
    public let part: Part
    /// The depth whose states are shared among the shards; `nil` when no level above the
    /// depth asked for had enough states, and every shard explored everything.
    public let splitDepth: Int?
    /// The limit that stopped this shard, `nil` when it explored its whole part.
    public let limit: ExplorationReport.Limit?
    /// The distinct states this shard reached (those of other shards' parts not counted
    /// unless its own part reached them too).
    public let states: Int
    /// The inputs this shard tried.
    public let transitions: Int
    /// The states it expanded, in the order it expanded them.
    let expanded: [Expanded]
    /// Its findings, first seen first, by its own search's order (for reading; the merge
    /// finds them again from ``expanded``).
    let findings: [Sighted]

    /// The number of states this shard expanded.
    public var expandedStates: Int { expanded.count }

    /// The number of findings this shard's own search saw.
    public var sightings: Int { findings.count }

    /// The shard, from 1 to `count`, that owns the state of canonical form `form`: FNV-1a
    /// (64 bits) of its UTF-8 bytes, modulo `count`, the same on every machine and run.
    static func owner(of form: String, among count: Int) -> Int { Int(fnv1a(form.utf8) % UInt64(count)) + 1 }

    /// FNV-1a, 64 bits, of `bytes`: a hash that is the same on every machine and run.
    package static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}

extension ExplorationReport.Limit: Codable {}
