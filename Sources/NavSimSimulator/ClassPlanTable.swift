/// The plans of the classes met so far, by class: open addressing on the address of the
/// class's metadata, so that finding one is a multiplication, a shift and a comparison or
/// two, where a `Dictionary` hashes the key with SipHash first.
///
/// The table has room for `capacity` classes, half its entries, and does not grow: an
/// app with more classes keeps the others in a dictionary. Its entries are never
/// reassigned as a whole, so looking up reads no stored property that could be written
/// at the same time (no exclusivity check).
final class ClassPlanTable {
    /// How many classes the table holds before the dictionary takes the rest.
    private let capacity: Int
    /// Its number of entries, a power of two.
    private let size: Int
    /// The metadata addresses (0 for a free entry), and their plans at the same positions.
    private let keys: UnsafeMutableBufferPointer<UInt>
    private let plans: UnsafeMutableBufferPointer<ObjectGraph.ClassPlan?>
    private var count = 0
    private var overflow: [ObjectIdentifier: ObjectGraph.ClassPlan] = [:]

    /// Makes a table for `capacity` classes (a power of two).
    init(capacity: Int = 512) {
        self.capacity = capacity
        size = capacity * 2
        keys = .allocate(capacity: size)
        plans = .allocate(capacity: size)
        keys.initialize(repeating: 0)
        plans.initialize(repeating: nil)
    }

    deinit {
        keys.deallocate()
        plans.deinitialize()
        plans.deallocate()
    }

    /// The plan of the class `type`, if there is one.
    func plan(of type: AnyClass) -> ObjectGraph.ClassPlan? {
        let key = UInt(bitPattern: ObjectIdentifier(type))
        var position = start(of: key)
        while true {
            let found = keys[position]
            if found == key { return plans[position] }
            if found == 0 { return count < capacity ? nil : overflow[ObjectIdentifier(type)] }
            position = (position + 1) & (size - 1)
        }
    }

    /// Adds the plan of `type`, which has none yet.
    func add(_ plan: ObjectGraph.ClassPlan, of type: AnyClass) {
        guard count < capacity else {
            overflow[ObjectIdentifier(type)] = plan
            return
        }
        let key = UInt(bitPattern: ObjectIdentifier(type))
        var position = start(of: key)
        while keys[position] != 0 { position = (position + 1) & (size - 1) }
        keys[position] = key
        plans[position] = plan
        count += 1
    }

    /// Where the search for `key` starts, as in an ``AddressTable``.
    private func start(of key: UInt) -> Int { AddressTable.start(of: key, size: size) }
}
