/// Where a reader gets its bytes: a file or an array in memory.
protocol ByteSource: AnyObject {
    /// A name for errors: the path, or `<memory>`.
    var name: String { get }
    /// Copies up to `count` bytes at `offset` into `buffer`; fewer only at the end.
    func read(into buffer: UnsafeMutableRawPointer, count: Int, at offset: UInt64) throws(TraceError) -> Int
    /// The number of bytes now.
    func size() throws(TraceError) -> UInt64
}
