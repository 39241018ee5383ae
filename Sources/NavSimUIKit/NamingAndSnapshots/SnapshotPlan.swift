import NavSimCore
import NavSimSimulator

/// How ``StateSnapshot`` reads a value of one type straight from memory, worked out once
/// per type from the runtime's field metadata, with no `Mirror`.
///
/// Only types whose snapshot does not depend on anything but their stored bits get a
/// plan: `String`, `Bool`, `Int`, `Double`, `Float`, optionals, arrays and dictionaries
/// keyed by strings of those, and the app's own structs made of them (not `CustomReflectable`). Everything else is read
/// through ``StateSnapshot``'s reflective path, which a plan gives the same JSON as.
indirect enum SnapshotPlan {
    case string, bool, int, double, float
    /// An optional; `isSome` tells whether the one at a pointer holds a value (stored at
    /// the same address).
    case optional(SnapshotPlan, isSome: (UnsafeRawPointer) -> Bool)
    /// An array; `forEach` calls its body with a pointer to each element.
    case array(SnapshotPlan, forEach: (UnsafeRawPointer, (UnsafeRawPointer) -> Void) -> Void)
    /// A dictionary with `String` keys; `forEach` calls its body with each key and a pointer
    /// to its value.
    case dictionary(SnapshotPlan, forEach: (UnsafeRawPointer, (String, UnsafeRawPointer) -> Void) -> Void)
    /// A struct: its fields that are kept, each with its label, offset and plan.
    case structure([(label: String, offset: Int, plan: SnapshotPlan)])

    /// The JSON form of the value at `pointer`, nested `depth` levels deep.
    func value(at pointer: UnsafeRawPointer, depth: Int) -> JSONValue {
        switch self {
        case .string: return .string(pointer.load(as: String.self))
        case .bool: return .bool(pointer.load(as: Bool.self))
        case .int: return .number(Double(pointer.load(as: Int.self)))
        case .double: return JSONValue(pointer.load(as: Double.self))
        case .float: return JSONValue(Double(pointer.load(as: Float.self)))
        case .optional(let wrapped, let isSome):
            return isSome(pointer) ? wrapped.value(at: pointer, depth: depth) : .null
        case .array(let element, let forEach):
            guard depth < StateSnapshot.maximumDepth else { return .null }
            var elements: [JSONValue] = []
            forEach(pointer) { elements.append(element.value(at: $0, depth: depth + 1)) }
            return .array(elements)
        case .dictionary(let value, let forEach):
            guard depth < StateSnapshot.maximumDepth else { return .null }
            var object: [String: JSONValue] = [:]
            forEach(pointer) { key, pointer in object[key] = value.value(at: pointer, depth: depth + 1) }
            return .object(object)
        case .structure(let fields):
            guard depth < StateSnapshot.maximumDepth else { return .null }
            var object: [String: JSONValue] = [:]
            for field in fields { object[field.label] = field.plan.value(at: pointer + field.offset, depth: depth + 1) }
            return .object(object)
        }
    }

    // MARK: - Making plans

    /// The plan for values of `type`, or `nil` if they are read by reflection.
    @MainActor
    static func plan(for type: Any.Type) -> SnapshotPlan? {
        let key = ObjectIdentifier(type)
        if let known = plans[key] { return known }
        // A struct that holds itself (through an array) is read by reflection.
        plans[key] = .some(nil)
        let plan = makePlan(for: type)
        plans[key] = plan
        return plan
    }

    @MainActor private static var plans: [ObjectIdentifier: SnapshotPlan?] = [:]

    @MainActor
    private static func makePlan(for type: Any.Type) -> SnapshotPlan? {
        switch type {
        case is String.Type: return .string
        case is Bool.Type: return .bool
        case is Int.Type: return .int
        case is Double.Type: return .double
        case is Float.Type: return .float
        default: break
        }
        guard !_typeName(type, qualified: false).contains("->") else { return nil }
        // Optionals, arrays and dictionaries are `CustomReflectable`, with the mirror
        // reflection gives them (a dictionary's keys as `String(describing:)` gives them).
        if let optional = type as? any SnapshotOptional.Type {
            return plan(for: optional.wrappedType).map { .optional($0, isSome: optional.isSome) }
        }
        if let array = type as? any SnapshotArray.Type {
            return plan(for: array.elementType).map { .array($0, forEach: array.forEachElement) }
        }
        if let dictionary = type as? any SnapshotDictionary.Type, let valueType = dictionary.stringKeyedValueType {
            return plan(for: valueType).map { .dictionary($0, forEach: dictionary.forEachEntry) }
        }
        guard Reflection.kind(of: type) == .structure, !Reflection.isSystemType(type),
            !(type is any CustomReflectable.Type)
        else { return nil }
        var fields: [(label: String, offset: Int, plan: SnapshotPlan)] = []
        for field in Reflection.fields(of: type) {
            if StateSnapshot.isAlwaysOmitted(field.type) { continue }
            guard field.isStrong, let plan = plan(for: field.type) else { return nil }
            fields.append((field.name, field.offset, plan))
        }
        return .structure(fields)
    }
}

/// An optional, asked what it wraps and whether it holds a value.
private protocol SnapshotOptional {
    static var wrappedType: Any.Type { get }
    static func isSome(_ pointer: UnsafeRawPointer) -> Bool
}

extension Optional: SnapshotOptional {
    fileprivate static var wrappedType: Any.Type { Wrapped.self }

    fileprivate static func isSome(_ pointer: UnsafeRawPointer) -> Bool {
        pointer.assumingMemoryBound(to: Self.self).pointee != nil
    }
}

/// An array, asked for its element type and its elements' addresses.
private protocol SnapshotArray {
    static var elementType: Any.Type { get }
    static func forEachElement(_ pointer: UnsafeRawPointer, _ body: (UnsafeRawPointer) -> Void)
}

extension Array: SnapshotArray {
    fileprivate static var elementType: Any.Type { Element.self }

    fileprivate static func forEachElement(_ pointer: UnsafeRawPointer, _ body: (UnsafeRawPointer) -> Void) {
        pointer.assumingMemoryBound(to: Self.self).pointee.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for index in buffer.indices { body(UnsafeRawPointer(base + index)) }
        }
    }
}

/// A dictionary, asked for its value type when its keys are strings, and for its entries.
private protocol SnapshotDictionary {
    static var stringKeyedValueType: Any.Type? { get }
    static func forEachEntry(_ pointer: UnsafeRawPointer, _ body: (String, UnsafeRawPointer) -> Void)
}

extension Dictionary: SnapshotDictionary {
    fileprivate static var stringKeyedValueType: Any.Type? { Key.self == String.self ? Value.self : nil }

    /// Only called when `Key` is `String` (``stringKeyedValueType``).
    fileprivate static func forEachEntry(_ pointer: UnsafeRawPointer, _ body: (String, UnsafeRawPointer) -> Void) {
        for (key, value) in pointer.assumingMemoryBound(to: Self.self).pointee {
            withUnsafePointer(to: value) { body(unsafeBitCast(key, to: String.self), UnsafeRawPointer($0)) }
        }
    }
}
