import NavSimCore

/// Swift source for values a generated test holds: string literals, JSON values, names.
enum SwiftLiteral {
    /// `text` as a Swift string literal: quotes, backslashes, control and bidirectional
    /// characters escaped (``NavSimCore/Unicode/Scalar/literalEscape(_:)``), so any text (a
    /// hostile label too) stays inside the literal.
    static func string(_ text: String) -> String {
        var literal = ""
        text.appendLiteral(.swift, to: &literal)
        return literal
    }

    /// `value` as a literal of `JSONValue` (which is expressible by every literal).
    static func json(_ value: JSONValue) -> String {
        switch value {
        case .null: "nil"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number) where !number.isFinite: string(JSONValue.nonFiniteName(number) ?? "NaN")
        case .number(let number):
            number.rounded() == number && abs(number) < 0x1p53 ? String(Int(number)) : "\(number)"
        case .string(let text): string(text)
        case .array(let elements): "[" + elements.map(json).joined(separator: ", ") + "]"
        case .object(let members) where members.isEmpty: "[:]"
        case .object(let members):
            "[" + members.keys.sorted().map { "\(string($0)): \(json(members[$0] ?? .null))" }.joined(separator: ", ")
                + "]"
        }
    }

    /// `text`'s letters and digits as an upper camel case identifier (`not-stored` →
    /// `NotStored`), or `fallback` when none is left.
    static func typeName(_ text: String, fallback: String) -> String {
        let words = text.split { !(($0.isASCII && $0.isLetter) || ($0.isASCII && $0.isNumber)) }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = name.first else { return fallback }
        return first.isNumber ? fallback + name : name
    }

    /// `text` as a lower camel case identifier, or `fallback` when none is left.
    static func memberName(_ text: String, fallback: String) -> String {
        let name = typeName(text, fallback: fallback)
        return name.prefix(1).lowercased() + name.dropFirst()
    }
}
