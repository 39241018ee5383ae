/// The CRC32C of every prefix of a stretch of a file, kept every 32 bytes, so that the
/// checksum of any range in the stretch costs at most 62 bytes of table steps and two
/// polynomial multiplications instead of a pass over the whole range.
///
/// The reader uses it to check frames whose length field claims many bytes: looking for
/// the next valid frame after damage checks a frame at every byte offset, and checking
/// each claimed range directly would cost the file size times the record size. Here each
/// byte of the file is hashed once on the way forward, however many frames cover it.
///
/// Positions only move forward: a range that starts before the first kept checkpoint, or
/// after the last one, starts a new stretch there.
struct PrefixChecksums {
    /// The distance between checkpoints, a power of two.
    static let spacing: UInt64 = 32

    /// The checksum of the stretch's bytes up to each checkpoint; `checkpoints[head]` is
    /// at byte offset `first`.
    private var checkpoints: [UInt32] = []
    private var head = 0
    private var first: UInt64 = 0
    /// The number of bytes run through CRC32C, for tests that bound the work.
    private(set) var bytesHashed: UInt64 = 0

    /// `offset` rounded down to a checkpoint.
    static func checkpoint(before offset: UInt64) -> UInt64 { offset & ~(spacing - 1) }

    /// The byte offset of the last checkpoint.
    private var last: UInt64 { first + UInt64(checkpoints.count - head - 1) * Self.spacing }

    /// The CRC32C of the bytes `start ..< end`.
    ///
    /// - Parameters:
    ///   - start: Where the range starts.
    ///   - end: Where it ends.
    ///   - buffer: Bytes of the file that include `checkpoint(before: start) ..< end`.
    ///   - bufferStart: The byte offset of `buffer`'s first byte.
    mutating func checksum(
        from start: UInt64, to end: UInt64, in buffer: UnsafeRawPointer, at bufferStart: UInt64
    ) -> UInt32 {
        let low = Self.checkpoint(before: start)
        if checkpoints.count == head || low < first || low > last {
            checkpoints.removeAll(keepingCapacity: true)
            checkpoints.append(0)
            head = 0
            first = low
        }
        // Checkpoints before `low` are never needed again.
        head += Int((low - first) / Self.spacing)
        first = low
        if head >= 4096, head * 2 >= checkpoints.count {
            checkpoints.removeFirst(head)
            head = 0
        }
        let high = Self.checkpoint(before: end)
        while last < high {
            let from = last
            let next = update(
                checkpoints[checkpoints.count - 1], from: from, to: from + Self.spacing, buffer, bufferStart)
            checkpoints.append(next)
        }
        let before = prefix(at: start, buffer, bufferStart)
        let through = prefix(at: end, buffer, bufferStart)
        return CRC32C.checksum(between: before, and: through, count: end - start)
    }

    /// The checksum of the stretch up to `offset`, which lies between kept checkpoints.
    private mutating func prefix(at offset: UInt64, _ buffer: UnsafeRawPointer, _ bufferStart: UInt64) -> UInt32 {
        let base = Self.checkpoint(before: offset)
        let crc = checkpoints[head + Int((base - first) / Self.spacing)]
        return update(crc, from: base, to: offset, buffer, bufferStart)
    }

    /// `crc` extended with the bytes `from ..< to`.
    private mutating func update(
        _ crc: UInt32, from: UInt64, to: UInt64, _ buffer: UnsafeRawPointer, _ bufferStart: UInt64
    ) -> UInt32 {
        let count = Int(to - from)
        bytesHashed += UInt64(count)
        return CRC32C.update(crc, with: UnsafeRawBufferPointer(start: buffer + Int(from - bufferStart), count: count))
    }
}
