#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A new file that appears at its path only when it is complete.
///
/// The bytes go to a temporary file next to the destination, named
/// `.<name>.navsim-tmp-<pid>-<16 random hex digits>`, created with `O_EXCL | O_NOFOLLOW`
/// (nothing planted at a guessed name is followed or reused) and locked with `flock(2)`
/// until it has its final name. ``commit()`` syncs it and moves it into place with
/// `rename(2)` (or `link(2)`, which refuses to overwrite, when replacing is not allowed),
/// then syncs the directory. Until then the destination is untouched, and a file that is
/// never committed is removed.
///
/// A process killed while writing leaves its temporary file behind, unlocked: the next
/// `AtomicFile` for the same destination removes it (see
/// ``removeAbandonedTemporaries(of:)``).
///
/// Replacing replaces a regular file, or a symbolic link itself (never what it points
/// to), and never modifies the file it replaces (another hard link to it keeps it); a
/// file whose lock another writer holds (a live trace), a directory, FIFO, device or
/// socket at the destination is refused.
public final class AtomicFile {
    /// Where the file appears.
    let destination: String
    /// Bytes not written yet.
    var buffer: [UInt8] = []

    private let temporary: String
    private let replaceExisting: Bool
    private var fd: Int32
    private static let capacity = 1 << 20

    /// Creates the temporary file for `destination`, after removing those that killed
    /// writers left for it.
    ///
    /// - Throws: ``TraceError/fileExists(path:)`` when the destination exists and
    ///   `replaceExisting` is false, ``TraceError/notARegularFile(path:kind:)`` when it is
    ///   a directory, FIFO, device or socket, or an I/O error naming the destination.
    init(destination: String, replaceExisting: Bool) throws(TraceError) {
        if let kind = POSIX.irreplaceableKind(of: destination) {
            throw .notARegularFile(path: destination, kind: kind)
        }
        if !replaceExisting, POSIX.entryMode(of: destination) != nil { throw .fileExists(path: destination) }
        self.destination = destination
        self.replaceExisting = replaceExisting
        Self.removeAbandonedTemporaries(of: destination)
        (temporary, fd) = try Self.createTemporary(for: destination)
        buffer.reserveCapacity(Self.capacity + 4096)
    }

    deinit {
        guard fd >= 0 else { return }
        SystemPath.withCString(temporary) { _ = unlink($0) }
        POSIX.closeQuietly(fd)
    }

    /// Writes the buffer when it is full.
    func flushIfFull() throws(TraceError) {
        if buffer.count >= Self.capacity { try flush() }
    }

    private func flush() throws(TraceError) {
        try buffer.withBytes { bytes throws(TraceError) in try POSIX.writeAll(fd, bytes, path: destination) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes `bytes` to `destination` atomically: readers see the old file or the whole
    /// new one, never part of it.
    ///
    /// - Throws: ``TraceError/fileExists(path:)`` when the destination exists and
    ///   `replaceExisting` is false, ``TraceError/notARegularFile(path:kind:)``, or an I/O
    ///   error naming the destination.
    public static func write(_ bytes: [UInt8], to destination: String, replaceExisting: Bool) throws(TraceError) {
        let file = try AtomicFile(destination: destination, replaceExisting: replaceExisting)
        file.buffer = bytes
        try file.commit()
    }

    /// Writes and syncs the file and moves it to its destination.
    ///
    /// - Throws: ``TraceError/fileExists(path:)`` when a file appeared at the destination
    ///   and replacing is not allowed, ``TraceError/locked(path:)`` when the file there is a
    ///   trace another writer holds, or an I/O error naming the destination.
    func commit() throws(TraceError) {
        // The data is synced; a late error from close could not unmake the file.
        POSIX.closeQuietly(try publish(syncing: true))
    }

    /// Writes the file and moves it to its destination, and hands over its descriptor,
    /// still open for writing and still locked: a ``TraceWriter`` goes on appending to it.
    ///
    /// A file at the destination is replaced only when replacing is allowed, and never
    /// while another writer holds its lock (a live trace): its lock is held until the new
    /// file has taken its name. What was there is not modified: a hard link to it keeps it.
    ///
    /// - Parameter syncing: Whether to sync the file before it takes its name, and the
    ///   directory after.
    /// - Returns: The file's descriptor, which the caller closes.
    /// - Throws: As ``commit()``; the temporary file is then removed.
    func publish(syncing: Bool) throws(TraceError) -> Int32 {
        try flush()
        if syncing { try POSIX.syncFile(fd, path: destination) }
        // The file stays open, so locked, until it has its final name: no clean-up takes
        // it for an abandoned one. On failure `deinit` removes it.
        if replaceExisting {
            let replaced = try Self.lockReplaced(destination)
            defer { if replaced >= 0 { POSIX.closeQuietly(replaced) } }
            guard
                SystemPath.withCString(temporary, { from in SystemPath.withCString(destination) { rename(from, $0) } })
                    == 0
            else {
                throw .io(operation: "rename", path: destination, errno: errno)
            }
        } else {
            guard
                SystemPath.withCString(temporary, { from in SystemPath.withCString(destination) { link(from, $0) } })
                    == 0
            else {
                let code = errno
                if code == EEXIST { throw .fileExists(path: destination) }
                throw .io(operation: "link", path: destination, errno: code)
            }
            SystemPath.withCString(temporary) { _ = unlink($0) }
        }
        let published = fd
        fd = -1
        if syncing {
            do throws(TraceError) {
                try POSIX.syncDirectory(containing: destination)
            } catch {
                POSIX.closeQuietly(published)
                throw error
            }
        }
        return published
    }

    /// Opens the regular file at `destination` that is about to be replaced and takes its
    /// lock, so that no writer starts on it meanwhile.
    ///
    /// - Returns: The descriptor holding the lock, or -1 when there is no regular file
    ///   there (nothing, or a symbolic link, which is replaced itself).
    /// - Throws: ``TraceError/locked(path:)`` when another writer holds the lock.
    private static func lockReplaced(_ destination: String) throws(TraceError) -> Int32 {
        guard let fd = POSIX.openRegularEntry(destination) else { return -1 }
        do throws(TraceError) {
            try POSIX.lockExclusively(fd, path: destination)
        } catch {
            POSIX.closeQuietly(fd)
            throw error
        }
        return fd
    }
}
