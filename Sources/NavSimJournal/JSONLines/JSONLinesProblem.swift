/// What is wrong with one line of a JSON Lines trace.
public enum JSONLinesProblem: Error, Hashable, Sendable {
    /// The line is not valid JSON; `column` counts bytes from 1.
    case syntax(column: Int, message: String)
    /// The line is not valid UTF-8; `column` counts bytes from 1 to the first bad one.
    case invalidUTF8(column: Int)
    /// The line is longer than any event's line can be.
    case lineTooLong(limit: Int)
    /// The input is empty: the header line is missing.
    case missingHeader
    /// The header line is not a NavSim trace header.
    case invalidHeader(reason: String)
    /// The header names a newer, incompatible major format version.
    case unsupportedVersion(found: TraceFormatVersion, supported: TraceFormatVersion)
    /// An event line is not a JSON object.
    case notAnObject
    /// A field the event type needs is absent.
    case missingField(String)
    /// A field is present that the event type does not have.
    case unexpectedField(String)
    /// A field has the wrong JSON type or an out-of-range value.
    case invalidField(String, expected: String)
    /// The `type` names no event type.
    case unknownEventType(String)
    /// The `step` is not the next sequence number.
    case stepOutOfOrder(expected: UInt64, found: UInt64)
    /// A number in the JSON text is beyond a `Double`'s range (`1e999`): it would read as an
    /// infinity, which a trace does not hold as a number.
    case unrepresentableNumber
    /// The event cannot be stored in a trace: JSON nested too deep, or a record larger
    /// than ``TraceFormat/maximumRecordLength``.
    case unstorable(TraceError)
}

extension JSONLinesProblem: CustomStringConvertible {
    public var description: String {
        switch self {
        case .syntax(let column, let message): "invalid JSON at column \(column): \(message)"
        case .invalidUTF8(let column): "invalid UTF-8 at column \(column)"
        case .lineTooLong(let limit): "the line is longer than \(limit) bytes, more than any event's line"
        case .missingHeader: "the header line is missing"
        case .invalidHeader(let reason): "invalid header: \(reason)"
        case .unsupportedVersion(let found, let supported):
            "trace format \(found) is newer than this NavSim supports (\(supported.major).x)"
        case .notAnObject: "an event line must be a JSON object"
        case .missingField(let name): "the field \"\(name)\" is missing"
        case .unexpectedField(let name): "unexpected field \"\(name)\""
        case .invalidField(let name, let expected): "the field \"\(name)\" must be \(expected)"
        case .unknownEventType(let name): "unknown event type \"\(name)\""
        case .stepOutOfOrder(let expected, let found): "step \(found) out of order, expected \(expected)"
        case .unrepresentableNumber: "a number is beyond a Double's range"
        case .unstorable(let error): "the event cannot be stored in a trace: \(error)"
        }
    }
}
