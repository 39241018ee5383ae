#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file opened read-only; readers never write to it.
final class FileSource: ByteSource {
    let name: String
    private let fd: Int32

    /// Opens `path` for reading.
    init(path: String) throws(TraceError) {
        name = path
        fd = try POSIX.openFile(path, flags: O_RDONLY)
    }

    deinit { POSIX.closeQuietly(fd) }

    func read(into buffer: UnsafeMutableRawPointer, count: Int, at offset: UInt64) throws(TraceError) -> Int {
        try POSIX.readAt(fd, into: buffer, count: count, at: offset, path: name)
    }

    func size() throws(TraceError) -> UInt64 { try POSIX.fileSize(of: fd, path: name) }
}
