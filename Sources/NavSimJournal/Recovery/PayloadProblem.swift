/// Why the payload of a record (or the manifest) could not be encoded or decoded.
public enum PayloadProblem: Error, Hashable, Sendable {
    /// The payload ended in the middle of a field.
    case truncated
    /// A varint ran past ten bytes or past 64 bits.
    case varintOverflow
    /// A number did not fit the field it was read into (an id above 2^32 − 1).
    case valueOutOfRange(UInt64)
    /// A string's bytes were not valid UTF-8.
    case invalidUTF8
    /// The event type code is not known to this reader; `name` is its name from the
    /// trace's manifest when the manifest lists it.
    case unknownEventType(code: UInt64, name: String?)
    /// A tag byte (JSON value kind, container style, modal style) had no meaning.
    case invalidTag(field: String, tag: UInt64)
    /// JSON values nested deeper than ``TraceFormat/maximumNestingDepth``.
    case nestingTooDeep(limit: Int)
    /// A JSON object listed the same key twice.
    case duplicateKey(String)
}

extension PayloadProblem: CustomStringConvertible {
    public var description: String {
        switch self {
        case .truncated: "the payload ends in the middle of a field"
        case .varintOverflow: "a varint is longer than 64 bits"
        case .valueOutOfRange(let value): "the value \(value) is out of range for its field"
        case .invalidUTF8: "a string is not valid UTF-8"
        case .unknownEventType(let code, let name):
            "unknown event type \(code)" + (name.map { " (\"\($0)\" in the manifest)" } ?? "")
                + "; a newer NavSim wrote it"
        case .invalidTag(let field, let tag): "invalid tag \(tag) for \(field)"
        case .nestingTooDeep(let limit): "JSON values are nested deeper than \(limit) levels"
        case .duplicateKey(let key): "a JSON object has the key \"\(key)\" twice"
        }
    }
}
