/// What the object graph worked out for each type met so far (a class's plan, a type's
/// shape, a closure context's captures), by the address of the type's metadata: open
/// addressing, so that finding one is a multiplication, a shift and a comparison or two,
/// where a `Dictionary` hashes the key with SipHash first.
///
/// The table has room for `capacity` types, half its entries, and does not grow: an app
/// with more types keeps the others in a dictionary. Its entries are never reassigned as a
/// whole, so looking up reads no stored property that could be written at the same time
/// (no exclusivity check).
final class MetadataTable<Value> {
    /// How many types the table holds before the dictionary takes the rest.
    fileprivate let capacity: Int
    /// Its number of entries, a power of two.
    fileprivate let size: Int
    /// The metadata addresses (0 for a free entry), and their values at the same positions.
    fileprivate let keys: UnsafeMutableBufferPointer<UInt>
    fileprivate let values: UnsafeMutableBufferPointer<Value?>
    fileprivate var count = 0
    fileprivate var overflow: [UInt: Value] = [:]

    /// Makes a table for `capacity` types (a power of two).
    init(capacity: Int = 512) {
        self.capacity = capacity
        size = capacity * 2
        keys = .allocate(capacity: size)
        values = .allocate(capacity: size)
        keys.initialize(repeating: 0)
        values.initialize(repeating: nil)
    }

    deinit {
        keys.deallocate()
        values.deinitialize()
        values.deallocate()
    }

    /// The value of the type whose metadata is at `metadata`, if there is one.
    func value(of metadata: UnsafeRawPointer) -> Value? {
        let key = UInt(bitPattern: metadata)
        var position = start(of: key)
        while true {
            let found = keys[position]
            if found == key { return values[position] }
            if found == 0 { return count < capacity ? nil : overflow[key] }
            position = (position + 1) & (size - 1)
        }
    }

    /// The value of `type`, if there is one.
    func value(of type: Any.Type) -> Value? { value(of: unsafeBitCast(type, to: UnsafeRawPointer.self)) }

    /// Adds the value of the type whose metadata is at `metadata`, which has none yet.
    func add(_ value: Value, of metadata: UnsafeRawPointer) {
        let key = UInt(bitPattern: metadata)
        guard count < capacity else {
            overflow[key] = value
            return
        }
        var position = start(of: key)
        while keys[position] != 0 { position = (position + 1) & (size - 1) }
        keys[position] = key
        values[position] = value
        count += 1
    }

    /// Adds the value of `type`, which has none yet.
    func add(_ value: Value, of type: Any.Type) { add(value, of: unsafeBitCast(type, to: UnsafeRawPointer.self)) }

    /// Where the search for `key` starts, as in an ``AddressTable``.
    fileprivate func start(of key: UInt) -> Int { AddressTable.start(of: key, size: size) }
}

extension MetadataTable where Value: AnyObject {
    /// ``value(of:)`` unretained: the table keeps its values for its own life.
    func unretainedValue(of type: Any.Type) -> Unmanaged<Value>? {
        let key = UInt(bitPattern: unsafeBitCast(type, to: UnsafeRawPointer.self))
        var position = start(of: key)
        while true {
            let found = keys[position]
            if found == key {
                // An optional reference is its object's address, or 0 for `nil`.
                let address = UnsafeRawPointer(values.baseAddress! + position).load(as: UInt.self)
                return UnsafeRawPointer(bitPattern: address).map { Unmanaged.fromOpaque($0) }
            }
            if found == 0 { return count < capacity ? nil : overflow[key].map { .passUnretained($0) } }
            position = (position + 1) & (size - 1)
        }
    }
}
