import Foundation

/// How an associated object is held: Objective-C's policies, with their values. NavSim holds
/// every value strongly except for `OBJC_ASSOCIATION_ASSIGN`, held weakly (a value that is
/// not an object is not kept); copying and atomicity do not apply to Swift's values.
// swift-format-ignore: TypeNamesShouldBeCapitalized, AlwaysUseLowerCamelCase
public enum objc_AssociationPolicy: UInt, Sendable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case OBJC_ASSOCIATION_ASSIGN = 0
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case OBJC_ASSOCIATION_RETAIN = 769
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (the address of a variable of the app's), as
/// the Objective-C runtime does, so that a stored property can be added in an extension
/// (`objc_setAssociatedObject(self, &overlayKey, overlay, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`);
/// `nil` removes it. `import ObjectiveC` is NavSimUIKit in a port (docs/your-app.md).
///
/// Where NavSim differs: the values of an object are let go once the object is gone, at
/// the next association or at the end of the input, not in the object's own `deinit`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    AssociatedObjects.shared.set(value, weakly: policy == .OBJC_ASSOCIATION_ASSIGN, on: object as AnyObject, key: key)
}

/// The value associated with `object` under `key`, or `nil`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.shared.value(on: object as AnyObject, key: key)
}

/// Removes every value associated with `object`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(on: object as AnyObject)
}

/// The values associated with objects, by object and key, behind a lock (the values are
/// the app's, of any type).
final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    /// One object's values, held while the object lives.
    private struct Entry {
        weak var object: AnyObject?
        var values: [UnsafeRawPointer: Value] = [:]
    }

    /// A value, held strongly or weakly.
    private enum Value {
        case strong(Any)
        case weak(WeakBox)

        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let box): box.object
            }
        }
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private let lock = NSRecursiveLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Values let go run their `deinit` after the lock is released: one may associate
    /// again.
    func set(_ value: Any?, weakly: Bool, on object: AnyObject, key: UnsafeRawPointer) {
        let released = lock.withLock { () -> [Entry] in
            let gone = removeGone()
            var entry = entries[ObjectIdentifier(object)] ?? Entry(object: object)
            if let value {
                let held = type(of: value) is AnyClass
                entry.values[key] = weakly ? (held ? .weak(WeakBox(value as AnyObject)) : nil) : .strong(value)
            } else {
                entry.values[key] = nil
            }
            entries[ObjectIdentifier(object)] = entry.values.isEmpty ? nil : entry
            return gone
        }
        withExtendedLifetime(released) {}
    }

    func value(on object: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
            return entry.values[key]?.value
        }
    }

    func removeAll(on object: AnyObject) {
        withExtendedLifetime(lock.withLock { entries.removeValue(forKey: ObjectIdentifier(object)) }) {}
    }

    /// Lets go the values of objects that are gone.
    func releaseValuesOfGoneObjects() {
        withExtendedLifetime(lock.withLock { removeGone() }) {}
    }

    /// Removes the entries of objects that are gone, and returns them; the lock is held.
    private func removeGone() -> [Entry] {
        let gone = entries.filter { $0.value.object == nil }
        for key in gone.keys { entries[key] = nil }
        return Array(gone.values)
    }
}
