/// A standard-library type that holds values the object graph walk looks into: optionals,
/// arrays, dictionaries and sets.
///
/// A dictionary's entries and a set's elements are walked in the order of their
/// descriptions (`String(describing:)` of the key or element), not in hash order, so the
/// coordinators a walk finds get the same ids in every run; only equal descriptions (two
/// objects of one class as keys) keep hash order.
protocol ObjectContainer {
    /// The types of the values it holds.
    static var elementTypes: [Any.Type] { get }
    /// Whether it is an `Array`, whose storage holds its elements one after the other.
    static var isArray: Bool { get }
    /// Collects the objects in the container at `pointer`.
    static func collect(at pointer: UnsafeRawPointer, into held: inout HeldObjects)
    /// How many values the container at `pointer` holds (for an optional, what the value
    /// it wraps holds, or -1 for `nil`).
    static func count(at pointer: UnsafeRawPointer) -> Int
    /// Whether its bits tell its count, as an optional's tell whether it is `nil`: true but for a
    /// collection, or an optional of one, whose count is kept in its storage.
    static var bitsTellCount: Bool { get }
    /// For an optional stored in one word, the words of its `nil`, then of its `.some(nil)`
    /// when it wraps an optional stored in one word, and so on; empty for any other container.
    static var nilWords: [UInt] { get }
    /// For an optional of an existential stored in the existential's own size, the word
    /// where the existential keeps its value's type, as `nil` has it; `nil` for any other
    /// container.
    static var nilTypeWord: UInt? { get }
    /// For a dictionary, the types of its keys and values; `nil` for any other container.
    static var keyAndValueTypes: (key: Any.Type, value: Any.Type)? { get }
}

extension ObjectContainer {
    static var isArray: Bool { false }
    static var bitsTellCount: Bool { false }
    static var nilWords: [UInt] { [] }
    static var nilTypeWord: UInt? { nil }
    static var keyAndValueTypes: (key: Any.Type, value: Any.Type)? { nil }
}

extension Optional: ObjectContainer {
    static var elementTypes: [Any.Type] { [Wrapped.self] }

    // Inlined into the protocol's witness, which is handed this type's metadata: in a
    // function of its own, code generic over `Wrapped` looks up `Optional<Wrapped>`'s at
    // every call.
    @inline(__always)
    static func collect(at pointer: UnsafeRawPointer, into held: inout HeldObjects) {
        if let wrapped = pointer.assumingMemoryBound(to: Self.self).pointee { held.collect(wrapped) }
    }

    @inline(__always)
    static func count(at pointer: UnsafeRawPointer) -> Int {
        guard pointer.assumingMemoryBound(to: Self.self).pointee != nil else { return -1 }
        guard let container = Wrapped.self as? any ObjectContainer.Type else { return 1 }
        // The wrapped value is stored at the optional's start.
        return container.count(at: pointer)
    }

    static var bitsTellCount: Bool { (Wrapped.self as? any ObjectContainer.Type)?.bitsTellCount ?? true }

    static var nilWords: [UInt] {
        let word = MemoryLayout<UInt>.size
        guard MemoryLayout<Self>.size == word else { return [] }
        func bits(of value: Self) -> UInt { withUnsafeBytes(of: value) { $0.load(as: UInt.self) } }
        guard MemoryLayout<Wrapped>.size == word, let wrapped = Wrapped.self as? any ObjectContainer.Type else {
            return [bits(of: nil)]
        }
        return [bits(of: nil)] + wrapped.nilWords.map { bits(of: .some(unsafeBitCast($0, to: Wrapped.self))) }
    }

    static var nilTypeWord: UInt? {
        let word = MemoryLayout<UInt>.size
        guard Reflection.kind(of: Wrapped.self) == .existential, MemoryLayout<Self>.size == MemoryLayout<Wrapped>.size,
            MemoryLayout<Self>.size >= 4 * word
        else { return nil }
        let none: Self = nil
        return withUnsafeBytes(of: none) { $0.load(fromByteOffset: 3 * word, as: UInt.self) }
    }
}

/// An array's, a dictionary's or a set's elements, and how many there are.
extension ObjectContainer where Self: Collection {
    static var elementTypes: [Any.Type] { [Element.self] }

    static func collect(at pointer: UnsafeRawPointer, into held: inout HeldObjects) {
        for element in pointer.assumingMemoryBound(to: Self.self).pointee { held.collect(element) }
    }

    static func count(at pointer: UnsafeRawPointer) -> Int { pointer.assumingMemoryBound(to: Self.self).pointee.count }
}

/// An array's elements read in place, the shape of their type looked up once.
extension ObjectContainer where Self: RandomAccessCollection {
    static func collect(at pointer: UnsafeRawPointer, into held: inout HeldObjects) {
        let elements = pointer.assumingMemoryBound(to: Self.self).pointee
        // An empty array, such as a leaked coordinator's children, holds nothing: its
        // elements' shape is not looked up.
        guard !elements.isEmpty else { return }
        collectElements(of: elements, into: &held)
    }

    /// Collects the objects in `elements`, which are not empty.
    static func collectElements(of elements: Self, into held: inout HeldObjects) {
        let shape = held.graph.shape(of: Element.self)
        switch shape {
        case .none: return
        case .dynamic, .enumeration:
            // What these hold is known only from each value.
            for element in elements { held.collect(element) }
        default:
            // Each element is read where the collection keeps it, as `collect(_:)` would
            // read a copy of it.
            let read: Void? = elements.withContiguousStorageIfAvailable { buffer in
                guard let base = buffer.baseAddress else { return }
                let start = UnsafeRawPointer(base)
                for index in 0..<buffer.count {
                    held.collect(at: start + index * MemoryLayout<Element>.stride, as: shape)
                }
            }
            if read == nil { for element in elements { held.collect(element) } }
        }
    }
}

