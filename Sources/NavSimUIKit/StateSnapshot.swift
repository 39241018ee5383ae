import NavSimCore
import NavSimSimulator

/// The JSON form of a ViewModel, read by reflection so that a plain class with no
/// `Codable` conformance is recorded as it is.
///
/// Strings, numbers, booleans, optionals, arrays, dictionaries, structs and enums are
/// kept; other objects inside the ViewModel (services, delegates, coordinators) and
/// closures are left out, and nesting stops at depth 8.
enum StateSnapshot {
    static let maximumDepth = 8

    /// A field of a ViewModel class, as the snapshot reads it.
    private enum ObjectField {
        /// Read from memory with a plan.
        case planned(label: String, offset: Int, plan: SnapshotPlan)
        /// A strong reference to an object: left out unless the object customizes its mirror.
        case object(label: String, offset: Int)
        /// Read by reflection: field `index` of those `level` declares.
        case reflected(label: String, index: Int, level: AnyClass)
    }

    /// Where each controller class keeps its `viewModel` (`nil`: it has none).
    @MainActor private static var viewModelFields: [ObjectIdentifier: (index: Int, level: AnyClass)?] = [:]
    /// How each ViewModel class's fields are read, in `Mirror`'s order.
    @MainActor private static var objectPlans: [ObjectIdentifier: [ObjectField]?] = [:]

    /// The state of the controller's `viewModel` stored property, or `null` if it has none.
    ///
    /// Gives what ``reflectedViewModelState(of:)`` gives, reading the fields whose types
    /// allow it straight from memory (``SnapshotPlan``) and the others by reflection.
    @MainActor
    static func viewModelState(of controller: AnyObject) -> JSONValue {
        guard !(controller is any CustomReflectable) else { return reflectedViewModelState(of: controller) }
        let type: AnyClass = Swift.type(of: controller)
        let field: (index: Int, level: AnyClass)?
        if let known = viewModelFields[ObjectIdentifier(type)] {
            field = known
        } else {
            field = findField(named: "viewModel", in: type)
            viewModelFields[ObjectIdentifier(type)] = field
        }
        guard let field else { return .null }
        return rootValue(Reflection.value(of: controller, field: field.index, declaredBy: field.level))
    }

    /// The state of the controller's `viewModel` stored property, read through `Mirror`.
    static func reflectedViewModelState(of controller: AnyObject) -> JSONValue {
        var mirror: Mirror? = Mirror(reflecting: controller)
        while let current = mirror {
            for child in current.children where child.label == "viewModel" {
                return value(child.value, depth: 0, isRoot: true)
            }
            mirror = current.superclassMirror
        }
        return .null
    }

