/// Everything that can go wrong writing, reading, repairing or converting a trace.
///
/// Errors about a record name its byte offset in the file and its record index (the
/// number of whole records before it), so a damaged trace can be inspected with `xxd`.
public indirect enum TraceError: Error, Hashable, Sendable {
    // MARK: - Files

    /// The file exists and the caller did not ask to replace it.
    case fileExists(path: String)
    /// Another writer holds the trace's lock.
    case locked(path: String)
    /// A system call failed.
    case io(operation: String, path: String, errno: Int32)
    /// The path names a directory, FIFO, device or socket, not a regular file.
    case notARegularFile(path: String, kind: FileKind)

    // MARK: - Header

    /// The file does not start with the trace magic bytes.
    case notATrace(path: String)
    /// The file ends inside its header.
    case truncatedHeader(path: String, length: UInt64)
    /// The header's checksum or manifest is wrong.
    case corruptHeader(path: String, reason: String)
    /// The file was written by a newer, incompatible major version of the format.
    case unsupportedVersion(path: String, found: TraceFormatVersion, supported: TraceFormatVersion)
    /// The manifest gives a known event type code a different name.
    case incompatibleEventTypes(code: UInt64, name: String, expected: String)

    // MARK: - Records

    /// A record's frame is damaged and a valid record (or another trace's header) follows
    /// it, so this is not a torn tail but corruption in the middle of the trace; or another
    /// trace's header starts where a record should (``RecordDamage/embeddedHeader``).
    case corruptRecord(offset: UInt64, index: UInt64, damage: RecordDamage)
    /// A record's checksum is right but its payload cannot be decoded.
    case malformedRecord(offset: UInt64, index: UInt64, problem: PayloadProblem)
    /// A record has a type this reader does not know and that is not marked skippable.
    case unknownRecordType(offset: UInt64, index: UInt64, type: UInt8)
    /// A record's sequence number is not the one after the previous record's.
    case outOfSequence(offset: UInt64, index: UInt64, expected: UInt64, found: UInt64)
    /// A record follows the largest sequence number there is, 2^64 − 1, which only a
    /// salvaging reader accepts (as a jump forward).
    case sequenceExhausted(offset: UInt64, index: UInt64)

    // MARK: - Writing

    /// The event cannot be encoded (JSON nested too deep).
    case unencodableEvent(problem: PayloadProblem)
    /// The encoded event is larger than ``TraceFormat/maximumRecordLength``.
    case recordTooLarge(bytes: Int, limit: Int)
    /// The writer was closed.
    case writerClosed
    /// An earlier write or sync failed; the writer refuses further events because it can
    /// no longer tell what reached the disk.
    case writerFailed(earlier: TraceError)

    // MARK: - JSON Lines

    /// A JSON Lines file could not be imported.
    case invalidJSONLines(line: Int, problem: JSONLinesProblem)
}

extension TraceError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .fileExists(let path): "\(path) already exists; pass replaceExisting: true to overwrite it"
        case .locked(let path): "\(path) is being written by another writer (it holds the file lock)"
        case .io(let operation, let path, let code):
            "\(operation) \(path) failed: \(POSIX.message(for: code)) (errno \(code))"
        case .notARegularFile(let path, let kind): "\(path) is \(kind), not a regular file"
        case .notATrace(let path): "\(path) is not a NavSim trace (wrong magic bytes)"
        case .truncatedHeader(let path, let length): "\(path) ends inside its header (\(length) bytes)"
        case .corruptHeader(let path, let reason): "\(path) has a corrupt header: \(reason)"
        case .unsupportedVersion(let path, let found, let supported):
            "\(path) uses trace format \(found), newer than this NavSim supports (\(supported.major).x); "
                + "upgrade NavSim to read it"
        case .incompatibleEventTypes(let code, let name, let expected):
            "the trace names event type \(code) \"\(name)\" but this NavSim knows it as \"\(expected)\""
        case .corruptRecord(let offset, let index, .embeddedHeader):
            "corrupt record at byte offset \(offset) (record index \(index), counting from 0): \(RecordDamage.embeddedHeader); "
                + "a trace never holds two headers (read in salvage mode or repair the file to skip it)"
        case .corruptRecord(let offset, let index, let damage):
            "corrupt record at byte offset \(offset) (record index \(index), counting from 0): \(damage); valid data follows it, "
                + "so this is damage in the middle of the trace (read in salvage mode or repair the file)"
        case .malformedRecord(let offset, let index, let problem):
            "malformed record at byte offset \(offset) (record index \(index)): \(problem)"
        case .unknownRecordType(let offset, let index, let type):
            "the record at byte offset \(offset) (record index \(index)) has unknown type \(type) that is not skippable; "
                + "a newer NavSim wrote it"
        case .outOfSequence(let offset, let index, let expected, let found):
            "the record at byte offset \(offset) (record index \(index)) has sequence number \(found), expected \(expected)"
        case .sequenceExhausted(let offset, let index):
            "the record at byte offset \(offset) (record index \(index)) follows sequence number \(UInt64.max), the largest there is"
        case .unencodableEvent(let problem): "the event cannot be encoded: \(problem)"
        case .recordTooLarge(let bytes, let limit): "the event encodes to \(bytes) bytes, more than the limit \(limit)"
        case .writerClosed: "the trace writer is closed"
        case .writerFailed(let earlier): "the trace writer failed earlier and accepts no more events: \(earlier)"
        case .invalidJSONLines(let line, let problem): "JSON Lines line \(line): \(problem)"
        }
    }
}
