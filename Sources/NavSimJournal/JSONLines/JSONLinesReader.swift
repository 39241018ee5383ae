public import NavSimCore

/// Reads a JSON Lines trace line by line with bounded memory: the one JSON Lines reader
/// that every command and ``JSONLines`` use, so they accept and refuse the same files.
///
/// ```swift
/// let reader = try JSONLinesReader(path: "session.jsonl")
/// while let event = try reader.next() { print(event) }
/// ```
///
/// The first non-blank line is the header; a UTF-8 byte order mark before it is ignored.
/// Every other non-blank line is one event, checked as strictly as the binary writer
/// would: an event that could not be stored in a `.navtrace` file (a record over
/// ``TraceFormat/maximumRecordLength``) is refused here too. A line longer than
/// ``maximumLineLength`` is refused before it is held in memory whole. Every error is a
/// ``TraceError/invalidJSONLines(line:problem:)`` naming the line.
public final class JSONLinesReader {
    /// The manifest from the header line.
    public let manifest: TraceManifest

    /// The longest line read: the JSON of the largest event a record can hold, whose text
    /// may take six bytes per stored byte (a control character is `\u00XX`).
    public static let maximumLineLength = 6 * TraceFormat.maximumRecordLength + (1 << 16)

    private let lines: LineReader
    private var events: UInt64 = 0
    private var failure: TraceError?
    /// The record frame of the last event read, as a trace file stores it.
    private(set) var record: [UInt8] = []

    /// Opens the JSON Lines file at `path` and reads its header.
    ///
    /// - Throws: ``TraceError/invalidJSONLines(line:problem:)`` for a missing or invalid
    ///   header, or an I/O error.
    public convenience init(path: String) throws(TraceError) {
        try self.init(source: try FileSource(path: path))
    }

    /// Reads JSON Lines from bytes in memory.
    public convenience init(bytes: [UInt8]) throws(TraceError) {
        try self.init(source: MemorySource(bytes))
    }

    /// Reads from `source`, `chunkSize` bytes at a time, refusing lines longer than
    /// `maximumLineLength`.
    init(
        source: any ByteSource, chunkSize: Int = 1 << 20, maximumLineLength: Int = JSONLinesReader.maximumLineLength
    ) throws(TraceError) {
        let lines = LineReader(source: source, chunkSize: chunkSize, maximumLineLength: maximumLineLength)
        guard let header = try lines.nextLine() else {
            throw .invalidJSONLines(line: max(lines.number, 1), problem: .missingHeader)
        }
        manifest = try Self.parsing(header) { () throws(JSONLinesProblem) in
            try JSONLines.readHeader(JSONTextParser.parse(header.text))
        }
        self.lines = lines
    }

    // MARK: - Events

    /// The next event, or `nil` at the end of the file.
    ///
    /// - Throws: ``TraceError/invalidJSONLines(line:problem:)`` naming the first bad
    ///   line, or an I/O error. After an error every call throws it again.
    public func next() throws(TraceError) -> NavigationEvent? {
        if let failure { throw failure }
        do {
            return try readEvent()
        } catch {
            failure = error
            throw error
        }
    }

    /// Reads every remaining event.
    public func readAll() throws(TraceError) -> [NavigationEvent] {
        var all: [NavigationEvent] = []
        while let event = try next() { all.append(event) }
        return all
    }

    private func readEvent() throws(TraceError) -> NavigationEvent? {
        guard let line = try lines.nextLine() else { return nil }
        let step = events + 1
        let event = try Self.parsing(line) { () throws(JSONLinesProblem) in
            let event = try JSONLines.readEvent(JSONTextParser.parse(line.text), expectedStep: step)
            record.removeAll(keepingCapacity: true)
            do throws(TraceError) {
                try record.appendEventRecord(event, sequence: step)
            } catch {
                throw .unstorable(error)
            }
            return event
        }
        events = step
        return event
    }

    /// Runs `body` on `line`, naming the line in its error and counting columns from the
    /// start of the line as stored.
    private static func parsing<Result>(
        _ line: LineReader.Line, _ body: () throws(JSONLinesProblem) -> Result
    ) throws(TraceError) -> Result {
        do {
            return try body()
        } catch {
            let problem: JSONLinesProblem
            switch error {
            case .syntax(let column, let message): problem = .syntax(column: column + line.skipped, message: message)
            case .invalidUTF8(let column): problem = .invalidUTF8(column: column + line.skipped)
            default: problem = error
            }
            throw .invalidJSONLines(line: line.number, problem: problem)
        }
    }
}

extension JSONLinesReader: EventSource {
    /// The next event, for replay.
    public func nextEvent() throws -> NavigationEvent? { try next() }
}
