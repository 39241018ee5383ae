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
}

extension ObjectContainer {
    static var isArray: Bool { false }
}

extension Optional: ObjectContainer {
    static var elementTypes: [Any.Type] { [Wrapped.self] }

    static func collect(at pointer: UnsafeRawPointer, into held: inout HeldObjects) {
        if let wrapped = pointer.assumingMemoryBound(to: Self.self).pointee { held.collect(wrapped) }
    }

    static func count(at pointer: UnsafeRawPointer) -> Int {
        guard let wrapped = pointer.assumingMemoryBound(to: Self.self).pointee else { return -1 }
        guard let container = Wrapped.self as? any ObjectContainer.Type else { return 1 }
        return withUnsafePointer(to: wrapped) { container.count(at: UnsafeRawPointer($0)) }
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

    static func count(at pointer: UnsafeRawPointer) -> Int { storedCount(at: pointer) }

    /// ``ObjectContainer/collect(at:into:)`` with the emptiness of the array told by its
    /// stored count: every leaked coordinator's empty children are read at every walk, and
    /// this code, generic over the element, would look up the array's type to ask.
    static func collect(at pointer: UnsafeRawPointer, into held: inout HeldObjects) {
        guard storedCount(at: pointer) > 0 else { return }
        collectElements(of: pointer.assumingMemoryBound(to: Self.self).pointee, into: &held)
    }

    /// The count of the array at `pointer`. Without Objective-C bridging it is read from the
    /// storage: an array is a reference to a storage object (the empty array's is a shared
    /// one) whose count follows the object's header, the standard library's stable layout.
    private static func storedCount(at pointer: UnsafeRawPointer) -> Int {
        #if _runtime(_ObjC)
            pointer.assumingMemoryBound(to: Self.self).pointee.count
        #else
            pointer.load(as: UnsafeRawPointer.self).load(fromByteOffset: 2 * MemoryLayout<UInt>.size, as: Int.self)
        #endif
    }
}
extension ContiguousArray: ObjectContainer {
    static func count(at pointer: UnsafeRawPointer) -> Int { pointer.assumingMemoryBound(to: Self.self).pointee.count }
}
extension ArraySlice: ObjectContainer {
    static func count(at pointer: UnsafeRawPointer) -> Int { pointer.assumingMemoryBound(to: Self.self).pointee.count }
}

extension Dictionary: ObjectContainer {
    static func count(at pointer: UnsafeRawPointer) -> Int { pointer.assumingMemoryBound(to: Self.self).pointee.count }

    static func collect(at pointer: UnsafeRawPointer, into held: inout HeldObjects) {
        let dictionary = pointer.assumingMemoryBound(to: Self.self).pointee
        for (key, value) in inDescriptionOrder(dictionary, by: { $0.key }) {
            held.collect(key)
            held.collect(value)
        }
    }
}

extension Set: ObjectContainer {
    static func count(at pointer: UnsafeRawPointer) -> Int { pointer.assumingMemoryBound(to: Self.self).pointee.count }

    static func collect(at pointer: UnsafeRawPointer, into held: inout HeldObjects) {
        for element in inDescriptionOrder(pointer.assumingMemoryBound(to: Self.self).pointee, by: { $0 }) {
            held.collect(element)
        }
    }
}

/// The elements of an unordered collection, ordered by the description of `key`.
func inDescriptionOrder<Elements: Collection>(
    _ elements: Elements, by key: (Elements.Element) -> some Any
) -> [Elements.Element] {
    guard elements.count > 1 else { return Array(elements) }
    return elements.map { (String(describing: key($0)), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
}
