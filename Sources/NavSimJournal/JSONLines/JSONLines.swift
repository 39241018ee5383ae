public import NavSimCore

/// Converts traces to and from JSON Lines, the text twin of the binary format.
///
/// The first line is a header object with the manifest; every other line is one event:
///
/// ```text
/// {"format":"navtrace","version":"1.1","app":"Inbox",…,"eventTypes":[…]}
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
    /// - Throws: ``TraceError/invalidJSONLines(line:problem:)`` when an event cannot be
    ///   written as JSON; a NaN or infinite number is not refused but written as the string
    ///   that names it (``NavSimCore/JSONValue/init(_:)``).
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
    /// - Throws: ``TraceError/invalidJSONLines(line:problem:)`` when the event cannot be
    ///   written as JSON (a NaN or infinite number is written as the string naming it).
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

    /// Parses JSON Lines bytes into a manifest and events, with ``JSONLinesReader``.
    public static func parse(bytes: [UInt8]) throws(TraceError) -> (manifest: TraceManifest, events: [NavigationEvent])
    {
        let reader = try JSONLinesReader(bytes: bytes)
        return (reader.manifest, try reader.readAll())
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
        let reader = try JSONLinesReader(path: jsonLinesPath)
        let output = try AtomicFile(destination: tracePath, replaceExisting: replaceExisting)
        output.buffer.append(contentsOf: TraceFormat.header(for: reader.manifest))
        var count = 0
        while try reader.next() != nil {
            output.buffer.append(contentsOf: reader.record)
            count += 1
            try output.flushIfFull()
        }
        try output.commit()
        return count
    }
}