extension Array: ObjectContainer {
    static var isArray: Bool { true }

    static func count(at pointer: UnsafeRawPointer) -> Int { storedCount(of: Self.self, at: pointer) }

    /// ``ObjectContainer/collect(at:into:)`` with the emptiness of the array told by its
    /// stored count: every leaked coordinator's empty children are read at every walk.
    static func collect(at pointer: UnsafeRawPointer, into held: inout HeldObjects) {
        guard storedCount(of: Self.self, at: pointer) > 0 else { return }
        collectElements(of: pointer.assumingMemoryBound(to: Self.self).pointee, into: &held)
    }
}
extension ContiguousArray: ObjectContainer {
    static func count(at pointer: UnsafeRawPointer) -> Int { pointer.assumingMemoryBound(to: Self.self).pointee.count }
}
extension ArraySlice: ObjectContainer {
    static func count(at pointer: UnsafeRawPointer) -> Int { pointer.assumingMemoryBound(to: Self.self).pointee.count }
}

extension Dictionary: ObjectContainer {
    static var keyAndValueTypes: (key: Any.Type, value: Any.Type)? { (Key.self, Value.self) }

    @inline(__always)
    static func count(at pointer: UnsafeRawPointer) -> Int { storedCount(of: Self.self, at: pointer) }

    /// Collects the keys and values, entry by entry. A leaked coordinator's empty
    /// `childCoordinators` is read at every walk: it is told empty by its stored count.
    ///
    /// Inlined into the protocol's witness, as ``count(at:)`` is, which is handed this type's
    /// metadata: code generic over the key and value would look it up at every call.
    @inline(__always)
    static func collect(at pointer: UnsafeRawPointer, into held: inout HeldObjects) {
        guard storedCount(of: Self.self, at: pointer) > 0 else { return }
        collectContents(of: pointer.assumingMemoryBound(to: Self.self).pointee, into: &held)
    }

    /// Collects the keys and values of `dictionary`, which is not empty; a single entry is
    /// read where it is, with no array and no descriptions.
    private static func collectContents(of dictionary: Self, into held: inout HeldObjects) {
        guard dictionary.count > 1 else {
            let index = dictionary.startIndex
            held.collect(dictionary.keys[index])
            held.collect(dictionary.values[index])
            return
        }
        for (key, value) in inDescriptionOrder(dictionary, by: { $0.key }) {
            held.collect(key)
            held.collect(value)
        }
    }
}

extension Set: ObjectContainer {
    @inline(__always)
    static func count(at pointer: UnsafeRawPointer) -> Int { storedCount(of: Self.self, at: pointer) }

    /// Collects the elements, as ``Dictionary/collect(at:into:)`` collects the entries.
    @inline(__always)
    static func collect(at pointer: UnsafeRawPointer, into held: inout HeldObjects) {
        guard storedCount(of: Self.self, at: pointer) > 0 else { return }
        collectContents(of: pointer.assumingMemoryBound(to: Self.self).pointee, into: &held)
    }

    /// Collects the elements of `set`, which is not empty.
    private static func collectContents(of set: Self, into held: inout HeldObjects) {
        guard set.count > 1 else { return held.collect(set[set.startIndex]) }
        for element in inDescriptionOrder(set, by: { $0 }) { held.collect(element) }
    }
}

/// The count of the array, dictionary or set of type `collection` at `pointer`. Without
/// Objective-C bridging it is read from the storage, with no code generic over the elements
/// (which would look up the collection's type): each of these collections is a reference to
/// a storage object (the empty one's is a shared one) whose count follows the object's
/// header, the standard library's stable layout.
@inline(__always)
private func storedCount<Stored: Collection>(of collection: Stored.Type, at pointer: UnsafeRawPointer) -> Int {
    #if _runtime(_ObjC)
        pointer.assumingMemoryBound(to: Stored.self).pointee.count
    #else
        storedCount(at: pointer)
    #endif
}

/// Whether ``storedCount(at:)`` reads a collection's count: not where a collection may be
/// bridged from Objective-C, with no storage object of the standard library's.
#if _runtime(_ObjC)
    let readsStoredCounts = false
#else
    let readsStoredCounts = true
#endif

/// The count of the array, set or dictionary at `pointer`, read from its storage object
/// (``readsStoredCounts``), with no knowledge of its type.
@inline(__always)
func storedCount(at pointer: UnsafeRawPointer) -> Int {
    pointer.load(as: UnsafeRawPointer.self).load(fromByteOffset: 2 * MemoryLayout<UInt>.size, as: Int.self)
}

/// The elements of an unordered collection, ordered by the description of `key`
/// (`String(describing:)`), equal ones in the collection's order.
func inDescriptionOrder<Elements: Collection>(
    _ elements: Elements, by key: (Elements.Element) -> some Any
) -> [Elements.Element] {
    let elements = Array(elements)
    guard elements.count > 1 else { return elements }
    let descriptions = elements.map { description(of: key($0)) }
    // Sorting the positions makes the comparisons sorting the elements by description
    // would, so the order is the same.
    return descriptions.indices.sorted { descriptions[$0] < descriptions[$1] }.map { elements[$0] }
}

/// `String(describing: value)`; a `String` is its own, with no casts to the printing
/// protocols.
private func description<Value>(of value: Value) -> String {
    if Value.self == String.self, let string = value as? String { return string }
    return String(describing: value)
}
