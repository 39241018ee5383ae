public import NavSimCore

/// Converts traces to and from JSON Lines, the text twin of the binary format.
///
/// The first line is a header object with the manifest; every other line is one event:
///
/// ```text
/// {"format":"navtrace","version":"1.0","app":"Inbox",…,"eventTypes":[…]}
/// {"step":1,"type":"launched"}
/// {"step":2,"type":"pushed","screen":4,"container":1}
/// ```
///
/// The conversion is lossless both ways: binary → JSON Lines → binary gives the same
/// events and, for a trace of the current format version, the same bytes.
/// `jq 'select(.step)' trace.jsonl` lists the events.
public enum JSONLines {
    /// The value of the header's `format` field.
    static let formatName = "navtrace"

    // MARK: - In memory

    /// The JSON Lines text of a trace, one line per event after the header, each ending
    /// with a newline.
    ///
    /// - Throws: ``TraceError/invalidJSONLines(line:problem:)`` when an event holds a
    ///   NaN or infinite number, which JSON cannot express.
    public static func text(
        manifest: TraceManifest, events: [NavigationEvent], version: TraceFormatVersion = .current
    ) throws(TraceError) -> String {
        var json = JSONTextWriter()
        writeHeader(manifest, version: version, to: &json)
        json.raw("\n")
        for (index, event) in events.enumerated() {
            do {
                try writeEvent(event, step: UInt64(index + 1), to: &json)
            } catch {
                throw .invalidJSONLines(line: index + 2, problem: error)
            }
            json.raw("\n")
        }
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// The JSON Lines line of one event, without the newline: `{"step":2,"type":"pushed",…}`.
    ///
    /// - Throws: ``TraceError/invalidJSONLines(line:problem:)`` when the event holds a
    ///   NaN or infinite number.
    public static func line(for event: NavigationEvent, step: Int) throws(TraceError) -> String {
        var json = JSONTextWriter()
        do {
            try writeEvent(event, step: UInt64(step), to: &json)
        } catch {
            throw .invalidJSONLines(line: step + 1, problem: error)
        }
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// Parses JSON Lines text into a manifest and events.
    ///
    /// Blank lines are ignored; `step` may be left out of event lines, but when present
    /// it must be the event's position (1, 2, 3, …).
    ///
    /// - Throws: ``TraceError/invalidJSONLines(line:problem:)`` naming the first bad line.
    public static func parse(_ text: String) throws(TraceError) -> (manifest: TraceManifest, events: [NavigationEvent])
    {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses JSON Lines bytes into a manifest and events.
    public static func parse(bytes: [UInt8]) throws(TraceError) -> (manifest: TraceManifest, events: [NavigationEvent])
    {
        var manifest: TraceManifest?
        var events: [NavigationEvent] = []
        var lineNumber = 0
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            lineNumber += 1
            let line = Array(bytes[start..<end])
            start = end + 1
            guard line.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { continue }
            do {
                try parseLine(line, manifest: &manifest, events: &events)
            } catch {
                throw .invalidJSONLines(line: lineNumber, problem: error)
            }
        }
        guard let manifest else { throw .invalidJSONLines(line: max(lineNumber, 1), problem: .missingHeader) }
        return (manifest, events)
    }

    /// Parses one non-blank line: the header when there is no manifest yet, else an event.
    private static func parseLine(
        _ line: [UInt8], manifest: inout TraceManifest?, events: inout [NavigationEvent]
    ) throws(JSONLinesProblem) {
        let node = try JSONTextParser.parse(line)
        guard manifest != nil else {
            manifest = try readHeader(node)
            return
        }
        let event = try readEvent(node, expectedStep: UInt64(events.count + 1))
        var scratch: [UInt8] = []
        do {
            try event.encode(into: &scratch)
        } catch {
            throw .unencodable(error)
        }
        events.append(event)
    }

    // MARK: - Files

    /// Writes the JSON Lines twin of a trace file, reading it record by record.
    ///
    /// - Parameters:
    ///   - tracePath: The binary trace to read.
    ///   - jsonLinesPath: Where to write the JSON Lines file; it appears atomically.
    ///   - mode: How to read damage in the trace.
    ///   - replaceExisting: Whether to overwrite an existing file.
    /// - Returns: What the reader dropped or skipped.
    @discardableResult
    public static func export(
        trace tracePath: String, to jsonLinesPath: String, mode: RecoveryMode = .strict, replaceExisting: Bool = false
    ) throws(TraceError) -> RecoveryReport {
        let reader = try TraceReader(path: tracePath, mode: mode)
        let output = try AtomicFile(destination: jsonLinesPath, replaceExisting: replaceExisting)
        var json = JSONTextWriter()
        writeHeader(reader.manifest, version: reader.version, to: &json)
        json.raw("\n")
        // Steps are positions: after a gap (or a skipped record) the events are renumbered.
        var step: UInt64 = 0
        var renumbered: UInt64 = 0
        while let record = try reader.next() {
            step += 1
            if record.sequence != step { renumbered += 1 }
            do {
                try writeEvent(record.event, step: step, to: &json)
            } catch {
                throw .invalidJSONLines(line: Int(step) + 1, problem: error)
            }
            json.raw("\n")
            if json.bytes.count >= 1 << 16 {
                output.buffer.append(contentsOf: json.bytes)
                json.bytes.removeAll(keepingCapacity: true)
                try output.flushIfFull()
            }
        }
        output.buffer.append(contentsOf: json.bytes)
        try output.commit()
        var report = reader.report
        report.renumberedRecords = renumbered
        return report
    }

    /// Writes a binary trace from a JSON Lines file; the trace appears atomically.
    ///
    /// - Parameters:
    ///   - jsonLinesPath: The JSON Lines file to read.
    ///   - tracePath: Where to write the binary trace.
    ///   - replaceExisting: Whether to overwrite an existing file.
    /// - Returns: The number of events written.
    @discardableResult
    public static func importTrace(
        from jsonLinesPath: String, to tracePath: String, replaceExisting: Bool = false
    ) throws(TraceError) -> Int {
        let source = try FileSource(path: jsonLinesPath)
        let size = Int(try source.size())
        var bytes = [UInt8](repeating: 0, count: size)
        let got = try bytes.withMutableBytes { buffer throws(TraceError) in
            guard let base = buffer.baseAddress else { return 0 }
            return try source.read(into: base, count: size, at: 0)
        }
        let (manifest, events) = try parse(bytes: Array(bytes[..<got]))
        let output = try AtomicFile(destination: tracePath, replaceExisting: replaceExisting)
        output.buffer.append(contentsOf: TraceFormat.header(for: manifest))
        for (index, event) in events.enumerated() {
            try output.buffer.appendEventRecord(event, sequence: UInt64(index + 1))
            try output.flushIfFull()
        }
        try output.commit()
        return events.count
    }
}
