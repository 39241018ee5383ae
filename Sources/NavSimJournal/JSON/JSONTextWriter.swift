import NavSimCore

/// Writes compact JSON text as UTF-8 bytes, the same way on every run.
///
/// Object members of ``NavSimCore/JSONValue`` are written in ascending order of their
/// keys' UTF-8 bytes, the trace format's order. Numbers are written so that parsing them
/// gives back the same `Double`: integers below 2^53 without a fraction, −0 as `-0.0`,
/// everything else in Swift's shortest round-trip form.
struct JSONTextWriter {
    /// The text so far.
    var bytes: [UInt8] = []

    /// Appends ASCII punctuation or a literal.
    @inline(__always)
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `"key":`.
    mutating func key(_ name: StaticString) {
        raw("\"")
        raw(name)
        raw("\":")
    }

    /// Appends `,"key":`.
    mutating func nextKey(_ name: StaticString) {
        raw(",")
        key(name)
    }

    /// Appends `,"name":` and a string.
    mutating func field(_ name: StaticString, string value: String) {
        nextKey(name)
        string(value)
    }

    /// Appends `,"name":` and an integer.
    mutating func field<Value: BinaryInteger>(_ name: StaticString, integer value: Value) {
        nextKey(name)
        integer(value)
    }

    /// Appends `,"name":` and an array of numbers (`quoted: false`) or strings.
    mutating func field(_ name: StaticString, array items: [String], quoted: Bool) {
        nextKey(name)
        raw("[")
        for (index, item) in items.enumerated() {
            if index > 0 { raw(",") }
            if quoted { string(item) } else { bytes.append(contentsOf: item.utf8) }
        }
        raw("]")
    }

    /// Appends `"name":` and an integer, for the first member of an object.
    mutating func firstField<Value: BinaryInteger>(_ name: StaticString, integer value: Value) {
        key(name)
        integer(value)
    }

    /// Appends an integer.
    mutating func integer<Value: BinaryInteger>(_ value: Value) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Appends a JSON string literal, escaping quotes, backslashes, and every control,
    /// bidirectional or line-separating character (``NavSimCore/Unicode/Scalar/isDisguising``)
    /// as `\uXXXX`: still the same JSON string, and one that no terminal or viewer shows
    /// as anything but what it is, so `say` has nothing to rewrite in it.
    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for scalar in value.unicodeScalars {
            if scalar >= " " && scalar <= "~" && scalar != "\"" && scalar != "\\" {
                bytes.append(UInt8(scalar.value))
            } else if let escape = scalar.literalEscape(.json) {
                bytes.append(contentsOf: escape.utf8)
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends a number; NaN and the infinities, which JSON cannot express, as the strings
    /// a trace holds them as (``NavSimCore/JSONValue/init(_:)``).
    mutating func number(_ value: Double) throws(JSONLinesProblem) {
        if let name = JSONValue.nonFiniteName(value) {
            string(name)
        } else if let integer = JSONValue.exactInteger(value) {
            self.integer(integer)
        } else if value == 0 {
            raw("-0.0")
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    /// Appends a JSON value.
    mutating func value(_ value: JSONValue) throws(JSONLinesProblem) {
        switch value {
        case .null: raw("null")
        case .bool(let flag): flag ? raw("true") : raw("false")
        case .number(let number): try self.number(number)
        case .string(let text): string(text)
        case .array(let elements):
            raw("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { raw(",") }
                try self.value(element)
            }
            raw("]")
        case .object(let members):
            raw("{")
            for (index, member) in JSONValue.sortedMembers(members).enumerated() {
                if index > 0 { raw(",") }
                string(member.key)
                raw(":")
                try self.value(member.value)
            }
            raw("}")
        }
    }

    /// Appends a controller id as `"s4"` or `"k1"`.
    mutating func controller(_ id: ControllerID) { string(id.description) }

    /// Appends an optional id as its number or `null`.
    mutating func optionalID<Kind: IdentifierKind>(_ id: Identifier<Kind>?) {
        if let id { integer(id.rawValue) } else { raw("null") }
    }
}
