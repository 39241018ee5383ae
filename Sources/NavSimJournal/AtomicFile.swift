import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A new file that appears at its path only when it is complete.
///
/// The bytes go to a temporary file next to the destination; ``commit()`` syncs it and
/// moves it into place with `rename(2)` (or `link(2)`, which refuses to overwrite, when
/// replacing is not allowed), then syncs the directory. Until then the destination is
/// untouched, and a file that is never committed is removed.
public final class AtomicFile {
    /// Where the file appears.
    let destination: String
    /// Bytes not written yet.
    var buffer: [UInt8] = []

    private let temporary: String
    private let replaceExisting: Bool
    private var fd: Int32
    private static let capacity = 1 << 20
    private static let counter = Atomic<Int>(0)

    /// Creates the temporary file for `destination`.
    ///
    /// - Throws: ``TraceError/fileExists(path:)`` when the destination exists and
    ///   `replaceExisting` is false.
    init(destination: String, replaceExisting: Bool) throws(TraceError) {
        if !replaceExisting, access(destination, F_OK) == 0 { throw .fileExists(path: destination) }
        self.destination = destination
        self.replaceExisting = replaceExisting
        let number = Self.counter.add(1, ordering: .relaxed).newValue
        temporary = destination + ".tmp-\(getpid())-\(number)"
        fd = try POSIX.openFile(temporary, flags: O_WRONLY | O_CREAT | O_TRUNC)
        buffer.reserveCapacity(Self.capacity + 4096)
    }

    deinit {
        guard fd >= 0 else { return }
        POSIX.closeQuietly(fd)
        unlink(temporary)
    }

    /// Writes the buffer when it is full.
    func flushIfFull() throws(TraceError) {
        if buffer.count >= Self.capacity { try flush() }
    }

    private func flush() throws(TraceError) {
        try buffer.withBytes { bytes throws(TraceError) in try POSIX.writeAll(fd, bytes, path: temporary) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes `bytes` to `destination` atomically: readers see the old file or the whole
    /// new one, never part of it.
    ///
    /// - Throws: ``TraceError/fileExists(path:)`` when the destination exists and
    ///   `replaceExisting` is false, or an I/O error.
    public static func write(_ bytes: [UInt8], to destination: String, replaceExisting: Bool) throws(TraceError) {
        let file = try AtomicFile(destination: destination, replaceExisting: replaceExisting)
        file.buffer = bytes
        try file.commit()
    }

    /// Writes and syncs the file and moves it to its destination.
    func commit() throws(TraceError) {
        try flush()
        try POSIX.syncFile(fd, path: temporary)
        try POSIX.closeFile(fd, path: temporary)
        fd = -1
        defer { unlink(temporary) }
        if replaceExisting {
            guard rename(temporary, destination) == 0 else {
                throw .io(operation: "rename", path: destination, errno: errno)
            }
        } else {
            guard link(temporary, destination) == 0 else {
                let code = errno
                if code == EEXIST { throw .fileExists(path: destination) }
                throw .io(operation: "link", path: destination, errno: code)
            }
        }
        try POSIX.syncDirectory(containing: destination)
    }
}
