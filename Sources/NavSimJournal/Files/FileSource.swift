#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A regular file opened read-only; readers never write to it.
///
/// Anything else is refused as it is opened: a directory, a device, a socket, or a FIFO
/// or pipe (whose `open(2)` could wait forever for a writer, and which cannot be read at an
/// offset).
///
/// ```swift
/// let bytes = try FileSource(path: "scenario.json").readAll()
/// ```
public final class FileSource: ByteSource {
    /// The path, for errors.
    public let name: String
    private let fd: Int32

    /// Opens the regular file at `path` for reading.
    ///
    /// - Throws: ``TraceError/notARegularFile(path:kind:)`` when `path` names anything
    ///   but a regular file (a symbolic link to one is followed), or an I/O error.
    public init(path: String) throws(TraceError) {
        name = path
        fd = try POSIX.openRegularFile(path)
    }

    deinit { POSIX.closeQuietly(fd) }

    func read(into buffer: UnsafeMutableRawPointer, count: Int, at offset: UInt64) throws(TraceError) -> Int {
        try POSIX.readAt(fd, into: buffer, count: count, at: offset, path: name)
    }

    func size() throws(TraceError) -> UInt64 { try POSIX.fileSize(of: fd, path: name) }

    /// Reads the whole file.
    ///
    /// - Throws: ``TraceError/io(operation:path:errno:)`` when reading fails.
    public func readAll() throws(TraceError) -> [UInt8] {
        let size = Int(try size())
        var bytes = [UInt8](repeating: 0, count: size)
        let count = try bytes.withMutableBytes { buffer throws(TraceError) in
            guard let base = buffer.baseAddress else { return 0 }
            return try read(into: base, count: size, at: 0)
        }
        return Array(bytes[..<count])
    }
}
