public import NavSimCore

/// Reads a trace record by record with bounded memory.
///
/// The reader loads the file in chunks (1 MiB by default) into one window that grows only
/// to hold the largest record, so memory stays bounded whatever the file's size. It opens
/// the file read-only and never changes it.
///
/// ```swift
/// let reader = try TraceReader(path: "session.navtrace")
/// while let record = try reader.next() {
///     print(record.sequence, record.event)
/// }
/// if reader.report.droppedTailBytes > 0 { print("torn tail dropped") }
/// ```
///
/// A torn tail, damage that no valid record follows, is the end of the trace in every
/// mode. Damage that valid records follow is an error in ``RecoveryMode/strict`` mode and
/// skipped in ``RecoveryMode/salvage`` mode.
public final class TraceReader {
    /// The format version of the file.
    public let version: TraceFormatVersion
    /// The manifest from the header.
    public let manifest: TraceManifest
    /// How damage in the middle of the trace is treated.
    public let mode: RecoveryMode
    /// What the reader dropped or skipped so far.
    public private(set) var report = RecoveryReport()

    /// The header exactly as stored.
    let headerBytes: [UInt8]
    private let source: any ByteSource
    private let typeNames: [UInt64: String]
    private var window: UnsafeMutableRawPointer
    private var windowCapacity: Int
    private var windowStart: UInt64 = 0
    private var windowCount = 0
    private var position: UInt64
    private var recordIndex: UInt64 = 0
    private var lastSequence: UInt64 = 0
    private var finished = false
    private var failure: TraceError?

    /// Opens the trace at `path` and reads its header.
    ///
    /// - Parameters:
    ///   - path: The trace file.
    ///   - mode: How to treat damage in the middle of the trace.
    /// - Throws: ``TraceError`` when the file cannot be opened or its header is missing,
    ///   corrupt or of a newer major version.
    public convenience init(path: String, mode: RecoveryMode = .strict) throws(TraceError) {
        try self.init(source: try FileSource(path: path), mode: mode)
    }

    /// Reads a trace from bytes in memory.
    public convenience init(bytes: [UInt8], mode: RecoveryMode = .strict) throws(TraceError) {
        try self.init(source: MemorySource(bytes), mode: mode)
    }

    /// Reads from `source`, loading `chunkSize` bytes at a time.
    init(source: any ByteSource, mode: RecoveryMode, chunkSize: Int = 1 << 20) throws(TraceError) {
        let header = try TraceFormat.readHeader(from: source)
        self.source = source
        self.mode = mode
        version = header.version
        manifest = header.manifest
        headerBytes = header.bytes
        typeNames = try header.manifest.checkedTypeNames()
        position = UInt64(header.bytes.count)
        windowCapacity = max(chunkSize, 64)
        window = UnsafeMutableRawPointer.allocate(byteCount: windowCapacity, alignment: 8)
    }

    deinit { window.deallocate() }

    // MARK: - Reading

    /// The next event, or `nil` at the end of the trace.
    ///
    /// - Throws: ``TraceError`` for damage in strict mode and for I/O errors. After an
    ///   error every call throws it again.
    public func next() throws(TraceError) -> TraceRecord? {
        while let entry = try nextEntry() {
            if case .event(let record, _) = entry { return record }
        }
        return nil
    }

    /// Reads every remaining event.
    public func readAll() throws(TraceError) -> Trace {
        var records: [TraceRecord] = []
        while let record = try next() { records.append(record) }
        return Trace(version: version, manifest: manifest, records: records, report: report)
    }

    /// Reads the whole trace at `path`.
    ///
    /// - Parameters:
    ///   - path: The trace file.
    ///   - mode: How to treat damage in the middle of the trace.
    /// - Returns: The manifest, every event and what recovery did.
    public static func readAll(path: String, mode: RecoveryMode = .strict) throws(TraceError) -> Trace {
        try TraceReader(path: path, mode: mode).readAll()
    }

    // MARK: - Seeking

    /// A place in the trace to come back to: the next record's byte offset and what the
    /// reader had read before it.
    public struct Bookmark: Hashable, Sendable {
        /// The byte offset of the next record.
        public let offset: UInt64
        let recordIndex: UInt64
        let lastSequence: UInt64
    }

