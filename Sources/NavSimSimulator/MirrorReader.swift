/// The safe implementation of ``ObjectGraph``'s reads (``ObjectReading/safe``): the objects an
/// object holds, found through `Mirror` alone, with no raw memory read.
///
/// It looks into what the fast reading looks into, in the same order: an object's stored
/// properties (its root class's first, as the runtime lists them), optionals, arrays,
/// dictionaries and sets (in the order of their descriptions), structs, tuples, enum
/// payloads and existentials, through Combine's and ``StoredInPlace`` objects; not into the
/// standard library's and Foundation's own structs and enums, nor plain data.
///
/// What `Mirror` does not show, it cannot follow, and what it shows it cannot weigh:
/// - every reference is strong: a `weak var parentCoordinator` is held as a `let` is, and an
///   `unowned` one too (read as the runtime reads it, which traps once its object is gone);
/// - a closure shows no child: what closures capture is not seen;
/// - a class that customizes its mirror (`CustomReflectable`) shows its custom children;
/// - in a Combine object, a field upstream of it is told by its name and by the type of the
///   value it holds now, not by its declared type.
struct MirrorReader {
    /// What was found, in order.
    var objects: [AnyObject] = []
    /// The Combine and ``StoredInPlace`` objects looked through, in the order entered.
    private(set) var passed: [AnyObject] = []

    /// The objects `object` holds, and those looked through on the way to them.
    static func heldObjects(of object: AnyObject) -> MirrorReader {
        var reader = MirrorReader()
        reader.collectFields(of: object)
        return reader
    }

    /// The names of the stored properties of `object`'s class, inherited and its own.
    static func fieldNames(of object: AnyObject) -> [String] {
        levels(of: object).flatMap { $0.children.compactMap(\.label) }
    }

    /// The mirrors of `object`'s class and of its superclasses, root first.
    private static func levels(of object: AnyObject) -> [Mirror] {
        Array(sequence(first: Mirror(reflecting: object), next: \.superclassMirror)).reversed()
    }

    // MARK: - Collecting

    /// Collects the objects in `object`'s stored properties, root class's first.
    private mutating func collectFields(of object: AnyObject) {
        let isCombine = ObjectGraph.isCombine(type(of: object))
        for level in Self.levels(of: object) {
            for child in level.children {
                if isCombine, Self.isUpstream(child) { continue }
                collect(child.value)
            }
        }
    }

    /// Collects the objects in `value`, by its type at run time.
    private mutating func collect(_ value: Any) {
        let type: Any.Type = Swift.type(of: value)
        if type is AnyClass {
            let object = value as AnyObject
            if ObjectGraph.isCombine(type) || object is any StoredInPlace {
                lookThrough(object)
            } else {
                objects.append(object)
            }
            return
        }
        if ObjectGraph.isPlainData(type) { return }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional, .collection, .tuple:
            for child in mirror.children { collect(child.value) }
        case .dictionary:
            // Each entry is a `(key, value)` tuple.
            let entries = mirror.children.map { Array(Mirror(reflecting: $0.value).children) }
            for entry in inDescriptionOrder(entries, by: { $0[0].value }) {
                for part in entry { collect(part.value) }
            }
        case .set:
            for child in inDescriptionOrder(mirror.children, by: { $0.value }) { collect(child.value) }
        case .struct, .enum:
            guard !Reflection.isSystemType(type) else { return }
            for child in mirror.children { collect(child.value) }
        default:
            return
        }
    }

    /// Collects what the Combine or ``StoredInPlace`` object `object` holds, once per read.
    private mutating func lookThrough(_ object: AnyObject) {
        guard !passed.contains(where: { $0 === object }) else { return }
        passed.append(object)
        collectFields(of: object)
    }

    /// Whether `child` of a Combine object holds what is upstream of it, as
    /// ``ObjectGraph``'s plans tell it: named `parent`, `state` or `status`, or holding a
    /// subscription.
    private static func isUpstream(_ child: Mirror.Child) -> Bool {
        ["parent", "state", "status"].contains(child.label ?? "")
            || _typeName(Swift.type(of: child.value)).contains("Subscription")
    }
}
