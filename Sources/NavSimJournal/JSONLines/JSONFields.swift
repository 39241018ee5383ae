import NavSimCore

/// The members of one JSON Lines object, taken one by one as an event is decoded.
///
/// Every field must be taken exactly once: ``finish()`` refuses leftovers, so a misspelt
/// field is an error rather than silently ignored.
struct JSONFields {
    private var members: [String: JSONNode]

    /// Collects the members of an object.
    init(_ members: [JSONNode.Member]) {
        self.members = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether a field is present.
    func has(_ name: String) -> Bool { members[name] != nil }

    /// Removes and returns a field.
    mutating func take(_ name: String) throws(JSONLinesProblem) -> JSONNode {
        guard let node = members.removeValue(forKey: name) else { throw .missingField(name) }
        return node
    }

    /// Checks that no field is left.
    func finish() throws(JSONLinesProblem) {
        if let name = members.keys.min() { throw .unexpectedField(name) }
    }

    // MARK: - Typed fields

    /// A string field.
    mutating func string(_ name: String) throws(JSONLinesProblem) -> String {
        guard case .string(let text) = try take(name) else { throw .invalidField(name, expected: "a string") }
        return text
    }

    /// An integer field.
    mutating func integer(_ name: String) throws(JSONLinesProblem) -> Int {
        guard case .number(let text) = try take(name), let value = Int(text) else {
            throw .invalidField(name, expected: "an integer")
        }
        return value
    }

    /// A field holding an unsigned 64-bit integer, without a sign.
    mutating func unsigned(_ name: String) throws(JSONLinesProblem) -> UInt64 {
        guard case .number(let text) = try take(name), let value = Self.decimal(text[...]) else {
            throw .invalidField(name, expected: "a non-negative integer")
        }
        return value
    }

    /// An id field: its number.
    mutating func id<Kind: IdentifierKind>(_ name: String) throws(JSONLinesProblem) -> Identifier<Kind> {
        try Self.id(try take(name), name: name)
    }

    /// An optional id field: its number or `null`.
    mutating func optionalID<Kind: IdentifierKind>(_ name: String) throws(JSONLinesProblem) -> Identifier<Kind>? {
        let node = try take(name)
        return node == .null ? nil : try Self.id(node, name: name)
    }

    /// An array of ids: their numbers.
    mutating func ids<Kind: IdentifierKind>(_ name: String) throws(JSONLinesProblem) -> [Identifier<Kind>] {
        guard case .array(let nodes) = try take(name) else { throw .invalidField(name, expected: "an array of ids") }
        var ids: [Identifier<Kind>] = []
        for node in nodes { ids.append(try Self.id(node, name: name)) }
        return ids
    }

    /// A controller field: `"s4"` or `"k1"`.
    mutating func controller(_ name: String) throws(JSONLinesProblem) -> ControllerID {
        try Self.controller(try take(name), name: name)
    }

    /// An optional controller field.
    mutating func optionalController(_ name: String) throws(JSONLinesProblem) -> ControllerID? {
        let node = try take(name)
        return node == .null ? nil : try Self.controller(node, name: name)
    }

    /// An array of controllers.
    mutating func controllers(_ name: String) throws(JSONLinesProblem) -> [ControllerID] {
        guard case .array(let nodes) = try take(name) else {
            throw .invalidField(name, expected: "an array of controllers")
        }
        var controllers: [ControllerID] = []
        for node in nodes { controllers.append(try Self.controller(node, name: name)) }
        return controllers
    }

    /// The controller of a stack event: `screen`, a screen's number, or `controller`, a
    /// container such as `"k2"` (a tab bar controller on the stack).
    mutating func stackEntry() throws(JSONLinesProblem) -> ControllerID {
        has("controller") ? try controller("controller") : .screen(try id("screen"))
    }

    /// An array of stack entries: screens' numbers, and containers such as `"k2"`.
    mutating func stackEntries(_ name: String) throws(JSONLinesProblem) -> [ControllerID] {
        guard case .array(let nodes) = try take(name) else { throw .invalidField(name, expected: "an array of ids") }
        var entries: [ControllerID] = []
        for node in nodes {
            if case .number = node {
                entries.append(.screen(try Self.id(node, name: name)))
            } else {
                entries.append(try Self.controller(node, name: name))
            }
        }
        return entries
    }

    /// A JSON value field.
    mutating func value(_ name: String) throws(JSONLinesProblem) -> JSONValue {
        try take(name).jsonValue()
    }

    /// A field holding the raw value of a string enum.
    mutating func choice<Value: RawRepresentable<String>>(_ name: String) throws(JSONLinesProblem) -> Value {
        guard let value = Value(rawValue: try string(name)) else {
            throw .invalidField(name, expected: "a known style")
        }
        return value
    }

    // MARK: - Conversions

    /// The value of `text` when it is a decimal number as NavSim writes one: digits only,
    /// no sign, no leading zero (but `0` itself); `nil` for anything else or above 2^64 − 1.
    static func decimal(_ text: Substring) -> UInt64? {
        let digits = text.utf8
        guard let first = digits.first, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        guard first != 0x30 || digits.count == 1 else { return nil }
        return UInt64(text)
    }

    private static func id<Kind: IdentifierKind>(_ node: JSONNode, name: String) throws(JSONLinesProblem) -> Identifier<
        Kind
    > {
        guard case .number(let text) = node, let raw = decimal(text[...]), let value = UInt32(exactly: raw) else {
            throw .invalidField(name, expected: "an id from 0 to \(UInt32.max)")
        }
        return Identifier(value)
    }

    /// A controller: `s` or `k`, then the id's number as ``decimal(_:)`` reads it.
    private static func controller(_ node: JSONNode, name: String) throws(JSONLinesProblem) -> ControllerID {
        guard case .string(let text) = node, let first = text.first,
            let raw = decimal(text.dropFirst()), let value = UInt32(exactly: raw)
        else {
            throw .invalidField(name, expected: "a controller such as \"s4\" or \"k1\"")
        }
        switch String(first) {
        case ScreenKind.prefix: return .screen(ScreenID(value))
        case ContainerKind.prefix: return .container(ContainerID(value))
        default: throw .invalidField(name, expected: "a controller such as \"s4\" or \"k1\"")
        }
    }
}

extension JSONNode {
    /// The node as a ``NavSimCore/JSONValue``.
    ///
    /// - Throws: ``JSONLinesProblem/unrepresentableNumber`` for numbers too large for a
    ///   `Double`.
    func jsonValue() throws(JSONLinesProblem) -> JSONValue {
        switch self {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let text):
            guard let number = Double(text), number.isFinite else { throw .unrepresentableNumber }
            return .number(number)
        case .string(let text): return .string(text)
        case .array(let nodes):
            var elements: [JSONValue] = []
            elements.reserveCapacity(nodes.count)
            for node in nodes { elements.append(try node.jsonValue()) }
            return .array(elements)
        case .object(let members):
            var values: [String: JSONValue] = [:]
            for member in members { values[member.key] = try member.value.jsonValue() }
            return .object(values)
        }
    }
}
