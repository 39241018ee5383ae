/// Writes a clean copy of a damaged trace; the damaged file is left as it is.
///
/// Repair reads the source in ``RecoveryMode/salvage`` mode and writes its header and
/// every record it could read, renumbered 1, 2, 3, …, to a new file that appears
/// atomically (temporary file, `fsync`, `rename`). Records of unknown skippable types are
/// kept as they are.
///
/// ```swift
/// let report = try TraceRepair.repair("broken.navtrace", to: "fixed.navtrace")
/// print(report.skippedRegions.count, report.droppedTailBytes)
/// ```
public enum TraceRepair {
    /// Copies the readable records of `source` to a new trace at `destination`.
    ///
    /// - Parameters:
    ///   - source: The damaged trace; it is only read.
    ///   - destination: Where to write the repaired trace.
    ///   - replaceExisting: Whether to overwrite an existing destination.
    /// - Returns: What was dropped or skipped.
    /// - Throws: ``TraceError`` when the header is unreadable (there is nothing to
    ///   repair from) or on I/O errors.
    @discardableResult
    public static func repair(
        _ source: String, to destination: String, replaceExisting: Bool = false
    ) throws(TraceError) -> RecoveryReport {
        let reader = try TraceReader(path: source, mode: .salvage)
        let output = try AtomicFile(destination: destination, replaceExisting: replaceExisting)
        output.buffer.append(contentsOf: reader.headerBytes)
        var sequence: UInt64 = 0
        var renumbered: UInt64 = 0
        while let entry = try reader.nextEntry() {
            let body: UnsafeRawBufferPointer
            switch entry {
            case .event(_, let eventBody): body = eventBody
            case .ignored(let ignoredBody): body = ignoredBody
            }
            var cursor = ByteReader(body)
            // The reader accepted this record, so its type and sequence number parse.
            let type = (try? cursor.readByte()) ?? 0
            let original = try? cursor.readVarint()
            sequence += 1
            if original != sequence { renumbered += 1 }
            let start = output.buffer.beginFrame(type: type, sequence: sequence)
            output.buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: body[cursor.position...]))
            try output.buffer.finishFrame(from: start)
            try output.flushIfFull()
        }
        try output.commit()
        var report = reader.report
        report.renumberedRecords = renumbered
        return report
    }
}
