#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - Temporary files

extension AtomicFile {
    /// Where the temporary files of `destination` go and how their names start.
    ///
    /// - Returns: The destination's directory with its trailing slash (empty for the
    ///   current directory) and `.<name>.navsim-tmp-`, the name cut to 200 UTF-8 bytes so
    ///   that a whole temporary name fits in 255.
    static func temporaryPrefix(for destination: String) -> (directory: String, prefix: String) {
        let slash = destination.lastIndex(of: "/")
        let directory = slash.map { String(destination[...$0]) } ?? ""
        let name = slash.map { destination[destination.index(after: $0)...] } ?? destination[...]
        var bytes = 0
        let stem = name.unicodeScalars.prefix { scalar in
            bytes += UTF8.width(scalar)
            return bytes <= 200
        }
        return (directory, ".\(String(String.UnicodeScalarView(stem))).navsim-tmp-")
    }

    /// Creates a new temporary file next to `destination` and locks it.
    ///
    /// Its name ends in this process's id and 64 random bits; a name already taken is
    /// skipped, and so is a file that a clean-up removed before the lock was taken.
    static func createTemporary(for destination: String) throws(TraceError) -> (path: String, fd: Int32) {
        let (directory, prefix) = temporaryPrefix(for: destination)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let random = String(generator.next() as UInt64, radix: 16)
            let path = directory + prefix + "\(getpid())-" + String(repeating: "0", count: 16 - random.count) + random
            let fd = SystemPath.withCString(path) {
                open($0, O_WRONLY | O_APPEND | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            }
            guard fd >= 0 else {
                let code = errno
                if code == EEXIST || code == EINTR { continue }
                throw .io(operation: "create a temporary file for", path: destination, errno: code)
            }
            // Where flock is not supported the file stays unlocked, and no clean-up can
            // lock it to remove it either.
            while flock(fd, LOCK_EX) != 0, errno == EINTR {}
            var info = stat()
            if fstat(fd, &info) == 0, info.st_nlink > 0 { return (path, fd) }
            POSIX.closeQuietly(fd)
        }
        throw .io(operation: "create a temporary file for", path: destination, errno: EEXIST)
    }

    /// Removes the temporary files that killed writers left for `destination`.
    ///
    /// Only names made by ``temporaryPrefix(for:)`` for this very destination, followed by
    /// a process id, a dash and 16 lowercase hex digits, are considered, and only regular
    /// files whose `flock` can be taken are removed: a writer holds its file's lock from
    /// creation to commit, and the kernel releases it when the writer dies, whatever
    /// became of its process id. Failures are ignored: this is tidying.
    static func removeAbandonedTemporaries(of destination: String) {
        let (directory, prefix) = temporaryPrefix(for: destination)
        let prefixBytes = SystemPath.bytes(of: prefix)
        guard let stream = SystemPath.withCString(directory.isEmpty ? "." : directory, { opendir($0) }) else { return }
        var abandoned: [String] = []
        while let entry = readdir(stream) {
            let name = SystemPath.name(ofEntry: entry)
            if name.starts(with: prefixBytes), isTemporarySuffix(name[prefixBytes.count...]) {
                abandoned.append(directory + SystemPath.string(decoding: name))
            }
        }
        closedir(stream)
        for path in abandoned { removeIfUnlocked(path) }
    }

    /// Whether `suffix` is a process id, a dash and 16 lowercase hex digits.
    private static func isTemporarySuffix(_ suffix: ArraySlice<UInt8>) -> Bool {
        let parts = suffix.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        return parts.count == 2 && !parts[0].isEmpty && parts[0].allSatisfy(isDigit) && parts[1].count == 16
            && parts[1].allSatisfy { isDigit($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }

    /// Removes the regular file at `path` if no one holds its lock and it is still the
    /// file that was locked.
    private static func removeIfUnlocked(_ path: String) {
        guard let fd = POSIX.openRegularEntry(path) else { return }
        defer { POSIX.closeQuietly(fd) }
        var locked = stat()
        var current = stat()
        guard flock(fd, LOCK_EX | LOCK_NB) == 0, fstat(fd, &locked) == 0,
            SystemPath.withCString(path, { lstat($0, &current) }) == 0, current.st_dev == locked.st_dev,
            current.st_ino == locked.st_ino
        else { return }
        SystemPath.withCString(path) { _ = unlink($0) }
    }
}
