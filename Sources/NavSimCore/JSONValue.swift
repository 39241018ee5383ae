/// A JSON value: how NavSim stores ViewModel state and action arguments.
///
/// Objects keep their keys sorted, so equal values print and encode identically.
///
/// ```swift
/// let state: JSONValue = ["title": "Inbox", "count": 3]
/// print(state)  // {"count":3,"title":"Inbox"}
/// ```
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number; integral values up to 2^53 print without a fraction.
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
}

// MARK: - Literals

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

// MARK: - Access

extension JSONValue {
    /// The value under `key` when this is an object, else `nil`.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    /// The string when this is a string, else `nil`.
    public var stringValue: String? {
        if case .string(let value) = self { value } else { nil }
    }

    /// How deeply arrays and objects nest: 0 for a scalar, 1 for a flat array or object.
    public var depth: Int {
        switch self {
        case .array(let elements): 1 + (elements.map(\.depth).max() ?? 0)
        case .object(let members): 1 + (members.values.map(\.depth).max() ?? 0)
        default: 0
        }
    }

    /// The number when this is a number, else `nil`.
    public var numberValue: Double? {
        if case .number(let value) = self { value } else { nil }
    }

    /// The number when this is a whole number that fits an `Int`, else `nil`: `1e308`,
    /// `-9.3e18` and `0.5` have none.
    public var intValue: Int? {
        if case .number(let value) = self { Int(exactly: value) } else { nil }
    }
}

// MARK: - Text

extension JSONValue: CustomStringConvertible {
    /// Compact JSON text with sorted keys.
    public var description: String {
        var text = ""
        write(to: &text)
        return text
    }

    /// Appends compact JSON text with sorted keys to `text`.
    public func write(to text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let value): text += Self.format(value)
        case .string(let value): Self.writeQuoted(value, to: &text)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.write(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                Self.writeQuoted(key, to: &text)
                text += ":"
                members[key]?.write(to: &text)
            }
            text += "}"
        }
    }

    /// Formats a number the same way on every run: integers without a fraction,
    /// non-finite values (which JSON cannot express) as `null`.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return String(value)
    }

    /// Appends `value` as a JSON string literal, escaping what RFC 8259 requires.
    static func writeQuoted(_ value: String, to text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}

// MARK: - Codable

extension JSONValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "not a JSON value NavSim can hold (is a number beyond a Double's range?)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
