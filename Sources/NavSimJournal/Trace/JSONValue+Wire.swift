import NavSimCore

/// The tags that start a binary JSON value.
enum JSONTag: UInt8 {
    case null = 0
    case `false` = 1
    case `true` = 2
    /// An integral number in (−2^53, 2^53), not −0, as a ZigZag varint.
    case integer = 3
    /// Any other number: eight bytes of IEEE 754 binary64, little-endian. NaN and the
    /// infinities are written as strings instead, and read as strings when a file has them.
    case double = 4
    case string = 5
    /// A varint count, then that many values.
    case array = 6
    /// A varint count, then that many key strings each followed by its value, keys in
    /// ascending order of their UTF-8 bytes.
    case object = 7
}

extension JSONValue {
    // MARK: - Encoding

    /// Appends the binary encoding of the value.
    ///
    /// - Throws: ``PayloadProblem/nestingTooDeep(limit:)`` when arrays and objects nest
    ///   deeper than ``TraceFormat/maximumNestingDepth``.
    func encode(into bytes: inout [UInt8], depth: Int = 0) throws(PayloadProblem) {
        switch self {
        case .null: bytes.append(JSONTag.null.rawValue)
        case .bool(let value): bytes.append(value ? JSONTag.true.rawValue : JSONTag.false.rawValue)
        case .number(let value):
            if let name = Self.nonFiniteName(value) {
                // JSON cannot express it; written as the string every reader holds it as.
                bytes.append(JSONTag.string.rawValue)
                bytes.appendString(name)
            } else if let integer = Self.exactInteger(value) {
                bytes.append(JSONTag.integer.rawValue)
                bytes.appendSignedVarint(integer)
            } else {
                bytes.append(JSONTag.double.rawValue)
                bytes.appendDouble(value)
            }
        case .string(let value):
            bytes.append(JSONTag.string.rawValue)
            bytes.appendString(value)
        case .array(let elements):
            guard depth < TraceFormat.maximumNestingDepth else {
                throw .nestingTooDeep(limit: TraceFormat.maximumNestingDepth)
            }
            bytes.append(JSONTag.array.rawValue)
            bytes.appendVarint(UInt64(elements.count))
            for element in elements { try element.encode(into: &bytes, depth: depth + 1) }
        case .object(let members):
            guard depth < TraceFormat.maximumNestingDepth else {
                throw .nestingTooDeep(limit: TraceFormat.maximumNestingDepth)
            }
            bytes.append(JSONTag.object.rawValue)
            bytes.appendVarint(UInt64(members.count))
            for (key, value) in Self.sortedMembers(members) {
                bytes.appendString(key)
                try value.encode(into: &bytes, depth: depth + 1)
            }
        }
    }

    /// The members of an object in the order the trace format stores them: ascending by
    /// the UTF-8 bytes of their keys.
    static func sortedMembers(_ members: [String: JSONValue]) -> [(key: String, value: JSONValue)] {
        members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    /// The value as an integer when the integer encoding represents it exactly.
    static func exactInteger(_ value: Double) -> Int64? {
        guard value.rounded(.towardZero) == value, abs(value) < 9_007_199_254_740_992 else { return nil }
        if value == 0 && value.sign == .minus { return nil }
        return Int64(value)
    }

    // MARK: - Decoding

    /// Reads one binary JSON value.
    static func decode(from reader: inout ByteReader, depth: Int = 0) throws(PayloadProblem) -> JSONValue {
        let tag = try reader.readByte()
        switch JSONTag(rawValue: tag) {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .integer: return .number(Double(try reader.readSignedVarint()))
        // A non-finite number (which a writer never writes) reads as the string naming it.
        case .double: return JSONValue(try reader.readDouble())
        case .string: return .string(try reader.readString())
        case .array:
            guard depth < TraceFormat.maximumNestingDepth else {
                throw .nestingTooDeep(limit: TraceFormat.maximumNestingDepth)
            }
            let count = try reader.readCount()
            var elements: [JSONValue] = []
            elements.reserveCapacity(count)
            for _ in 0..<count { elements.append(try decode(from: &reader, depth: depth + 1)) }
            return .array(elements)
        case .object:
            guard depth < TraceFormat.maximumNestingDepth else {
                throw .nestingTooDeep(limit: TraceFormat.maximumNestingDepth)
            }
            let count = try reader.readCount()
            // Made at its size: reserving capacity in an empty dictionary copies it first.
            var members = [String: JSONValue](minimumCapacity: count)
            for _ in 0..<count {
                let key = try reader.readString()
                let value = try decode(from: &reader, depth: depth + 1)
                guard members.updateValue(value, forKey: key) == nil else { throw .duplicateKey(key) }
            }
            return .object(members)
        case nil: throw .invalidTag(field: "JSON value", tag: UInt64(tag))
        }
    }
}
