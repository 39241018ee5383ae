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

    /// Opens `path` with `flags`, creating it with mode 0644 when `O_CREAT` is set.
    static func openFile(_ path: String, flags: Int32) throws(TraceError) -> Int32 {
        while true {
            let fd = open(path, flags | O_CLOEXEC, 0o644)
            if fd >= 0 { return fd }
            let code = errno
            if code == EINTR { continue }
            if code == EEXIST { throw .fileExists(path: path) }
            throw .io(operation: "open", path: path, errno: code)
        }
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
    static func syncDirectory(containing path: String) throws(TraceError) {
        let directory = directoryName(of: path)
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw .io(operation: "open directory", path: directory, errno: errno) }
        defer { _ = close(fd) }
        while fsync(fd) != 0 {
            let code = errno
            if code == EINTR { continue }
            // Some file systems cannot sync directories; the data itself is synced.
            if code == EINVAL || code == EBADF { return }
            throw .io(operation: "fsync directory", path: directory, errno: code)
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
