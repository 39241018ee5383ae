import Foundation
import NavSimSimulator
import Synchronization

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
///
/// What an object holds through them it holds strongly, as through a stored property: the
/// coordinator tracker starts a walk from each such value of the session's (a coordinator a
/// controller keeps this way is found and can be seen to leak), which it learns of through
/// ``appendHeldObjects(in:to:)`` and ``changes(in:)``.
final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    /// One object's values, held while the object lives, in the order first set.
    private struct Entry {
        weak var object: AnyObject?
        var values: [(key: UnsafeRawPointer, value: Value)] = []
        /// The session the object's first value was set in (``Runtime/session``).
        let session: UInt64?
        /// When the entry was made: the tracker lists the values in this order.
        let order: Int
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
    private var made = 0
    /// How many times each session's values changed.
    private var changeCounts: [UInt64: Int] = [:]
    /// Whether any value was ever set: until one is, the tracker's looks take no lock.
    private let isInUse = Atomic<Bool>(false)

    /// Values let go run their `deinit` after the lock is released: one may associate
    /// again.
    func set(_ value: Any?, weakly: Bool, on object: AnyObject, key: UnsafeRawPointer) {
        isInUse.store(true, ordering: .relaxed)
        let released = lock.withLock { () -> [Entry] in
            let gone = removeGone()
            var entry: Entry
            if let existing = entries[ObjectIdentifier(object)] {
                entry = existing
            } else {
                entry = Entry(object: object, session: Runtime.sessionOnThisThread, order: made)
                made += 1
            }
            let held: Value? = value.flatMap { value in
                guard weakly else { return .strong(value) }
                return type(of: value) is AnyClass ? .weak(WeakBox(value as AnyObject)) : nil
            }
            if let index = entry.values.firstIndex(where: { $0.key == key }) {
                if let held { entry.values[index].value = held } else { entry.values.remove(at: index) }
            } else if let held {
                entry.values.append((key, held))
            }
            entries[ObjectIdentifier(object)] = entry.values.isEmpty ? nil : entry
            countChange(of: entry)
            return gone
        }
        withExtendedLifetime(released) {}
    }

    func value(on object: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
            return entry.values.first { $0.key == key }?.value.value
        }
    }

    func removeAll(on object: AnyObject) {
        withExtendedLifetime(
            lock.withLock {
                let removed = entries.removeValue(forKey: ObjectIdentifier(object))
                if let removed { countChange(of: removed) }
                return removed
            }
        ) {}
    }

    /// Lets go the values of objects that are gone.
    func releaseValuesOfGoneObjects() {
        withExtendedLifetime(lock.withLock { removeGone() }) {}
    }

    /// How many times the values set in `session` changed: a look at them is due when it did.
    func changes(in session: UInt64) -> Int {
        guard isInUse.load(ordering: .relaxed) else { return 0 }
        return lock.withLock { changeCounts[session, default: 0] }
    }

    /// Appends the objects held strongly as values of live objects of `session`, in the
    /// order their holders were first given a value, then the order of their keys.
    func appendHeldObjects(in session: UInt64, to objects: inout [AnyObject]) {
        guard isInUse.load(ordering: .relaxed) else { return }
        lock.withLock {
            let held = entries.values.filter { $0.session == session && $0.object != nil }.sorted {
                $0.order < $1.order
            }
            for entry in held {
                for case (_, .strong(let value)) in entry.values where type(of: value) is AnyClass {
                    objects.append(value as AnyObject)
                }
            }
        }
    }

    /// Removes the entries of objects that are gone, and returns them; the lock is held.
    private func removeGone() -> [Entry] {
        let gone = entries.filter { $0.value.object == nil }
        for (key, entry) in gone {
            entries[key] = nil
            countChange(of: entry)
        }
        return Array(gone.values)
    }

    /// Counts a change of `entry`'s values for its session; the lock is held.
    private func countChange(of entry: Entry) {
        guard let session = entry.session else { return }
        changeCounts[session, default: 0] += 1
    }
}
