@testable import NavSimJournal

/// Bytes whose visible length changes after some calls, like a file that another process
/// truncates or appends to while it is being read.
final class ChangingSource: ByteSource {
    let name = "<changing>"
    private let bytes: [UInt8]
    private let lengthBefore: Int
    private let lengthAfter: Int
    private let callsBefore: Int
    private var calls = 0

    /// Shows the first `lengthBefore` bytes of `bytes` for `callsBefore` calls, then the
    /// first `lengthAfter`.
    init(_ bytes: [UInt8], lengthBefore: Int, lengthAfter: Int, afterCalls callsBefore: Int) {
        self.bytes = bytes
        self.lengthBefore = lengthBefore
        self.lengthAfter = lengthAfter
        self.callsBefore = callsBefore
    }

    private func visibleLength() -> Int {
        calls += 1
        return calls > callsBefore ? lengthAfter : lengthBefore
    }

    func read(into buffer: UnsafeMutableRawPointer, count: Int, at offset: UInt64) -> Int {
        let length = visibleLength()
        guard offset < UInt64(length) else { return 0 }
        let start = Int(offset)
        let got = min(count, length - start)
        bytes.withUnsafeBytes { source in
            guard let base = source.baseAddress else { return }
            buffer.copyMemory(from: base + start, byteCount: got)
        }
        return got
    }

    func size() -> UInt64 { UInt64(visibleLength()) }
}
