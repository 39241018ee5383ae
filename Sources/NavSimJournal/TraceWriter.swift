public import NavSimCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Appends events to a new trace file: the journal's ``EventSink``.
///
/// A writer creates the file, writes the header, and from then on only appends framed
/// records, numbering them 1, 2, 3, …. It holds an exclusive `flock` on the file for its
/// whole life, so a second writer of the same file fails with ``TraceError/locked(path:)``.
/// Events are encoded into a large buffer and written with `write(2)`; the
/// ``FsyncPolicy`` decides when they are synced to disk.
///
/// ```swift
/// let writer = try TraceWriter(
///     creating: "session.navtrace", manifest: TraceManifest(app: "Inbox"), policy: .always)
/// try writer.append(.launched)
/// try writer.close()
/// ```
///
/// A writer is used from one thread at a time. When a write or sync fails, the writer
/// refuses every later event with ``TraceError/writerFailed(earlier:)``: after a failed
/// `fsync` the kernel may have dropped the data, so retrying could silently lose events.
public final class TraceWriter: EventSink {
    /// The path of the trace file.
    public let path: String
    /// The manifest written in the header.
    public let manifest: TraceManifest
    /// When events are synced to disk.
    public let policy: FsyncPolicy
    /// The sequence number of the last event appended, 0 before the first.
    public private(set) var lastSequence: UInt64 = 0
    /// The sequence number of the last event known to be on stable storage.
    public private(set) var durableSequence: UInt64 = 0

    private var fd: Int32
    private var buffer: [UInt8] = []
    private let bufferCapacity: Int
    private let clock: MonotonicClock
    private var firstUnsyncedTime: UInt64 = 0
    private var failure: TraceError?

    /// Creates a trace file, writes its header and locks it.
    ///
    /// - Parameters:
    ///   - path: Where to create the trace.
    ///   - manifest: What the header says about the trace.
    ///   - policy: When to sync events to disk.
    ///   - replaceExisting: Whether to overwrite an existing file; without it an existing
    ///     file is an error. A symbolic link is replaced, never followed; a file another
    ///     writer holds is never overwritten; a directory, FIFO, device or socket is refused.
    ///   - bufferCapacity: How many bytes to collect before each `write(2)`.
    ///   - clock: The clock that times ``FsyncPolicy/batch(count:milliseconds:)``.
    /// - Throws: ``TraceError/fileExists(path:)``, ``TraceError/locked(path:)``,
    ///   ``TraceError/notARegularFile(path:kind:)`` or an I/O error.
    public init(
        creating path: String, manifest: TraceManifest, policy: FsyncPolicy = .batch(count: 8192, milliseconds: 50),
        replaceExisting: Bool = false, bufferCapacity: Int = 1 << 20, clock: MonotonicClock = .system
    ) throws(TraceError) {
        self.path = path
        self.manifest = manifest
        self.policy = policy
        self.bufferCapacity = max(bufferCapacity, 4096)
        self.clock = clock
        // With replaceExisting the file is truncated only after the lock is taken, so a
        // live writer's trace is never destroyed.
        let fd = try Self.open(path, replaceExisting: replaceExisting)
        self.fd = fd
        do throws(TraceError) {
            try POSIX.lockExclusively(fd, path: path)
            if replaceExisting { try POSIX.truncate(fd, path: path) }
            buffer.reserveCapacity(self.bufferCapacity + 256)
            buffer.append(contentsOf: TraceFormat.header(for: manifest))
            try flush()
            if policy != .never {
                try POSIX.syncFile(fd, path: path)
                try POSIX.syncDirectory(containing: path)
            }
        } catch {
            POSIX.closeQuietly(fd)
            self.fd = -1
            throw error
        }
    }

    deinit {
        guard fd >= 0 else { return }
        if failure == nil { try? flush() }
        POSIX.closeQuietly(fd)
    }

