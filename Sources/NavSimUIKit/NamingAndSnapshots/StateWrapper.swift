import NavSimSimulator
import Synchronization

/// What a ViewModel keeps its values in, besides plain stored properties: Combine's
/// `@Published` and `CurrentValueSubject` (NavSimCombine's), a property wrapper's storage, an
/// `@Observable` class's backing stores; and what it keeps beside them that is no state
/// (subscriptions, the observation registrar).
///
/// Told apart by type and field names, so that NavSim's UIKit needs no Combine: a
/// `Published<T>` holds its storage, whose subject, a `CurrentValueSubject`, holds the
/// value (`currentValue`), as NavSimCombine lays them out.
enum StateWrapper {
    /// How a ViewModel's field is recorded.
    enum Field: Equatable {
        /// Left out: a subscription, a registrar, a `lazy var`'s storage.
        case omitted
        /// Recorded as it is, under `label`.
        case plain(label: String)
        /// A wrapper, recorded as the value it holds now (``currentValue(of:)``), under `label`.
        case wrapped(label: String)
    }

    /// How the field `name` of type `type` is recorded; `isObservable` when its class is
    /// `@Observable` (its `_name` fields are the backing stores of properties `name`).
    ///
    /// The label is the declared property's name: a wrapper's storage `_name` is `name`.
    static func field(named name: String, type: Any.Type, isObservable: Bool) -> Field {
        if name == registrarName || isSubscription(type) || name.hasPrefix(lazyStoragePrefix) { return .omitted }
        let unprefixed = name.hasPrefix("_") ? String(name.dropFirst()) : name
        if holdsValue(type, named: name) { return .wrapped(label: unprefixed) }
        return .plain(label: isObservable ? unprefixed : name)
    }

    /// The field the `@Observable` macro adds to a class.
    static let registrarName = "_$observationRegistrar"

    /// How the compiler names a `lazy var`'s storage: `nil` until first read, so recording it
    /// would show a change of state where the app changed nothing (a formatter, a child view
    /// model made on first use).
    static let lazyStoragePrefix = "$__lazy_storage_$_"

    /// The value `wrapper` holds now, or `nil` if its layout is not one NavSim knows: read
    /// from memory at the fields' offsets, or through `Mirror` when `reading` is
    /// ``ObjectReading/safe``.
    static func currentValue(of wrapper: Any, reading: ObjectReading) -> Any? {
        if case .safe = reading { return mirroredValue(of: wrapper) }
        var current = wrapper
        // Published → storage → subject → value: three steps at most.
        for _ in 0..<3 {
            switch step(for: Swift.type(of: current)) {
            case .notAWrapper:
                return nil
            case .field(let offset, let type, let isValue, _):
                func load<Value>(_: Value.Type, from base: UnsafeRawPointer) -> Any {
                    (base + offset).load(as: Value.self)
                }
                func field<Wrapper>(of wrapper: Wrapper) -> Any? {
                    if Wrapper.self is AnyClass {
                        let object = wrapper as AnyObject
                        return withExtendedLifetime(object) { () -> Any? in
                            load(type, from: UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()))
                        }
                    }
                    // An empty struct has no address: its `wrappedValue` takes no room either.
                    return withUnsafeBytes(of: wrapper) { $0.baseAddress.map { load(type, from: $0) } }
                }
                guard let field = field(of: current) else { return nil }
                if isValue { return field }
                current = field
            }
        }
        return nil
    }

    /// The value `wrapper` holds now, found through `Mirror` by the fields' names: the steps
    /// of ``currentValue(of:reading:)``, each the child its type's step names.
    private static func mirroredValue(of wrapper: Any) -> Any? {
        var current = wrapper
        for _ in 0..<3 {
            guard case .field(_, _, let isValue, let name) = step(for: Swift.type(of: current)) else { return nil }
            let levels = sequence(first: Mirror(reflecting: current), next: \.superclassMirror)
            guard let child = levels.lazy.flatMap(\.children).first(where: { $0.label == name }) else { return nil }
            if isValue { return child.value }
            current = child.value
        }
        return nil
    }

    // MARK: - Types

    /// How ``currentValue(of:)`` goes one step into a wrapper of some type.
    private enum Step {
        /// Not a wrapper.
        case notAWrapper
        /// A strong stored field named `name` at `offset` of type `type`: the value itself if
        /// `isValue`.
        case field(offset: Int, type: Any.Type, isValue: Bool, name: String)
    }

    /// The step of each type seen so far.
    private static let steps = Mutex<[ObjectIdentifier: Step]>([:])

    private static func step(for type: Any.Type) -> Step {
        if let known = steps.withLock({ $0[ObjectIdentifier(type)] }) { return known }
        let step = makeStep(for: type)
        steps.withLock { $0[ObjectIdentifier(type)] = step }
        return step
    }

    /// The fields that lead from a `Published` or a subject to the value.
    private static let publishedPath = ["storage", "subject", "currentValue"]

    private static func makeStep(for type: Any.Type) -> Step {
        let kind = Reflection.kind(of: type)
        let fields = Reflection.fields(of: type).filter(\.isStrong)
        if isCombineType(type) {
            guard let field = publishedPath.lazy.compactMap({ name in fields.first { $0.name == name } }).first
            else { return .notAWrapper }
            return .field(
                offset: field.offset, type: field.type, isValue: field.name == "currentValue", name: field.name)
        }
        // A property wrapper that stores its value, such as a simple `@State`-like box.
        guard kind == .structure, !Reflection.isSystemType(type),
            let field = fields.first(where: { $0.name == "wrappedValue" })
        else { return .notAWrapper }
        return .field(offset: field.offset, type: field.type, isValue: true, name: field.name)
    }

    /// Whether `type` holds a value that ``currentValue(of:)`` reads: a `Published` or a
    /// `CurrentValueSubject`, or, in a field `_name`, a property wrapper's storage.
    private static func holdsValue(_ type: Any.Type, named name: String) -> Bool {
        switch baseName(of: type) {
        case "Published", "CurrentValueSubject": true
        default:
            if name.hasPrefix("_"), case .field = step(for: type) { true } else { false }
        }
    }

    /// Whether `type` is `Published`, its storage, or a `CurrentValueSubject`.
    private static func isCombineType(_ type: Any.Type) -> Bool {
        ["Published", "CurrentValueSubject"].contains(baseName(of: type))
    }

    /// Whether values of `type` are subscriptions or a registrar, alone, optional or in an
    /// array or a set: `AnyCancellable`, `Set<AnyCancellable>`, `ObservationRegistrar`.
    private static func isSubscription(_ type: Any.Type) -> Bool {
        var name = Substring(_typeName(type, qualified: true))
        while let container = ["Swift.Optional<", "Swift.Array<", "Swift.Set<"].first(where: name.hasPrefix) {
            name = name.dropFirst(container.count).dropLast()
        }
        let last = name.split(separator: ".").last
        return last == "AnyCancellable" || last == "ObservationRegistrar"
    }

    /// The name of `type`'s outermost generic type: `Published` for
    /// `NavSimCombine.Published<Swift.Int>.Storage`.
    private static func baseName(of type: Any.Type) -> Substring {
        _typeName(type, qualified: true).prefix { $0 != "<" }.split(separator: ".").last ?? ""
    }
}
