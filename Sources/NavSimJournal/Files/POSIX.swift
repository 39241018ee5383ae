#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few system calls the journal makes, with `EINTR` retries and typed errors.
enum POSIX {
    /// The system's message for an `errno` value.
    static func message(for code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// Opens `path` with `flags`, creating it as any new file is (mode 0666 less the
    /// umask) when `O_CREAT` is set.
    ///
    /// - Throws: ``TraceError/fileExists(path:)`` for `EEXIST`;
    ///   ``TraceError/notARegularFile(path:kind:)`` for a directory opened to write, and for
    ///   a FIFO with no reader or a socket opened with `O_NONBLOCK`; else an I/O error.
    static func openFile(_ path: String, flags: Int32) throws(TraceError) -> Int32 {
        while true {
            let fd = SystemPath.withCString(path) { open($0, flags | O_CLOEXEC, 0o666) }
            if fd >= 0 { return fd }
            let code = errno
            if code == EINTR { continue }
            if code == EEXIST { throw .fileExists(path: path) }
            if code == EISDIR || code == ENXIO, let kind = kind(of: path) {
                throw .notARegularFile(path: path, kind: kind)
            }
            throw .io(operation: "open", path: path, errno: code)
        }
    }

    /// Opens an existing regular file read-only, refusing anything else without waiting.
    ///
    /// `O_NONBLOCK` keeps `open(2)` from waiting for a FIFO's writer; what was opened is
    /// checked with `fstat` before anything is read.
    ///
    /// - Throws: ``TraceError/notARegularFile(path:kind:)`` for a directory, FIFO, pipe,
    ///   device or socket; an I/O error when the file cannot be opened.
    static func openRegularFile(_ path: String) throws(TraceError) -> Int32 {
        let fd = try openFile(path, flags: O_RDONLY | O_NONBLOCK | O_NOCTTY)
        try requireRegularFile(fd, path: path)
        return fd
    }

    /// Opens the directory entry `path` read-only if it is a regular file, without following
    /// a symbolic link or waiting on a FIFO: to lock it, not to read it.
    ///
    /// - Returns: The descriptor, or `nil` when there is no regular file there.
    static func openRegularEntry(_ path: String) -> Int32? {
        let fd = SystemPath.withCString(path) { open($0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        guard fd >= 0 else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            closeQuietly(fd)
            return nil
        }
        return fd
    }

    /// Checks that an open file is a regular file and clears its `O_NONBLOCK`; otherwise
    /// closes it and throws.
    static func requireRegularFile(_ fd: Int32, path: String) throws(TraceError) {
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            closeQuietly(fd)
            throw .io(operation: "fstat", path: path, errno: code)
        }
        if let kind = FileKind(mode: info.st_mode) {
            closeQuietly(fd)
            throw .notARegularFile(path: path, kind: kind)
        }
        let flags = fcntl(fd, F_GETFL)
        guard flags >= 0, fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
            let code = errno
            closeQuietly(fd)
            throw .io(operation: "fcntl", path: path, errno: code)
        }
    }

    /// The kind of what `path` names, following links: `nil` for a regular file, or when
    /// nothing is there.
    static func kind(of path: String) -> FileKind? {
        var info = stat()
        guard SystemPath.withCString(path, { stat($0, &info) }) == 0 else { return nil }
        return FileKind(mode: info.st_mode)
    }

    /// The `stat` mode of the directory entry `path` itself (a symbolic link is not
    /// followed): `nil` when there is none.
    static func entryMode(of path: String) -> mode_t? {
        var info = stat()
        guard SystemPath.withCString(path, { lstat($0, &info) }) == 0 else { return nil }
        return info.st_mode
    }

    /// The kind of what is at `path` when it is neither a regular file nor a symbolic
    /// link, the two things an output may replace: `nil` for those, or when nothing is there.
    static func irreplaceableKind(of path: String) -> FileKind? {
        guard let mode = entryMode(of: path), mode & S_IFMT != S_IFLNK else { return nil }
        return FileKind(mode: mode)
    }

    /// Takes the exclusive `flock` of an open file without waiting.
    static func lockExclusively(_ fd: Int32, path: String) throws(TraceError) {
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            if code == EWOULDBLOCK { throw .locked(path: path) }
            throw .io(operation: "flock", path: path, errno: code)
        }
    }

    /// Writes all of `bytes`, retrying short writes and interruptions.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, path: String) throws(TraceError) {
        guard var pointer = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let written = write(fd, pointer, remaining)
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                throw .io(operation: "write", path: path, errno: code)
            }
            pointer += written
            remaining -= written
        }
    }

    /// Reads up to `count` bytes at `offset`; fewer only at the end of the file.
    static func readAt(
        _ fd: Int32, into buffer: UnsafeMutableRawPointer, count: Int, at offset: UInt64, path: String
    ) throws(TraceError) -> Int {
        var total = 0
        while total < count {
            let got = pread(fd, buffer + total, count - total, off_t(offset) + off_t(total))
            if got < 0 {
                let code = errno
                if code == EINTR { continue }
                throw .io(operation: "read", path: path, errno: code)
            }
            if got == 0 { break }
            total += got
        }
        return total
    }

    /// Makes the file's data durable.
    ///
    /// On Linux `fdatasync` waits until the data and the file size are on stable storage.
    /// On Apple platforms `fsync` only hands the data to the drive, which may keep it in a
    /// volatile cache; `fcntl(F_FULLFSYNC)` asks the drive to flush it, so it is used there.
    static func syncFile(_ fd: Int32, path: String) throws(TraceError) {
        #if canImport(Darwin)
            if fcntl(fd, F_FULLFSYNC) == 0 { return }
            while fsync(fd) != 0 {
                let code = errno
                if code == EINTR { continue }
                throw .io(operation: "fsync", path: path, errno: code)
            }
        #else
            while fdatasync(fd) != 0 {
                let code = errno
                if code == EINTR { continue }
                throw .io(operation: "fdatasync", path: path, errno: code)
            }
        #endif
    }

    /// Makes a new or renamed directory entry durable by syncing the directory.
    ///
    /// - Throws: An I/O error naming `path`, the file whose entry it is.
    static func syncDirectory(containing path: String) throws(TraceError) {
        let fd = SystemPath.withCString(directoryName(of: path)) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard fd >= 0 else { throw .io(operation: "open the directory of", path: path, errno: errno) }
        defer { _ = close(fd) }
        while fsync(fd) != 0 {
            let code = errno
            if code == EINTR { continue }
            // Some file systems cannot sync directories; the data itself is synced.
            if code == EINVAL || code == EBADF { return }
            throw .io(operation: "fsync the directory of", path: path, errno: code)
        }
    }

    /// The directory part of a path: `.` for a bare file name.
    static func directoryName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The size of an open file.
    static func fileSize(of fd: Int32, path: String) throws(TraceError) -> UInt64 {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .io(operation: "fstat", path: path, errno: errno) }
        return UInt64(info.st_size)
    }

    /// Closes a file descriptor.
    static func closeFile(_ fd: Int32, path: String) throws(TraceError) {
        guard close(fd) == 0 else { throw .io(operation: "close", path: path, errno: errno) }
    }

    /// Empties an open file.
    static func truncate(_ fd: Int32, path: String) throws(TraceError) {
        guard ftruncate(fd, 0) == 0 else { throw .io(operation: "ftruncate", path: path, errno: errno) }
    }

    /// Closes a file descriptor, ignoring errors (for clean-up paths).
    static func closeQuietly(_ fd: Int32) { _ = close(fd) }
}