    /// Where the reader is now.
    public var bookmark: Bookmark {
        Bookmark(offset: position, recordIndex: recordIndex, lastSequence: lastSequence)
    }

    /// Continues reading from `bookmark`, taken earlier from a reader of the same file.
    public func seek(to bookmark: Bookmark) {
        position = bookmark.offset
        recordIndex = bookmark.recordIndex
        lastSequence = bookmark.lastSequence
        finished = false
        failure = nil
    }

    /// A whole record the reader accepted.
    enum Entry {
        /// An event, with the record body (type, sequence, payload); the body is valid
        /// until the next read.
        case event(TraceRecord, body: UnsafeRawBufferPointer)
        /// A record of an unknown skippable type.
        case ignored(body: UnsafeRawBufferPointer)
    }

    /// The next accepted record.
    func nextEntry() throws(TraceError) -> Entry? {
        if let failure { throw failure }
        do {
            return try readEntry()
        } catch {
            failure = error
            throw error
        }
    }

    private func readEntry() throws(TraceError) -> Entry? {
        while let (offset, length) = try nextFrame() {
            let body = UnsafeRawBufferPointer(start: window + Int(offset - windowStart) + 8, count: length)
            let index = recordIndex
            position = offset + UInt64(TraceFormat.frameHeaderLength + length)
            recordIndex += 1
            var reader = ByteReader(body)
            let type: UInt8
            let sequence: UInt64
            do {
                type = try reader.readByte()
                sequence = try reader.readVarint()
            } catch {
                try skip(.malformedRecord(offset: offset, index: index, problem: error))
                continue
            }
            guard try acceptSequence(sequence, offset: offset, index: index) else { continue }
            switch TraceFormat.RecordType(rawValue: type) {
            case .event:
                do {
                    let event = try NavigationEvent.decode(from: &reader, names: typeNames)
                    return .event(TraceRecord(sequence: sequence, offset: offset, event: event), body: body)
                } catch {
                    try skip(.malformedRecord(offset: offset, index: index, problem: error))
                }
            case nil where type & TraceFormat.skippableFlag != 0:
                report.ignoredRecords += 1
                return .ignored(body: body)
            case nil:
                try skip(.unknownRecordType(offset: offset, index: index, type: type))
            }
        }
        return nil
    }

    /// Checks a record's sequence number; returns whether to keep the record.
    private func acceptSequence(_ sequence: UInt64, offset: UInt64, index: UInt64) throws(TraceError) -> Bool {
        let expected = lastSequence + 1
        if sequence == expected {
            lastSequence = sequence
            return true
        }
        let error = TraceError.outOfSequence(offset: offset, index: index, expected: expected, found: sequence)
        guard mode == .salvage else { throw error }
        guard sequence > lastSequence else {
            report.skippedRecords.append(SkippedRecord(offset: offset, index: index, reason: error))
            return false
        }
        report.missingSequenceNumbers += sequence - expected
        lastSequence = sequence
        return true
    }

    /// Throws `error` in strict mode; notes the skipped record in salvage mode.
    private func skip(_ error: TraceError) throws(TraceError) {
        guard mode == .salvage else { throw error }
        switch error {
        case .malformedRecord(let offset, let index, _), .unknownRecordType(let offset, let index, _):
            report.skippedRecords.append(SkippedRecord(offset: offset, index: index, reason: error))
        default: throw error
        }
    }

    // MARK: - Frames

    /// The outcome of checking the frame at an offset.
    private enum FrameCheck {
        case valid(length: Int)
        case damaged(RecordDamage)
    }

    /// The offset and body length of the next frame whose checksum is right, or `nil` at
    /// the end; handles damage as the mode says.
    private func nextFrame() throws(TraceError) -> (UInt64, Int)? {
        while !finished {
            let offset = position
            guard try ensure(offset, count: 1) else {
                finished = true
                return nil
            }
            switch try checkFrame(at: offset, fileSize: nil) {
            case .valid(let length): return (offset, length)
            case .damaged(let damage): try handleDamage(damage, at: offset)
            }
        }
        return nil
    }

