/// The bytes of another source from an offset on, as if they were a file of their own:
/// the reader reads a header found in the middle of a trace through it.
final class OffsetSource: ByteSource {
    let name: String
    private let base: any ByteSource
    private let start: UInt64

    /// The bytes of `base` from `start` on.
    init(_ base: any ByteSource, from start: UInt64) {
        self.base = base
        self.start = start
        name = base.name
    }

    func read(into buffer: UnsafeMutableRawPointer, count: Int, at offset: UInt64) throws(TraceError) -> Int {
        let (position, overflow) = start.addingReportingOverflow(offset)
        return overflow ? 0 : try base.read(into: buffer, count: count, at: position)
    }

    func size() throws(TraceError) -> UInt64 {
        let size = try base.size()
        return size > start ? size - start : 0
    }
}
