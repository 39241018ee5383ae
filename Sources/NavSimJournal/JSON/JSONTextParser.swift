/// A strict JSON parser (RFC 8259) for one line of JSON Lines.
///
/// Errors name the byte column. Nesting is limited to
/// ``TraceFormat/maximumNestingDepth`` levels, duplicate object keys are refused and
/// nothing may follow the value but spaces.
package struct JSONTextParser {
    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    /// Parses one complete JSON text.
    static func parse(_ bytes: [UInt8]) throws(JSONLinesProblem) -> JSONNode {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw .invalidUTF8(column: firstInvalidUTF8(in: bytes) + 1)
        }
        var parser = JSONTextParser(bytes: bytes)
        parser.skipSpace()
        let value = try parser.parseValue()
        parser.skipSpace()
        guard parser.position == bytes.count else { throw parser.error("unexpected text after the value") }
        return value
    }

    /// The first way `bytes` is not one strict JSON text (a duplicate key included): the
    /// byte offset where it is, and what; `nil` when it is one. For files that are read with
    /// another decoder, so that they are held to the same rules as traces.
    package static func problem(in bytes: [UInt8]) -> (offset: Int, message: String)? {
        do {
            _ = try parse(bytes)
            return nil
        } catch {
            switch error {
            case .syntax(let column, let message): return (column - 1, message)
            case .invalidUTF8(let column): return (column - 1, "not valid UTF-8")
            default: return (0, "\(error)")
            }
        }
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// The index of the first byte of the first invalid UTF-8 sequence in `bytes`.
    private static func firstInvalidUTF8(in bytes: [UInt8]) -> Int {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var position = 0
        while case .scalarValue(let scalar) = decoder.decode(&iterator) { position += UTF8.width(scalar) }
        return position
    }

    // MARK: - Values

    private mutating func parseValue() throws(JSONLinesProblem) -> JSONNode {
        guard position < bytes.count else { throw error("unexpected end of line") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character")
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONNode) throws(JSONLinesProblem) -> JSONNode {
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { expected in
            position + count <= bytes.count && bytes[position..<(position + count)].elementsEqual(expected)
        }
        guard matches else { throw error("invalid literal") }
        position += count
        return value
    }

    private mutating func enter() throws(JSONLinesProblem) {
        depth += 1
        guard depth <= TraceFormat.maximumNestingDepth else {
            throw error("nested deeper than \(TraceFormat.maximumNestingDepth) levels")
        }
        position += 1
        skipSpace()
    }

    private mutating func parseArray() throws(JSONLinesProblem) -> JSONNode {
        try enter()
        defer { depth -= 1 }
        var elements: [JSONNode] = []
        if consume(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            elements.append(try parseValue())
            skipSpace()
            if consume(UInt8(ascii: "]")) { return .array(elements) }
            guard consume(UInt8(ascii: ",")) else { throw error("expected ',' or ']'") }
            skipSpace()
        }
    }

    private mutating func parseObject() throws(JSONLinesProblem) -> JSONNode {
        try enter()
        defer { depth -= 1 }
        var members: [JSONNode.Member] = []
        var keys: Set<String> = []
        if consume(UInt8(ascii: "}")) { return .object(members) }
        while true {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a key") }
            let keyColumn = position
            let key = try parseString()
            guard keys.insert(key).inserted else {
                throw .syntax(column: keyColumn + 1, message: "duplicate key \"\(key)\"")
            }
            skipSpace()
            guard consume(UInt8(ascii: ":")) else { throw error("expected ':'") }
            skipSpace()
            members.append(JSONNode.Member(key: key, value: try parseValue()))
            skipSpace()
            if consume(UInt8(ascii: "}")) { return .object(members) }
            guard consume(UInt8(ascii: ",")) else { throw error("expected ',' or '}'") }
            skipSpace()
        }
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(JSONLinesProblem) -> JSONNode {
        let start = position
        _ = consume(UInt8(ascii: "-"))
        if consume(UInt8(ascii: "0")) {
            // A leading zero stands alone.
        } else {
            guard digits() > 0 else { throw error("expected a digit") }
        }
        if consume(UInt8(ascii: ".")) {
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        return .number(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    private mutating func digits() -> Int {
        let start = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            position += 1
        }
        return position - start
    }

    // MARK: - Strings

    private mutating func parseString() throws(JSONLinesProblem) -> String {
        position += 1
        var text: [UInt8] = []
        while true {
            guard position < bytes.count else { throw error("unterminated string") }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                position += 1
                try parseEscape(into: &text)
            case 0..<0x20:
                throw error("control character in a string")
            default:
                // Copy the run of plain bytes up to the next quote, backslash or control.
                let run = position
                while position < bytes.count, bytes[position] >= 0x20, bytes[position] != UInt8(ascii: "\""),
                    bytes[position] != UInt8(ascii: "\\")
                {
                    position += 1
                }
                text.append(contentsOf: bytes[run..<position])
            }
        }
    }

    private mutating func parseEscape(into text: inout [UInt8]) throws(JSONLinesProblem) {
        guard position < bytes.count else { throw error("unterminated escape") }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var value = try hexQuad()
            if (0xD800..<0xDC00).contains(value) {
                guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else {
                    throw error("lone high surrogate")
                }
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate") }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(value) else { throw error("lone low surrogate") }
            text.append(contentsOf: String(Character(scalar)).utf8)
        default: throw error("invalid escape")
        }
    }

    private mutating func hexQuad() throws(JSONLinesProblem) -> UInt32 {
        guard position + 4 <= bytes.count else { throw error("incomplete \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[position])).hexDigitValue else {
                throw error("invalid hex digit")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    // MARK: - Helpers

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[position]) { position += 1 }
    }

    private func error(_ message: String) -> JSONLinesProblem {
        .syntax(column: position + 1, message: message)
    }
}
