package import NavSimCore
package import NavSimSimulator
import Synchronization

/// The JSON form of a ViewModel, read by reflection so that a plain class with no
/// `Codable` conformance is recorded as it is.
///
/// Strings, numbers, booleans, optionals, arrays, dictionaries, structs and enums are
/// kept; other objects inside the ViewModel (services, delegates, coordinators) and
/// closures are left out, and nesting stops at depth 8.
package enum StateSnapshot {
    static let maximumDepth = 8

    /// A field of a ViewModel class, as the snapshot reads it.
    private enum ObjectField {
        /// Read from memory with a plan.
        case planned(label: String, offset: Int, plan: SnapshotPlan)
        /// A strong reference to an object (or a class-bound existential, which starts
        /// with one): left out unless the object customizes its mirror.
        case object(label: String, offset: Int)
        /// An optional class-bound existential, strong or `weak`: `nil` is `nilValue`
        /// (`null`, or left out if the type's name has an arrow); an object is read as
        /// ``object(label:offset:)`` reads one. Read from memory, a `weak` one through the
        /// runtime's weak load (``Reflection/weakObject(at:)``).
        case optionalObject(label: String, offset: Int, isWeak: Bool, nilValue: JSONValue?)
        /// Read by reflection: field `index` of those `level` declares.
        case reflected(label: String, index: Int, level: AnyClass)
        /// An `unowned` reference (optional or not), read as ``object(label:offset:)`` reads
        /// one while its object is alive (`isReadable`), never for `unowned(unsafe)`, whose
        /// object's memory may be freed; `nil` is `nilValue`.
        case unowned(label: String, offset: Int, isReadable: Bool, nilValue: JSONValue?)
        /// A strong field of type `type`, read from memory as a value of that type, then
        /// as a ``reflected(label:index:level:)`` one.
        case typed(label: String, offset: Int, type: Any.Type)
        /// A wrapper (``StateWrapper``) in a strong field of type `type`, read as the value
        /// it holds now.
        case wrapped(label: String, offset: Int, type: Any.Type)
    }

    /// A field of a controller class that may hold its ViewModel.
    private struct ViewModelField {
        /// The field's index among those `level` declares.
        let index: Int
        let level: AnyClass
        /// Its offset when it is a strong reference to an object, optional or not, read from memory.
        let objectOffset: Int?
        /// Whether it holds the ViewModel only when the value in it has a ViewModel's type
        /// name (a protocol-typed field).
        let isTriedByHeldType: Bool
    }

    /// The fields where each controller class may keep its ViewModel, in the order tried.
    @MainActor private static var viewModelFields: [ObjectIdentifier: [ViewModelField]] = [:]
    /// How each ViewModel class's fields are read, in `Mirror`'s order.
    @MainActor private static var objectPlans: [ObjectIdentifier: [ObjectField]?] = [:]

    /// The state of the controller's ViewModel, or `null` if it has none.
    ///
    /// The ViewModel is the stored property named `viewModel`; else the first stored
    /// property, the class's own before its superclass's, whose type's name ends in
    /// `ViewModel`, `VM`, `Store` or `State`, optional or not, or whose type is a protocol
    /// and which holds a value whose type's name does. Gives what
    /// ``reflectedViewModelState(of:)`` gives, reading the fields whose types allow it
    /// straight from memory (``SnapshotPlan``) and the others by reflection; all of them
    /// through `Mirror` when `reading` is ``ObjectReading/safe``.
    @MainActor
    static func viewModelState(of controller: AnyObject, reading: ObjectReading = .fast) -> JSONValue {
        guard case .fast = reading, !ClassConformances.isCustomReflectable(controller) else {
            return reflectedViewModelState(of: controller, reading: reading)
        }
        let type: AnyClass = Swift.type(of: controller)
        let fields: [ViewModelField]
        if let known = viewModelFields[ObjectIdentifier(type)] {
            fields = known
        } else {
            fields = findViewModelFields(in: type)
            viewModelFields[ObjectIdentifier(type)] = fields
        }
        for field in fields {
            if field.isTriedByHeldType {
                let held = heldValue(Reflection.value(of: controller, field: field.index, declaredBy: field.level))
                guard let held, hasViewModelName(Swift.type(of: held)) else { continue }
                return rootValue(held, reading: .fast)
            }
            guard let offset = field.objectOffset else {
                return rootValue(
                    Reflection.value(of: controller, field: field.index, declaredBy: field.level), reading: .fast)
            }
            // What `rootValue` makes of the optional or the object, without going through `Any`.
            let viewModel = withExtendedLifetime(controller) {
                UnsafeRawPointer(Unmanaged.passUnretained(controller).toOpaque()).load(
                    fromByteOffset: offset, as: AnyObject?.self)
            }
            guard let viewModel else { return .null }
            guard !ClassConformances.isCustomReflectable(viewModel),
                let plan = objectPlan(of: Swift.type(of: viewModel))
            else {
                return value(viewModel, depth: 0, isRoot: true, reading: .fast)
            }
            return objectValue(viewModel, fields: plan)
        }
        return .null
    }

    /// The fields of a controller class that may hold its ViewModel, in the order tried:
    /// `viewModel` alone if there is one; else the app's fields up to the first whose type
    /// has a ViewModel's name, keeping those typed by a protocol.
    private static func findViewModelFields(in type: AnyClass) -> [ViewModelField] {
        let levels = levels(of: type).filter { !isUIKitType($0.type) }
        var found: [ViewModelField] = []
        for level in levels {
            if let index = level.fields.firstIndex(where: { $0.name == "viewModel" }) {
                return [viewModelField(index, of: level, isTriedByHeldType: false)]
            }
        }
        for level in levels {
            for (index, field) in zip(0..., level.fields) {
                if hasViewModelName(field.type) {
                    found.append(viewModelField(index, of: level, isTriedByHeldType: false))
                    return found
                }
                if Reflection.kind(of: unwrappingOptionals(field.type)) == .existential {
                    found.append(viewModelField(index, of: level, isTriedByHeldType: true))
                }
            }
        }
        return found
    }

    private static func viewModelField(
        _ index: Int, of level: (type: AnyClass, fields: [Reflection.Field]), isTriedByHeldType: Bool
    ) -> ViewModelField {
        let field = level.fields[index]
        return ViewModelField(
            index: index, level: level.type, objectOffset: isObjectReference(field) ? field.offset : nil,
            isTriedByHeldType: isTriedByHeldType)
    }

    /// Whether the name of `type`, or of the type an optional of it wraps, ends as a
    /// ViewModel's does (generic arguments aside).
    package static func hasViewModelName(_ type: Any.Type) -> Bool {
        ViewModelNames.matches(unwrappingOptionals(type))
    }

    /// Whether `type` is one of NavSimUIKit's own classes, such as `UIViewController`.
    private static func isUIKitType(_ type: Any.Type) -> Bool {
        _typeName(type, qualified: true).hasPrefix("NavSimUIKit.")
    }

    /// What `value` holds through optionals, or `nil`.
    private static func heldValue(_ value: Any) -> Any? {
        guard let optional = value as? any ObjectOptional else { return value }
        return optional.wrapped.flatMap(heldValue)
    }

    /// The type `type` wraps, through optionals.
    private static func unwrappingOptionals(_ type: Any.Type) -> Any.Type {
        var type = type
        while let optional = type as? any ObjectOptional.Type { type = optional.wrappedType }
        return type
    }

    /// Whether `field` is a strong reference to an object, optional or not: one word, zero
    /// for `nil`.
    private static func isObjectReference(_ field: Reflection.Field) -> Bool {
        field.isStrong
            && (Reflection.kind(of: field.type) == .classType
                || (field.type as? any ObjectOptional.Type)?.wrapsObject == true)
    }

    /// The state of the controller's ViewModel, found as ``viewModelState(of:)`` finds it,
    /// read through `Mirror` (the held values' types standing for the fields' types).
    static func reflectedViewModelState(of controller: AnyObject, reading: ObjectReading = .fast) -> JSONValue {
        var levels: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: controller)
        while let current = mirror, !isUIKitType(current.subjectType) {
            levels.append(current)
            mirror = current.superclassMirror
        }
        let children = levels.flatMap(\.children)
        if let child = children.first(where: { $0.label == "viewModel" }) {
            return value(child.value, depth: 0, isRoot: true, reading: reading)
        }
        for child in children {
            let heldType = heldValue(child.value).map { Swift.type(of: $0) }
            if hasViewModelName(Swift.type(of: child.value)) || heldType.map(hasViewModelName) == true {
                return value(child.value, depth: 0, isRoot: true, reading: reading)
            }
        }
        return .null
    }

    /// `type` and its superclasses, each with the fields it declares itself: `Mirror`'s
    /// order, the class first, then its `superclassMirror`s.
    private static func levels(of type: AnyClass) -> [(type: AnyClass, fields: [Reflection.Field])] {
        var levels: [(type: AnyClass, fields: [Reflection.Field])] = []
        var current: AnyClass? = type
        while let level = current {
            let superclass: AnyClass? = _getSuperclass(level)
            let inherited = superclass.map { Reflection.fields(of: $0).count } ?? 0
            levels.append((level, Array(Reflection.fields(of: level).dropFirst(inherited))))
            current = superclass
        }
        return levels
    }

    /// The state of `viewModel`, an object or a value, as a screen's ViewModel is recorded,
    /// read as `reading` says.
    @MainActor
    package static func state(ofViewModel viewModel: Any, reading: ObjectReading) -> JSONValue {
        rootValue(viewModel, reading: reading)
    }

    /// The JSON form of a ViewModel: what ``value(_:depth:isRoot:reading:)`` gives for a root
    /// value, read from memory with a plan where one can be made, unless `reading` is
    /// ``ObjectReading/safe``.
    @MainActor
    private static func rootValue(_ value: Any, reading: ObjectReading) -> JSONValue {
        if let optional = value as? any ObjectOptional {
            guard let wrapped = optional.wrapped else { return .null }
            return rootValue(wrapped, reading: reading)
        }
        guard case .fast = reading, let type = Swift.type(of: value) as? AnyClass, !(value is any CustomReflectable),
            let fields = objectPlan(of: type)
        else { return Self.value(value, depth: 0, isRoot: true, reading: reading) }
        return objectValue(value as AnyObject, fields: fields)
    }

    /// The JSON form of the ViewModel `object`, whose class's fields are read as `fields`.
    @MainActor
    private static func objectValue(_ object: AnyObject, fields: [ObjectField]) -> JSONValue {
        var json: [String: JSONValue] = [:]
        /// An object held in a field: left out unless it customizes its mirror (see `isOmitted`).
        func add(_ held: AnyObject, as label: String) {
            if held is any CustomReflectable, !isOmitted(held) {
                json[label] = Self.value(held, depth: 1, reading: .fast)
            }
        }
        /// Any other value held in a field.
        func add(_ held: Any, as label: String) {
            switch quickOmission(of: held) {
            case .some(.omitted): break
            case .some(.null): json[label] = .null
            case nil: if !isOmitted(held) { json[label] = Self.value(held, depth: 1, reading: .fast) }
            }
        }
        withExtendedLifetime(object) {
            let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            for field in fields {
                switch field {
                case .planned(let label, let offset, let plan):
                    json[label] = plan.value(at: base + offset, depth: 1)
                case .object(let label, let offset):
                    add((base + offset).load(as: AnyObject.self), as: label)
                case .optionalObject(let label, let offset, let isWeak, let nilValue):
                    let held: AnyObject? =
                        isWeak ? Reflection.weakObject(at: base + offset) : (base + offset).load(as: AnyObject?.self)
                    if let held { add(held, as: label) } else if let nilValue { json[label] = nilValue }
                case .reflected(let label, let index, let level):
                    add(Reflection.value(of: object, field: index, declaredBy: level), as: label)
                case .unowned(let label, let offset, let isReadable, let nilValue):
                    if (base + offset).load(as: UInt.self) == 0 {
                        if let nilValue { json[label] = nilValue }
                    } else if isReadable, let held = Reflection.unownedObject(at: base + offset) {
                        add(held, as: label)
                    }
                case .typed(let label, let offset, let type):
                    add(load(type, at: base + offset), as: label)
                case .wrapped(let label, let offset, let type):
                    if let held = StateWrapper.currentValue(of: load(type, at: base + offset), reading: .fast) {
                        add(held, as: label)
                    }
                }
            }
        }
        return .object(json)
    }

    /// The value of type `type` at `pointer`.
    private static func load<Value>(_: Value.Type, at pointer: UnsafeRawPointer) -> Any {
        pointer.load(as: Value.self)
    }

    /// How the fields of a ViewModel class are read, worked out the first time; `nil` for
    /// the standard library's, Foundation's and NavSim's classes, read by reflection, and for
    /// actors, whose state is not read.
    @MainActor
    private static func objectPlan(of type: AnyClass) -> [ObjectField]? {
        if let known = objectPlans[ObjectIdentifier(type)] { return known }
        guard !Reflection.isSystemType(type), !(type is any Actor.Type) else {
            objectPlans[ObjectIdentifier(type)] = .some(nil)
            return nil
        }
        var fields: [ObjectField] = []
        let levels = levels(of: type)
        let isObservable = levels.contains { $0.fields.contains { $0.name == StateWrapper.registrarName } }
        for level in levels {
            for (index, field) in zip(0..., level.fields) where !isAlwaysOmitted(field.type) {
                let label: String
                switch StateWrapper.field(named: field.name, type: field.type, isObservable: isObservable) {
                case .omitted:
                    continue
                case .wrapped(let wrappedLabel) where field.isStrong:
                    fields.append(.wrapped(label: wrappedLabel, offset: field.offset, type: field.type))
                    continue
                case .wrapped(let plainLabel), .plain(let plainLabel):
                    label = plainLabel
                }
                let nilValue: JSONValue? = _typeName(field.type, qualified: false).contains("->") ? nil : .null
                let ownership = field.isStrong ? .strong : Reflection.ownership(ofField: index, declaredBy: level.type)
                if isFunction(field.type) {
                    // A closure, optional or not, is always left out (`isOmitted`).
                    continue
                } else if ownership == .unowned || ownership == .unownedUnsafe {
                    // Read through the runtime, an unowned reference whose object is gone traps.
                    fields.append(
                        .unowned(
                            label: label, offset: field.offset, isReadable: ownership == .unowned,
                            nilValue: field.type is any ObjectOptional.Type ? nilValue : nil))
                } else if Reflection.isClassBoundExistential(field.type) && field.isStrong {
                    fields.append(.object(label: label, offset: field.offset))
                } else if let optional = field.type as? any ObjectOptional.Type,
                    Reflection.isClassBoundExistential(optional.wrappedType)
                {
                    // `nil` is kept as `null` (`value` of an empty optional) unless the
                    // type's name has an arrow, as `isOmitted` reads it.
                    fields.append(
                        .optionalObject(
                            label: label, offset: field.offset,
                            isWeak: !field.isStrong, nilValue: nilValue))
                } else if !field.isStrong {
                    fields.append(.reflected(label: label, index: index, level: level.type))
                } else if Reflection.kind(of: field.type) == .classType {
                    fields.append(.object(label: label, offset: field.offset))
                } else if let plan = SnapshotPlan.plan(for: field.type) {
                    fields.append(.planned(label: label, offset: field.offset, plan: plan))
                } else {
                    fields.append(.typed(label: label, offset: field.offset, type: field.type))
                }
            }
        }
        objectPlans[ObjectIdentifier(type)] = fields
        return fields
    }

    /// Whether every value of `type` is left out of a snapshot: an optional of a class.
    static func isAlwaysOmitted(_ type: Any.Type) -> Bool {
        (type as? any ObjectOptional.Type)?.wrapsObject == true
    }

    /// Whether `type` is a function type, or optionals of one.
    private static func isFunction(_ type: Any.Type) -> Bool {
        Reflection.kind(of: unwrappingOptionals(type)) == .function
    }

    /// The JSON form of `value`; `isRoot` lets the ViewModel object itself be entered.
    ///
    /// Read through `Mirror`; `reading` decides whether a struct's `unowned` fields are left
    /// out unread (``ObjectReading/fast``, which tells them from the others) and how
    /// wrappers are read (``StateWrapper/currentValue(of:reading:)``).
    static func value(_ value: Any, depth: Int, isRoot: Bool = false, reading: ObjectReading) -> JSONValue {
        if !facts(of: value).isNeverScalar, let scalar = scalarValue(value, depth: depth, reading: reading) {
            return scalar
        }
        let mirror = Mirror(reflecting: value)
        guard depth < maximumDepth else { return .null }
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first else { return .null }
            return Self.value(wrapped.value, depth: depth, isRoot: isRoot, reading: reading)
        case .collection, .set:
            return .array(mirror.children.map { Self.value($0.value, depth: depth + 1, reading: reading) })
        case .dictionary:
            var object: [String: JSONValue] = [:]
            for pair in mirror.children {
                let parts = Array(Mirror(reflecting: pair.value).children)
                guard parts.count == 2 else { continue }
                object[String(describing: parts[0].value)] = Self.value(
                    parts[1].value, depth: depth + 1, reading: reading)
            }
            return .object(object)
        case .enum:
            guard let payload = mirror.children.first else { return .string(String(describing: value)) }
            return .object([payload.label ?? "case": Self.value(payload.value, depth: depth + 1, reading: reading)])
        case .class where !isRoot:
            return .null
        case .struct, .tuple:
            // `Mirror` cannot tell an `unowned` field from a strong one.
            let unowned: Set<Int> = if case .fast = reading { facts(of: value).unownedFields } else { [] }
            var object: [String: JSONValue] = [:]
            func add(_ child: Mirror.Child, at index: Int) {
                guard !isOmitted(child.value) else { return }
                object[child.label ?? "\(index)"] = Self.value(child.value, depth: depth + 1, reading: reading)
            }
            let children = mirror.children
            if unowned.isEmpty {
                // In one pass: indexing a mirror's children costs more than walking them.
                for (index, child) in children.enumerated() { add(child, at: index) }
            } else {
                // By index: `Mirror` reads a child only when asked for it, and an unowned one is not.
                for (index, position) in zip(0..., children.indices) where !unowned.contains(index) {
                    add(children[position], at: index)
                }
            }
            return .object(object)
        case .class:
            return objectValue(reflecting: mirror, depth: depth, reading: reading)
        default:
            return .null
        }
    }

    /// What ``value(_:depth:isRoot:reading:)`` gives for a value that is read whole, not
    /// through `Mirror`: a string, a number, a URL and the like, an actor; `nil` for anything else.
    private static func scalarValue(_ value: Any, depth: Int, reading: ObjectReading) -> JSONValue? {
        switch value {
        case let string as String: return .string(string)
        case let bool as Bool: return .bool(bool)
        case let int as Int: return .number(Double(int))
        case let double as Double: return JSONValue(double)
        case let float as Float: return JSONValue(Double(float))
        case let url as URL: return .string(url.absoluteString)
        // Their mirrors show no field, or the fields of their storage: the string people know
        // them by, the number, the vector's elements.
        case let uuid as UUID: return .string(uuid.uuidString)
        case let character as Character: return .string(String(character))
        case let decimal as Decimal: return .string(decimal.description)
        case let integer as any BinaryInteger: return .number(Double(integer))
        case let float as any BinaryFloatingPoint: return JSONValue(Double(float))
        case let vector as any SIMD:
            return .array(elements(of: vector).map { Self.value($0, depth: depth + 1, reading: reading) })
        // Its state is isolated to it: not read from outside.
        case is any Actor: return .object([:])
        default: return nil
        }
    }

    /// The elements of `vector`.
    private static func elements<Vector: SIMD>(of vector: Vector) -> [Any] { vector.indices.map { vector[$0] } }

    /// The JSON form of the ViewModel object `mirror` reflects, its wrappers read as the
    /// values they hold (``StateWrapper``), as ``objectPlan(of:)`` reads them.
    private static func objectValue(reflecting mirror: Mirror, depth: Int, reading: ObjectReading) -> JSONValue {
        let levels = sequence(first: mirror, next: \.superclassMirror)
        let isObservable = levels.contains { $0.children.contains { $0.label == StateWrapper.registrarName } }
        var object: [String: JSONValue] = [:]
        for (index, child) in levels.flatMap({ $0.children.enumerated() }) {
            let name = child.label ?? "\(index)"
            switch StateWrapper.field(named: name, type: Swift.type(of: child.value), isObservable: isObservable) {
            case .omitted:
                break
            case .wrapped(let label):
                guard let held = StateWrapper.currentValue(of: child.value, reading: reading), !isOmitted(held) else {
                    break
                }
                object[label] = Self.value(held, depth: depth + 1, reading: reading)
            case .plain(let label):
                guard !isOmitted(child.value) else { break }
                object[label] = Self.value(child.value, depth: depth + 1, reading: reading)
            }
        }
        return .object(object)
    }

    /// What `isOmitted` and `value` make of `held` in the two commonest cases, answered
    /// without `Mirror`: an empty optional (left out as `isOmitted` says, else `null`), and
    /// an object, optional or not, that does not customize its mirror (left out). `nil`
    /// for anything else.
    @MainActor
    private static func quickOmission(of held: Any) -> QuickOmission? {
        guard let optional = held as? any ObjectOptional else {
            return Swift.type(of: held) is AnyClass && !(held is any CustomReflectable) ? .omitted : nil
        }
        let facts = facts(of: held)
        if facts.wrapsObject { return .omitted }
        guard let wrapped = optional.wrapped else { return facts.hasArrowInName ? .omitted : .null }
        return quickOmission(of: wrapped) == .omitted ? .omitted : nil
    }

    /// What ``quickOmission(of:)`` knows.
    private enum QuickOmission {
        case omitted, null
    }

    /// What ``isOmitted(_:)`` and ``quickOmission(of:)`` ask of a value's type, worked out
    /// from the first value of that type they see.
    private struct TypeFacts: Sendable {
        /// An optional of a class.
        let wrapsObject: Bool
        /// Whether each value decides its own mirror, and so its display style: a
        /// `CustomReflectable` type, or an optional (a cast of `.some` looks inside it).
        let valueDecidesMirror: Bool
        /// The display style of its values, when they do not decide their own mirror.
        let style: Mirror.DisplayStyle?
        /// Whether its name has an arrow (a closure type inside).
        let hasArrowInName: Bool
        /// The indexes of a struct's `unowned` and `unowned(unsafe)` fields, left out unread:
        /// read through the runtime, one whose object is gone traps or reads freed memory.
        let unownedFields: Set<Int>
        /// Whether no value of the type is read whole (``scalarValue(_:depth:reading:)``): a
        /// struct, enum or tuple whose first value was not. A cast from such a type succeeds
        /// or fails by the type alone, except from `AnyHashable`, which casts as what it holds.
        let isNeverScalar: Bool
    }

    /// The facts of every type seen so far: working them out (a `Mirror`, the type's name)
    /// cost about a third of a snapshot, for every field of every value at every input.
    private static let typeFacts = Mutex<[ObjectIdentifier: TypeFacts]>([:])

    /// The facts of `value`'s type.
    private static func facts(of value: Any) -> TypeFacts {
        let type = Swift.type(of: value)
        if let known = typeFacts.withLock({ $0[ObjectIdentifier(type)] }) { return known }
        let optional = type as? any ObjectOptional.Type
        let valueDecidesMirror = optional != nil || value is any CustomReflectable
        let facts = TypeFacts(
            wrapsObject: optional?.wrapsObject == true,
            valueDecidesMirror: valueDecidesMirror,
            style: valueDecidesMirror ? nil : Mirror(reflecting: value).displayStyle,
            hasArrowInName: _typeName(type, qualified: false).contains("->"),
            unownedFields: valueDecidesMirror ? [] : unownedFields(of: type),
            isNeverScalar: [.structure, .enumeration, .tuple].contains(Reflection.kind(of: type))
                && type != AnyHashable.self && scalarValue(value, depth: 0, reading: .safe) == nil)
        typeFacts.withLock { $0[ObjectIdentifier(type)] = facts }
        return facts
    }

    /// The indexes of the `unowned` and `unowned(unsafe)` fields of `type` if it is a struct.
    private static func unownedFields(of type: Any.Type) -> Set<Int> {
        guard Reflection.kind(of: type) == .structure else { return [] }
        let fields = Reflection.fields(of: type)
        return Set(
            fields.indices.filter { index in
                !fields[index].isStrong && Reflection.ownership(ofField: index, declaredBy: type) != .weak
            })
    }

    /// Whether a field is left out of a snapshot: objects and closures, and optionals of a
    /// class type even when `nil`, so a `weak var coordinator` whose coordinator died
    /// changes nothing. (An optional of a protocol type is kept while `nil`.)
    private static func isOmitted(_ value: Any) -> Bool {
        let facts = facts(of: value)
        if facts.wrapsObject { return true }
        let style = facts.valueDecidesMirror ? Mirror(reflecting: value).displayStyle : facts.style
        if style == .class { return true }
        if style == .optional, let wrapped = Mirror(reflecting: value).children.first {
            return isOmitted(wrapped.value)
        }
        return facts.hasArrowInName
    }
}

/// An optional, asked whether its wrapped type is a class, and for what it holds.
private protocol ObjectOptional {
    static var wrapsObject: Bool { get }
    static var wrappedType: Any.Type { get }
    var wrapped: Any? { get }
}

extension Optional: ObjectOptional {
    fileprivate static var wrapsObject: Bool { Wrapped.self is AnyObject.Type }
    fileprivate static var wrappedType: Any.Type { Wrapped.self }
    fileprivate var wrapped: Any? { self.map { $0 } }
}