    /// The first field named `name`, looking at `type`'s own fields, then its superclass's.
    private static func findField(named name: String, in type: AnyClass) -> (index: Int, level: AnyClass)? {
        for level in levels(of: type) {
            if let index = level.fields.firstIndex(where: { $0.name == name }) { return (index, level.type) }
        }
        return nil
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

    /// The JSON form of a ViewModel: what ``value(_:depth:isRoot:)`` gives for a root value.
    @MainActor
    private static func rootValue(_ value: Any) -> JSONValue {
        if let optional = value as? any ObjectOptional {
            guard let wrapped = optional.wrapped else { return .null }
            return rootValue(wrapped)
        }
        guard let type = Swift.type(of: value) as? AnyClass, !(value is any CustomReflectable),
            let fields = objectPlan(of: type)
        else { return Self.value(value, depth: 0, isRoot: true) }
        let object = value as AnyObject
        var json: [String: JSONValue] = [:]
        withExtendedLifetime(object) {
            let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            for field in fields {
                switch field {
                case .planned(let label, let offset, let plan):
                    json[label] = plan.value(at: base + offset, depth: 1)
                case .object(let label, let offset):
                    let held = (base + offset).load(as: AnyObject.self)
                    if held is any CustomReflectable, !isOmitted(held) { json[label] = Self.value(held, depth: 1) }
                case .reflected(let label, let index, let level):
                    let held = Reflection.value(of: object, field: index, declaredBy: level)
                    if !isOmitted(held) { json[label] = Self.value(held, depth: 1) }
                }
            }
        }
        return .object(json)
    }

    /// How the fields of a ViewModel class are read, worked out the first time; `nil` for
    /// the standard library's, Foundation's and NavSim's classes, read by reflection.
    @MainActor
    private static func objectPlan(of type: AnyClass) -> [ObjectField]? {
        if let known = objectPlans[ObjectIdentifier(type)] { return known }
        guard !Reflection.isSystemType(type) else {
            objectPlans[ObjectIdentifier(type)] = .some(nil)
            return nil
        }
        var fields: [ObjectField] = []
        for level in levels(of: type) {
            for (index, field) in zip(0..., level.fields) where !isAlwaysOmitted(field.type) {
                if !field.isStrong {
                    fields.append(.reflected(label: field.name, index: index, level: level.type))
                } else if Reflection.kind(of: field.type) == .classType {
                    fields.append(.object(label: field.name, offset: field.offset))
                } else if let plan = SnapshotPlan.plan(for: field.type) {
                    fields.append(.planned(label: field.name, offset: field.offset, plan: plan))
                } else {
                    fields.append(.reflected(label: field.name, index: index, level: level.type))
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

    /// The JSON form of `value`; `isRoot` lets the ViewModel object itself be entered.
    static func value(_ value: Any, depth: Int, isRoot: Bool = false) -> JSONValue {
        switch value {
        case let string as String: return .string(string)
        case let bool as Bool: return .bool(bool)
        case let int as Int: return .number(Double(int))
        case let double as Double: return .number(double)
        case let float as Float: return .number(Double(float))
        case let url as URL: return .string(url.absoluteString)
        default: break
        }
        let mirror = Mirror(reflecting: value)
        guard depth < maximumDepth else { return .null }
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first else { return .null }
            return Self.value(wrapped.value, depth: depth, isRoot: isRoot)
        case .collection, .set:
            return .array(mirror.children.map { Self.value($0.value, depth: depth + 1) })
        case .dictionary:
            var object: [String: JSONValue] = [:]
            for pair in mirror.children {
                let parts = Array(Mirror(reflecting: pair.value).children)
                guard parts.count == 2 else { continue }
                object[String(describing: parts[0].value)] = Self.value(parts[1].value, depth: depth + 1)
            }
            return .object(object)
        case .enum:
            guard let payload = mirror.children.first else { return .string(String(describing: value)) }
            return .object([payload.label ?? "case": Self.value(payload.value, depth: depth + 1)])
        case .class where !isRoot:
            return .null
        case .struct, .class, .tuple:
            var object: [String: JSONValue] = [:]
            var current: Mirror? = mirror
            while let level = current {
                for (index, child) in level.children.enumerated() {
                    guard !isOmitted(child.value) else { continue }
                    object[child.label ?? "\(index)"] = Self.value(child.value, depth: depth + 1)
                }
                current = level.superclassMirror
            }
            return .object(object)
        default:
            return .null
        }
    }

    /// Whether a field is left out of a snapshot: objects and closures, and optionals of a
    /// class type even when `nil`, so a `weak var coordinator` whose coordinator died
    /// changes nothing. (An optional of a protocol type is kept while `nil`.)
    private static func isOmitted(_ value: Any) -> Bool {
        if let optional = type(of: value) as? any ObjectOptional.Type, optional.wrapsObject { return true }
        let style = Mirror(reflecting: value).displayStyle
        if style == .class { return true }
        if style == .optional, let wrapped = Mirror(reflecting: value).children.first {
            return isOmitted(wrapped.value)
        }
        return String(describing: type(of: value)).contains("->")
    }
}

/// An optional, asked whether its wrapped type is a class, and for what it holds.
private protocol ObjectOptional {
    static var wrapsObject: Bool { get }
    var wrapped: Any? { get }
}

extension Optional: ObjectOptional {
    fileprivate static var wrapsObject: Bool { Wrapped.self is AnyObject.Type }
    fileprivate var wrapped: Any? { self.map { $0 } }
}
