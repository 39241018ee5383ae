import NavSimCore

/// The JSON form of a ViewModel, read by reflection so that a plain class with no
/// `Codable` conformance is recorded as it is.
///
/// Strings, numbers, booleans, optionals, arrays, dictionaries, structs and enums are
/// kept; other objects inside the ViewModel (services, delegates, coordinators) and
/// closures are left out, and nesting stops at depth 8.
enum StateSnapshot {
    private static let maximumDepth = 8

    /// The state of the controller's `viewModel` stored property, or `null` if it has none.
    static func viewModelState(of controller: AnyObject) -> JSONValue {
        var mirror: Mirror? = Mirror(reflecting: controller)
        while let current = mirror {
            for child in current.children where child.label == "viewModel" {
                return value(child.value, depth: 0, isRoot: true)
            }
            mirror = current.superclassMirror
        }
        return .null
    }

    /// The JSON form of `value`; `isRoot` lets the ViewModel object itself be entered.
    private static func value(_ value: Any, depth: Int, isRoot: Bool = false) -> JSONValue {
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

/// An optional, asked whether its wrapped type is a class.
private protocol ObjectOptional {
    static var wrapsObject: Bool { get }
}

extension Optional: ObjectOptional {
    fileprivate static var wrapsObject: Bool { Wrapped.self is AnyObject.Type }
}
