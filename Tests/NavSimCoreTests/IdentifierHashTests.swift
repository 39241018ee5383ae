import Testing

@testable import NavSimCore

/// The hash identifiers give dictionaries: equal for equal ids, spread over the low bits
/// a table uses whatever bits the ids differ in, and different for different tables.
@Suite("Identifier hashes")
struct IdentifierHashTests {
    @Test("equal ids hash equally in the same table")
    func equalIDs() {
        for raw: UInt32 in [0, 1, 7, 1 << 20, .max] {
            for seed in [0, 1, -1, 0x1234_5678] {
                #expect(ScreenID(raw)._rawHashValue(seed: seed) == ScreenID(raw)._rawHashValue(seed: seed))
            }
        }
    }

    @Test("ids that differ only in high bits spread over a table's low bits", arguments: [0, 12, 20])
    func highBitsSpread(shift: Int) {
        // 4,096 ids into 4,096 buckets: a random hash fills about 63 % of them; hashing the
        // raw value itself would put all of those with `shift` 12 or 20 in one bucket.
        let buckets = Set((1...4096).map { ScreenID(UInt32($0) << shift)._rawHashValue(seed: 99) & 4095 })
        #expect(buckets.count > 2_400)
    }

    @Test("another table's seed orders the same ids differently")
    func seedsDiffer() {
        let ids = (1...1000).map { CoordinatorID(UInt32($0)) }
        let changed = ids.filter { $0._rawHashValue(seed: 1) != $0._rawHashValue(seed: 2) }
        #expect(changed.count > 990)
    }

    @Test("the keys come from the process's own random hasher, not constants")
    func keysAreDrawn() {
        let keys = IdentifierHashKeys.current
        var hasher = Hasher()
        hasher.combine(0)
        #expect(keys.value == UInt64(bitPattern: Int64(hasher.finalize())))
        #expect(keys.value != keys.multiplier)
    }

    @Test("a dictionary keyed by many ids finds each of them")
    func dictionaryLookups() {
        var table: [ContainerID: Int] = [:]
        for raw in 1...50_000 { table[ContainerID(UInt32(raw) << 8)] = raw }
        #expect(table.count == 50_000)
        #expect((1...50_000).allSatisfy { table[ContainerID(UInt32($0) << 8)] == $0 })
        #expect(table[ContainerID(3)] == nil)
    }
}