    /// Decides whether damage at `offset` is a torn tail or corruption in the middle.
    private func handleDamage(_ damage: RecordDamage, at offset: UInt64) throws(TraceError) {
        let size = try source.size()
        guard let next = try nextValidFrame(after: offset, fileSize: size) else {
            report.tailOffset = offset
            report.droppedTailBytes = size - offset
            report.tailDamage = damage
            finished = true
            return
        }
        guard mode == .salvage else {
            throw .corruptRecord(offset: offset, index: recordIndex, damage: damage)
        }
        report.skippedRegions.append(
            SkippedRegion(offset: offset, length: next - offset, index: recordIndex, damage: damage))
        position = next
    }

    /// The offset of the first valid frame after `offset` whose sequence number is above
    /// the last one read, or `nil` when there is none before the end of the file.
    private func nextValidFrame(after offset: UInt64, fileSize: UInt64) throws(TraceError) -> UInt64? {
        var candidate = offset + 1
        while candidate + UInt64(TraceFormat.frameHeaderLength) < fileSize {
            if case .valid(let length) = try checkFrame(at: candidate, fileSize: fileSize) {
                var reader = ByteReader(
                    UnsafeRawBufferPointer(start: window + Int(candidate - windowStart) + 9, count: length - 1))
                if let sequence = try? reader.readVarint(), sequence > lastSequence { return candidate }
            }
            candidate += 1
        }
        return nil
    }

    /// Checks the length and checksum of the frame at `offset`, loading it into the
    /// window. With a known `fileSize`, frames past the end are rejected without reading.
    private func checkFrame(at offset: UInt64, fileSize: UInt64?) throws(TraceError) -> FrameCheck {
        let header = TraceFormat.frameHeaderLength
        guard try ensure(offset, count: header) else {
            let size = try source.size()
            return .damaged(.truncatedHeader(available: Int(size - min(size, offset))))
        }
        var frame = window + Int(offset - windowStart)
        let stored = frame.loadUnaligned(as: UInt32.self).littleEndian
        let length = frame.loadUnaligned(fromByteOffset: 4, as: UInt32.self).littleEndian
        guard length > 0, length <= TraceFormat.maximumRecordLength else { return .damaged(.impossibleLength(length)) }
        let end = offset + UInt64(header) + UInt64(length)
        if let fileSize, end > fileSize {
            return .damaged(.extendsPastEnd(length: length, available: fileSize - offset - UInt64(header)))
        }
        guard try ensure(offset, count: header + Int(length)) else {
            let size = try source.size()
            return .damaged(.extendsPastEnd(length: length, available: size - min(size, offset + UInt64(header))))
        }
        frame = window + Int(offset - windowStart)
        let computed = CRC32C.checksum(UnsafeRawBufferPointer(start: frame + 4, count: 4 + Int(length)))
        guard computed == stored else { return .damaged(.checksumMismatch(stored: stored, computed: computed)) }
        return .valid(length: Int(length))
    }

    // MARK: - Window

    /// Makes the bytes `offset ..< offset + count` present in the window; returns `false`
    /// when the file ends before them.
    private func ensure(_ offset: UInt64, count: Int) throws(TraceError) -> Bool {
        if offset >= windowStart, offset + UInt64(count) <= windowStart + UInt64(windowCount) { return true }
        if offset >= windowStart, offset < windowStart + UInt64(windowCount) {
            let kept = Int(windowStart + UInt64(windowCount) - offset)
            window.copyMemory(from: window + Int(offset - windowStart), byteCount: kept)
            windowCount = kept
        } else {
            windowCount = 0
        }
        windowStart = offset
        if count > windowCapacity {
            let larger = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 8)
            larger.copyMemory(from: window, byteCount: windowCount)
            window.deallocate()
            window = larger
            windowCapacity = count
        }
        while windowCount < count {
            let got = try source.read(
                into: window + windowCount, count: windowCapacity - windowCount, at: windowStart + UInt64(windowCount))
            guard got > 0 else { return false }
            windowCount += got
        }
        return true
    }
}

extension TraceReader: EventSource {
    /// The next record's event, for replay.
    public func nextEvent() throws -> NavigationEvent? { try next()?.event }
}
