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
    ///
    /// NavSim holds only finite numbers here: NaN and the infinities, which JSON cannot
    /// express, are held as the strings that name them (``init(_:)``), and every writer
    /// writes a non-finite number given here as that string too.
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
    public init(floatLiteral value: Double) { self.init(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

// MARK: - Numbers

extension JSONValue {
    /// A number, or for NaN and the infinities, which JSON cannot express, the string that
    /// names them: `"NaN"`, `"Infinity"` or `"-Infinity"`.
    ///
    /// Every number NavSim records goes through here (a ViewModel's `Double`, a binary
    /// trace's eight-byte number), so a trace's numbers are finite and every command (`log`,
    /// `diff`, `convert`, `test-from`) shows and compares the same value:
    ///
    /// ```swift
    /// JSONValue(2.5)         // .number(2.5)
    /// JSONValue(.nan)        // .string("NaN")
    /// JSONValue(-.infinity)  // .string("-Infinity")
    /// ```
    public init(_ number: Double) {
        self = Self.nonFiniteName(number).map(JSONValue.string) ?? .number(number)
    }

    /// `"NaN"`, `"Infinity"` or `"-Infinity"` for a number JSON cannot express, else `nil`.
    public static func nonFiniteName(_ number: Double) -> String? {
        if number.isNaN { return "NaN" }
        guard number.isInfinite else { return nil }
        return number < 0 ? "-Infinity" : "Infinity"
    }
}

// MARK: - Access

extension JSONValue {
    /// The value under `key` when this is an object, else `nil`.
    ///
    /// Setting a value makes this an object if it was not one (an expected ViewModel state
    /// written as `state["title"] = "New"`); setting `nil` removes the key.
    public subscript(key: String) -> JSONValue? {
        get {
            if case .object(let members) = self { members[key] } else { nil }
        }
        set {
            var members: [String: JSONValue] = if case .object(let members) = self { members } else { [:] }
            members[key] = newValue
            self = .object(members)
        }
    }

    /// The string when this is a string, else `nil`.
    public var stringValue: String? {
        if case .string(let value) = self { value } else { nil }
    }

    /// How deeply arrays and objects nest: 0 for a scalar, 1 for a flat array or object.
    ///
    /// Measured with an explicit stack, so any depth can be measured.
    public var depth: Int {
        var deepest = 0
        var pending = [(value: self, depth: 0)]
        while let (value, depth) = pending.popLast() {
            switch value {
            case .array(let elements):
                deepest = max(deepest, depth + 1)
                pending += elements.map { ($0, depth + 1) }
            case .object(let members):
                deepest = max(deepest, depth + 1)
                pending += members.values.map { ($0, depth + 1) }
            default:
                break
            }
        }
        return deepest
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
    ///
    /// Written with an explicit stack rather than recursion, so a value nested deeper than
    /// a trace allows (``JSONValue`` itself has no limit) still prints.
    public func write(to text: inout String) {
        var pending = [Piece.value(self)]
        while let piece = pending.popLast() {
            switch piece {
            case .punctuation(let mark): text += mark
            case .key(let key):
                key.appendLiteral(.json, to: &text)
                text += ":"
            case .value(.null): text += "null"
            case .value(.bool(let value)): text += value ? "true" : "false"
            case .value(.number(let value)): text += Self.format(value)
            case .value(.string(let value)): value.appendLiteral(.json, to: &text)
            case .value(.array(let elements)):
                // Pushed last first, so that they pop in order.
                text += "["
                pending.append(.punctuation("]"))
                for (index, element) in elements.enumerated().reversed() {
                    pending.append(.value(element))
                    if index > 0 { pending.append(.punctuation(",")) }
                }
            case .value(.object(let members)):
                text += "{"
                pending.append(.punctuation("}"))
                for (index, key) in members.keys.sorted().enumerated().reversed() {
                    pending.append(.value(members[key] ?? .null))
                    pending.append(.key(key))
                    if index > 0 { pending.append(.punctuation(",")) }
                }
            }
        }
    }

    /// What ``write(to:)`` has still to write.
    private enum Piece {
        case value(JSONValue)
        case key(String)
        case punctuation(String)
    }

    /// Formats a number the same way on every run: integers without a fraction,
    /// non-finite values (which JSON cannot express) as the string that names them.
    static func format(_ value: Double) -> String {
        if let name = nonFiniteName(value) { return "\"" + name + "\"" }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return String(value)
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
            self.init(value)
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
