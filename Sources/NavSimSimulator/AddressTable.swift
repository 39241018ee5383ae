/// Object addresses (`ObjectIdentifier`'s bits), each with a number: open addressing with Fibonacci hashing, as
/// ``MetadataTable`` finds types, where a `Set` or a `Dictionary` of `ObjectIdentifier`
/// hashes each key with SipHash first.
///
/// An address is never 0, which marks a free entry. The table takes room at the first
/// address and grows to keep at most half its entries in use; entries are never removed
/// one by one, only all at once.
struct AddressTable {
    /// The addresses (0 for a free entry), and their numbers at the same positions: none,
    /// or a power of two.
    private var keys: [UInt] = []
    private var numbers: [Int] = []
    /// How many addresses the table holds.
    private(set) var count = 0

    /// The number of the object at `key`, if the table holds it.
    func number(of key: UInt) -> Int? {
        guard !keys.isEmpty else { return nil }
        var position = start(of: key)
        while true {
            let found = keys[position]
            if found == key { return numbers[position] }
            if found == 0 { return nil }
            position = (position + 1) & (keys.count - 1)
        }
    }

    /// Adds the object at `key` with `number` unless the table holds it already.
    ///
    /// - Returns: Whether it was added (false: it was there, with its number unchanged).
    @discardableResult
    mutating func insert(_ key: UInt, number: Int = 0) -> Bool {
        let position = place(of: key)
        if keys[position] == key { return false }
        add(key, number: number, at: position)
        return true
    }

    /// Sets the number of the object at `key`, adding it if the table does not hold it.
    mutating func set(_ number: Int, of key: UInt) {
        let position = place(of: key)
        if keys[position] == key {
            numbers[position] = number
        } else {
            add(key, number: number, at: position)
        }
    }

    /// Empties the table, keeping its size.
    mutating func removeAll() {
        guard count > 0 else { return }
        for position in keys.indices { keys[position] = 0 }
        count = 0
    }

    /// Where `key` is, or the free entry where it would go.
    private mutating func place(of key: UInt) -> Int {
        if keys.isEmpty {
            keys = [UInt](repeating: 0, count: 16)
            numbers = [Int](repeating: 0, count: 16)
        }
        var position = start(of: key)
        while true {
            let found = keys[position]
            if found == key || found == 0 { return position }
            position = (position + 1) & (keys.count - 1)
        }
    }

    /// Puts `key` in the free entry at `position`, growing the table if it is then half full.
    private mutating func add(_ key: UInt, number: Int, at position: Int) {
        keys[position] = key
        numbers[position] = number
        count += 1
        guard count * 2 > keys.count else { return }
        let oldKeys = keys
        let oldNumbers = numbers
        keys = [UInt](repeating: 0, count: oldKeys.count * 2)
        numbers = [Int](repeating: 0, count: oldKeys.count * 2)
        for (index, key) in oldKeys.enumerated() where key != 0 {
            var position = start(of: key)
            while keys[position] != 0 { position = (position + 1) & (keys.count - 1) }
            keys[position] = key
            numbers[position] = oldNumbers[index]
        }
    }

    /// Where the search for `key` starts.
    private func start(of key: UInt) -> Int { Self.start(of: key, size: keys.count) }

    /// Where the search for `key` starts in a table of `size` entries (a power of two):
    /// Fibonacci hashing, the top bits of its product with 2^64 divided by the golden
    /// ratio. ``MetadataTable`` probes the same way.
    static func start(of key: UInt, size: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - size.trailingZeroBitCount))
    }
}