    /// Opens `path` to append to it, never through a symbolic link.
    ///
    /// Without `replaceExisting` a regular file or a symbolic link at `path` is
    /// ``TraceError/fileExists(path:)`` (`O_EXCL`). With it, a symbolic link is removed,
    /// not followed: the trace replaces the link, as a rename would, and what it points to
    /// is untouched. A regular file is opened (to be emptied once its lock is taken);
    /// anything else is ``TraceError/notARegularFile(path:kind:)``, refused without
    /// waiting for a FIFO's reader.
    private static func open(_ path: String, replaceExisting: Bool) throws(TraceError) -> Int32 {
        let flags = O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW | O_NOCTTY
        if !replaceExisting {
            do throws(TraceError) {
                return try POSIX.openFile(path, flags: flags | O_EXCL)
            } catch .fileExists {
                if let kind = POSIX.irreplaceableKind(of: path) { throw .notARegularFile(path: path, kind: kind) }
                throw .fileExists(path: path)
            }
        }
        var attempts = 0
        while true {
            do throws(TraceError) {
                let fd = try POSIX.openFile(path, flags: flags | O_NONBLOCK)
                try POSIX.requireRegularFile(fd, path: path)
                return fd
            } catch .io(_, _, let code) where code == ELOOP && attempts < 8 {
                // O_NOFOLLOW met a symbolic link (or a loop of them in the path, which
                // lstat tells apart).
                guard let mode = POSIX.entryMode(of: path), mode & S_IFMT == S_IFLNK else {
                    throw .io(operation: "open", path: path, errno: code)
                }
                unlink(path)
                attempts += 1
            }
        }
    }

    // MARK: - Appending

    /// Appends an event, giving it the next sequence number.
    ///
    /// With ``FsyncPolicy/always`` the event is on stable storage when this returns.
    ///
    /// - Throws: ``TraceError`` when the event cannot be encoded (then nothing is
    ///   written and the sequence number is not used), or when writing or syncing fails.
    public func append(_ event: NavigationEvent) throws(TraceError) {
        if let failure { throw failure == .writerClosed ? failure : .writerFailed(earlier: failure) }
        try buffer.appendEventRecord(event, sequence: lastSequence + 1)
        lastSequence += 1
        try commitIfDue()
    }

    /// Writes and syncs as the policy says after an append.
    private func commitIfDue() throws(TraceError) {
        switch policy {
        case .always:
            try sync()
        case .never:
            if buffer.count >= bufferCapacity { try flush() }
        case .batch(let count, let milliseconds):
            let now = clock.nanoseconds()
            let waiting = lastSequence - durableSequence
            if waiting == 1 { firstUnsyncedTime = now }
            if waiting >= UInt64(max(count, 1)) || now &- firstUnsyncedTime >= UInt64(max(milliseconds, 0)) * 1_000_000
            {
                try sync()
            } else if buffer.count >= bufferCapacity {
                try flush()
            }
        }
    }

    /// Writes every buffered event and syncs the file, whatever the policy.
    ///
    /// - Throws: ``TraceError`` when writing or syncing fails.
    public func sync() throws(TraceError) {
        if let failure { throw failure == .writerClosed ? failure : .writerFailed(earlier: failure) }
        try flush()
        do {
            try POSIX.syncFile(fd, path: path)
        } catch {
            failure = error
            throw error
        }
        durableSequence = lastSequence
    }

    /// Writes the buffer to the file.
    private func flush() throws(TraceError) {
        guard !buffer.isEmpty else { return }
        do {
            try buffer.withBytes { bytes throws(TraceError) in try POSIX.writeAll(fd, bytes, path: path) }
        } catch {
            failure = error
            throw error
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes the remaining events, syncs them (unless the policy is
    /// ``FsyncPolicy/never``), and releases the file and its lock.
    ///
    /// Closing twice is harmless.
    ///
    /// - Throws: ``TraceError`` when the last write or sync fails; the file is closed
    ///   anyway.
    public func close() throws(TraceError) {
        guard fd >= 0 else { return }
        defer {
            POSIX.closeQuietly(fd)
            fd = -1
            failure = .writerClosed
        }
        if let failure { throw .writerFailed(earlier: failure) }
        if policy == .never { try flush() } else { try sync() }
    }
}
