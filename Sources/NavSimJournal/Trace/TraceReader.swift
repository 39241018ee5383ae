public import NavSimCore

/// Reads a trace record by record with bounded memory.
///
/// The reader loads the file in chunks (1 MiB by default) into one window that grows only
/// to hold the largest record and one chunk more, so memory stays bounded whatever the
/// file's size. It opens the file read-only and never changes it, and a file that grows or
/// shrinks while it is read ends in records and a report or a ``TraceError``.
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
/// mode. Damage that valid records follow, and another trace's header anywhere after the
/// first, are errors in ``RecoveryMode/strict`` mode and skipped in
/// ``RecoveryMode/salvage`` mode. Finding the next valid record after damage costs work
/// linear in the file's size, however the damage is crafted.
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
    /// The JSON payloads decoded lately: a trace repeats its ViewModel states.
    private let jsonCache = JSONValueCache()
    // A reader is used by one thread at a time and never passes these inout while reading
    // them: no exclusivity checks at run time, which cost about a tenth of a read.
    @exclusivity(unchecked) private var window: UnsafeMutableRawPointer
    @exclusivity(unchecked) private var windowCapacity: Int
    @exclusivity(unchecked) private var windowStart: UInt64 = 0
    @exclusivity(unchecked) private var windowCount = 0
    @exclusivity(unchecked) private var position: UInt64
    @exclusivity(unchecked) private var recordIndex: UInt64 = 0
    @exclusivity(unchecked) private var lastSequence: UInt64 = 0
    @exclusivity(unchecked) private var finished = false
    @exclusivity(unchecked) private var failure: TraceError?
    private let chunkSize: Int
    /// Where the file ended when a read last came up short.
    private var shortReadEnd: UInt64?
    private var checksums = PrefixChecksums()
    @exclusivity(unchecked) private var directlyHashedBytes: UInt64 = 0
    /// Where a frame read in order may next be checksummed directly, whatever its length:
    /// past the end that the last such frame with a wrong checksum claimed, so that those
    /// frames hash each byte at most once.
    @exclusivity(unchecked) private var directCheckFrom: UInt64 = 0

    /// Frame bodies up to this length are checksummed directly, longer ones from
    /// ``PrefixChecksums``.
    private static let directChecksumLimit = 64

    /// The number of bytes run through CRC32C so far, for tests that bound the work a
    /// damaged file costs.
    var hashedBytes: UInt64 { directlyHashedBytes + checksums.bytesHashed }

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
        self.chunkSize = max(chunkSize, 64)
        windowCapacity = self.chunkSize
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

    /// Reads the remaining frames, checking each one's length and checksum, without
    /// decoding their records; returns how many there were. This is what reading a trace
    /// costs before any decoding: the benchmark's floor for a replay.
    ///
    /// - Throws: ``TraceError`` as ``next()`` does for damaged frames and I/O errors.
    public func countFrames() throws(TraceError) -> Int {
        if let failure { throw failure }
        var count = 0
        do {
            while let (offset, length) = try nextFrame() {
                position = offset + UInt64(TraceFormat.frameHeaderLength + length)
                recordIndex += 1
                count += 1
            }
        } catch {
            failure = error
            throw error
        }
        return count
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
                    let event = try NavigationEvent.decode(from: &reader, names: typeNames, cache: jsonCache)
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
        guard lastSequence < UInt64.max else {
            // Nothing can follow the largest sequence number, which only a salvaging reader
            // accepts (as a jump forward).
            let error = TraceError.sequenceExhausted(offset: offset, index: index)
            guard mode == .salvage else { throw error }
            report.skippedRecords.append(SkippedRecord(offset: offset, index: index, reason: error))
            return false
        }
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
        // Saturating: after another trace's header the numbers start again, and crafted
        // jumps before and after it could add up past 2^64 − 1.
        let (missing, overflow) = report.missingSequenceNumbers.addingReportingOverflow(sequence - expected)
        report.missingSequenceNumbers = overflow ? .max : missing
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
            if let length = directlyCheckedFrame(at: offset) { return (offset, length) }
            guard try ensure(offset, count: 1) else {
                finished = true
                return nil
            }
            switch try checkFrame(at: offset, limit: nil) {
            case .valid(let length): return (offset, length)
            case .damaged(let damage):
                // A frame cut short may have been completed since: the file is being
                // written. Everything up to `size` was there before the second look, so a
                // frame still cut short then has no real record after it within `size`.
                let size = try source.size()
                if damage.isCutShort, case .valid(let length) = try checkFrame(at: offset, limit: nil) {
                    return (offset, length)
                }
                try handleDamage(damage, at: offset, fileSize: size)
            }
        }
        return nil
    }

    /// Decides whether damage at `offset` is a torn tail or damage in the middle.
    ///
    /// The file may have changed size since the frame was read: a file that shrank ends
    /// where it now ends, and offsets past its end count no bytes.
    private func handleDamage(_ damage: RecordDamage, at offset: UInt64, fileSize size: UInt64) throws(TraceError) {
        if damage == .embeddedHeader {
            try skipEmbeddedHeader(at: offset, fileSize: size)
            return
        }
        guard let next = try nextResynchronizationPoint(after: offset, limit: size) else {
            report.tailOffset = offset
            report.droppedTailBytes = size > offset ? size - offset : 0
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

    /// Handles another trace's header in the middle of this one (two traces concatenated):
    /// an error in strict mode, never a torn tail. A salvaging reader skips the header and
    /// reads the records after it, whose sequence numbers start again at 1.
    private func skipEmbeddedHeader(at offset: UInt64, fileSize: UInt64) throws(TraceError) {
        guard mode == .salvage else {
            throw .corruptRecord(offset: offset, index: recordIndex, damage: .embeddedHeader)
        }
        // The records after the header number from 1 again.
        lastSequence = 0
        let end: UInt64
        if let header = try? TraceFormat.readHeader(from: OffsetSource(source, from: offset)) {
            end = offset + UInt64(header.bytes.count)
        } else if let next = try nextResynchronizationPoint(after: offset, limit: fileSize) {
            end = next
        } else {
            end = max(fileSize, offset)
            finished = true
        }
        report.skippedRegions.append(
            SkippedRegion(offset: offset, length: end - offset, index: recordIndex, damage: .embeddedHeader))
        position = end
    }

    /// The offset of the first place after `offset` where reading can go on: a valid
    /// frame whose sequence number is above the last one read, or another trace's header.
    /// `nil` when there is none before `limit`.
    ///
    /// Every byte offset is a candidate, so the work per candidate must not grow with the
    /// length its frame claims: the sequence number is checked first, and long frames are
    /// checksummed from ``PrefixChecksums``, which hashes each byte of the file once.
    private func nextResynchronizationPoint(after offset: UInt64, limit fileSize: UInt64) throws(TraceError)
        -> UInt64?
    {
        let header = UInt64(TraceFormat.frameHeaderLength)
        var limit = fileSize
        var candidate = offset + 1
        shortReadEnd = nil
        while candidate + header <= limit {
            if let shortReadEnd, shortReadEnd < limit {
                limit = shortReadEnd
                continue
            }
            guard try ensure(candidate, count: Int(header)) else { continue }
            let frame = window + Int(candidate - windowStart)
            if Self.isMagic(frame) { return candidate }
            let length = frame.loadUnaligned(fromByteOffset: 4, as: UInt32.self).littleEndian
            if length > 0, length <= TraceFormat.maximumRecordLength, candidate + header + UInt64(length) <= limit,
                try sequenceFollows(frameAt: candidate, length: Int(length)),
                case .valid = try checkFrame(at: candidate, limit: limit)
            {
                return candidate
            }
            candidate += 1
        }
        return nil
    }

    /// Whether the frame at `offset` holds a sequence number above the last one read.
    private func sequenceFollows(frameAt offset: UInt64, length: Int) throws(TraceError) -> Bool {
        // The type byte and a varint of at most ten bytes.
        let count = min(length, 11)
        guard try ensure(offset, count: TraceFormat.frameHeaderLength + count) else { return false }
        let body = window + Int(offset - windowStart) + TraceFormat.frameHeaderLength
        var reader = ByteReader(UnsafeRawBufferPointer(start: body + 1, count: count - 1))
        guard let sequence = try? reader.readVarint() else { return false }
        return sequence > lastSequence
    }

    /// The body length of the frame at `offset` when the window holds all of it and its
    /// checksum is right: the common case of reading in order, checked without loading or
    /// prefix checksums. `nil` sends the frame to ``checkFrame(at:limit:)``.
    private func directlyCheckedFrame(at offset: UInt64) -> Int? {
        let header = UInt64(TraceFormat.frameHeaderLength)
        let windowEnd = windowStart + UInt64(windowCount)
        guard offset >= windowStart, offset >= directCheckFrom, offset + header <= windowEnd else { return nil }
        let frame = window + Int(offset - windowStart)
        let length = frame.loadUnaligned(fromByteOffset: 4, as: UInt32.self).littleEndian
        let end = offset + header + UInt64(length)
        guard length > 0, length <= TraceFormat.maximumRecordLength, end <= windowEnd, !Self.isMagic(frame) else {
            return nil
        }
        let covered = UnsafeRawBufferPointer(start: frame + 4, count: 4 + Int(length))
        directlyHashedBytes += UInt64(covered.count)
        guard CRC32C.checksum(covered) == frame.loadUnaligned(as: UInt32.self).littleEndian else {
            directCheckFrom = end
            return nil
        }
        return Int(length)
    }

    /// Checks the length and checksum of the frame at `offset`, loading it into the
    /// window. With a `limit`, frames that end past it are rejected without reading.
    private func checkFrame(at offset: UInt64, limit: UInt64?) throws(TraceError) -> FrameCheck {
        let header = TraceFormat.frameHeaderLength
        guard try ensure(offset, count: header) else {
            return .damaged(.truncatedHeader(available: Int(bytesAvailable(from: offset))))
        }
        let frame = window + Int(offset - windowStart)
        if Self.isMagic(frame) { return .damaged(.embeddedHeader) }
        let stored = frame.loadUnaligned(as: UInt32.self).littleEndian
        let length = frame.loadUnaligned(fromByteOffset: 4, as: UInt32.self).littleEndian
        guard length > 0, length <= TraceFormat.maximumRecordLength else { return .damaged(.impossibleLength(length)) }
        let bodyStart = offset + UInt64(header)
        let end = bodyStart + UInt64(length)
        if let limit, end > limit {
            return .damaged(.extendsPastEnd(length: length, available: limit > bodyStart ? limit - bodyStart : 0))
        }
        // Short frames are checksummed directly; long ones from prefix checksums, so that
        // damage whose length field claims many bytes costs no more than the bytes.
        let direct = Int(length) <= Self.directChecksumLimit
        let low = direct ? offset : PrefixChecksums.checkpoint(before: offset)
        guard try ensure(low, count: Int(end - low)) else {
            let available = bytesAvailable(from: bodyStart)
            return .damaged(.extendsPastEnd(length: length, available: available))
        }
        let computed: UInt32
        if direct {
            let bytes = UnsafeRawBufferPointer(start: window + Int(offset - windowStart) + 4, count: 4 + Int(length))
            directlyHashedBytes += UInt64(bytes.count)
            computed = CRC32C.checksum(bytes)
        } else {
            computed = checksums.checksum(from: offset + 4, to: end, in: window, at: windowStart)
        }
        guard computed == stored else { return .damaged(.checksumMismatch(stored: stored, computed: computed)) }
        return .valid(length: Int(length))
    }

    /// Whether the eight bytes at `bytes` are the trace magic, which starts a header.
    private static func isMagic(_ bytes: UnsafeMutableRawPointer) -> Bool {
        bytes.loadUnaligned(as: UInt64.self).littleEndian == magicWord
    }

    /// The trace magic as a little-endian 64-bit word (a constant, so that checking it
    /// costs no lazy initialization; a test compares it with ``TraceFormat/magic``).
    static let magicWord: UInt64 = 0x0A43_5254_5641_4E89

    // MARK: - Window

    /// The number of bytes from `offset` to the end of what the window holds.
    private func bytesAvailable(from offset: UInt64) -> UInt64 {
        let end = windowStart + UInt64(windowCount)
        return end > offset ? end - offset : 0
    }

    /// Makes the bytes `offset ..< offset + count` present in the window; returns `false`
    /// when the file ends before them.
    ///
    /// The window starts at a ``PrefixChecksums`` checkpoint, and grows with room for a
    /// chunk more than it must hold, so that sliding it along a long frame moves each
    /// byte a bounded number of times.
    private func ensure(_ offset: UInt64, count: Int) throws(TraceError) -> Bool {
        let end = windowStart + UInt64(windowCount)
        if offset >= windowStart, offset + UInt64(count) <= end { return true }
        let start = PrefixChecksums.checkpoint(before: offset)
        if offset >= windowStart, offset < end {
            let kept = max(start, windowStart)
            windowCount = Int(end - kept)
            window.copyMemory(from: window + Int(kept - windowStart), byteCount: windowCount)
            windowStart = kept
        } else {
            windowStart = start
            windowCount = 0
        }
        let needed = Int(offset - windowStart) + count
        let wanted = needed <= chunkSize / 2 ? chunkSize : needed + chunkSize
        if wanted > windowCapacity {
            let capacity = max(wanted, min(windowCapacity * 2, Self.maximumWindow(chunkSize: chunkSize)))
            let larger = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
            larger.copyMemory(from: window, byteCount: windowCount)
            window.deallocate()
            window = larger
            windowCapacity = capacity
        }
        while windowCount < needed {
            let got = try source.read(
                into: window + windowCount, count: windowCapacity - windowCount, at: windowStart + UInt64(windowCount))
            guard got > 0 else {
                shortReadEnd = windowStart + UInt64(windowCount)
                return false
            }
            windowCount += got
        }
        return true
    }

    /// The largest window: the longest frame, a checkpoint's distance before it, a chunk.
    private static func maximumWindow(chunkSize: Int) -> Int {
        TraceFormat.frameHeaderLength + TraceFormat.maximumRecordLength + Int(PrefixChecksums.spacing) + chunkSize
    }
}

extension TraceReader: EventSource {
    /// The next record's event, for replay.
    public func nextEvent() throws -> NavigationEvent? { try next()?.event }
}
