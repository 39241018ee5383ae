/// Bytes in memory, for tests and for traces that never touch the disk.
final class MemorySource: ByteSource {
    let name = "<memory>"
    private let bytes: [UInt8]

    /// Reads from `bytes`.
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func read(into buffer: UnsafeMutableRawPointer, count: Int, at offset: UInt64) -> Int {
        guard offset < UInt64(bytes.count) else { return 0 }
        let start = Int(offset)
        let length = min(count, bytes.count - start)
        bytes.withUnsafeBytes { source in
            guard let base = source.baseAddress else { return }
            buffer.copyMemory(from: base + start, byteCount: length)
        }
        return length
    }

    func size() -> UInt64 { UInt64(bytes.count) }
}
