import CTraceSignals
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
/// The buffer survives the process's death by a signal: a Swift runtime trap or a fault
/// in model code, SIGINT, SIGTERM, SIGHUP, SIGPIPE. A handler (installed with the first
/// writer, and handing each signal on to the handler that was there before) writes every
/// whole record appended before the signal, then, for a trap or fault, a `crashed` event
/// naming the signal, and syncs them unless the policy is ``FsyncPolicy/never``. Only
/// SIGKILL and a power loss cut what the policy has not synced yet.
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
    /// Whole records not written yet: `pendingCount` bytes of `pendingCapacity`.
    private var pending: UnsafeMutableRawPointer
    private var pendingCount = 0
    private var pendingCapacity: Int
    /// The record being encoded.
    private var scratch: [UInt8] = []
    /// Where the signal handler finds the pending records; -1 when unprotected.
    private var signalSlot: Int32 = -1
    private let bufferCapacity: Int
    private let clock: MonotonicClock
    private var firstUnsyncedTime: UInt64 = 0
    private var failure: TraceError? {
        didSet { navsim_pending_forget_crash(signalSlot) }
    }

    /// Creates a trace file, writes its header and locks it.
    ///
    /// The file appears at `path` with its whole header, written to a temporary file next
    /// to it and moved into place as an ``AtomicFile`` is; from then on events are appended
    /// to it where it is, so an interrupted writer leaves a valid trace.
    ///
    /// - Parameters:
    ///   - path: Where to create the trace.
    ///   - manifest: What the header says about the trace.
    ///   - policy: When to sync events to disk.
    ///   - replaceExisting: Whether to replace an existing file; without it an existing
    ///     file is an error. A symbolic link is replaced, never followed; a file another
    ///     writer holds is never replaced; a directory, FIFO, device or socket is refused.
    ///     A replaced file is not modified, only unnamed.
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
        pendingCapacity = self.bufferCapacity
        pending = UnsafeMutableRawPointer.allocate(byteCount: pendingCapacity, alignment: 16)
        // The header goes to a temporary file that takes the trace's name once it is
        // written: a failure leaves nothing at `path`, and what was there is replaced, not
        // emptied (a hard link to it keeps it).
        let fd: Int32
        do {
            let file = try AtomicFile(destination: path, replaceExisting: replaceExisting)
            file.buffer = TraceFormat.header(for: manifest)
            fd = try file.publish(syncing: policy != .never)
        } catch {
            pending.deallocate()
            throw error
        }
        self.fd = fd
        // The signal handler names the trace as messages do.
        signalSlot = navsim_pending_register(fd, pending, policy == .never ? 0 : 1, SystemPath.escaped(path))
        scratch.reserveCapacity(4096)
        do throws(TraceError) {
            try giveSignalHandlerTheCrashRecords()
        } catch {
            release()
            throw error
        }
    }

    /// The faults a process can die of, with what the trace says about each: the signal
    /// handler appends the matching `crashed` event after the last event.
    public static let faults: [(signal: Int32, reason: String)] = [
        (
            SIGILL,
            "the process died of SIGILL, a trap: a fatalError, a failed precondition, a force unwrap of nil, "
                + "an index out of range or an overflow"
        ),
        (SIGTRAP, "the process died of SIGTRAP, a trap: a fatalError, a failed precondition or a breakpoint"),
        (SIGABRT, "the process died of SIGABRT: it aborted"),
        (SIGBUS, "the process died of SIGBUS: a bad memory access"),
        (SIGFPE, "the process died of SIGFPE: an arithmetic fault"),
        (SIGSEGV, "the process died of SIGSEGV: a bad memory access or a stack overflow"),
        (SIGSYS, "the process died of SIGSYS: a bad system call"),
    ]

    /// The signals that end a process without a crash of the app (as a fault signal another
    /// process sends does), by name: the signal handler appends an `interrupted` event
    /// naming the signal after the last event.
    static let interruptions: [(signal: Int32, name: String)] = [
        (SIGHUP, "SIGHUP"), (SIGINT, "SIGINT"), (SIGQUIT, "SIGQUIT"), (SIGTERM, "SIGTERM"), (SIGPIPE, "SIGPIPE"),
        (SIGXCPU, "SIGXCPU"), (SIGXFSZ, "SIGXFSZ"), (SIGILL, "SIGILL"), (SIGTRAP, "SIGTRAP"), (SIGABRT, "SIGABRT"),
        (SIGBUS, "SIGBUS"), (SIGFPE, "SIGFPE"), (SIGSEGV, "SIGSEGV"), (SIGSYS, "SIGSYS"),
    ]

    /// What the `crashed` event of a process that died of `signal` says: its reason in
    /// ``faults``, or a line naming the signal.
    public static func crashReason(signal: Int32) -> String {
        faults.first { $0.signal == signal }?.reason ?? "the process died of signal \(signal)"
    }

    /// Gives the trace the `crashed` event that ends it when app code runs past its time
    /// limit: ``hangEnding`` appends it after the last event.
    ///
    /// - Parameter reason: What the event says, such as
    ///   `the app hung: an input did not return within 10 s`.
    /// - Throws: ``TraceError/unencodableEvent(problem:)`` when the event cannot be
    ///   encoded. A reason longer than about 180 bytes does not fit the signal handler's
    ///   record: the hang then ends the trace without it.
    public func prepareHangEnding(reason: String) throws(TraceError) {
        let body = try Self.body(of: .crashed(reason: reason, coordinator: nil))
        body.withUnsafeBytes { navsim_pending_set_crash(signalSlot, SIGALRM, $0.baseAddress, $0.count) }
    }

    /// Ends the process because app code hung, from a signal handler: every open writer's
    /// trace gets its appended events and then its hang event (``prepareHangEnding(reason:)``),
    /// synced as after a fault, no other thread appends after it, the line
    /// (``reportKeptEventsOnFatalSignal(as:)``) says `the app hung`, and the process exits
    /// with ``hungExitStatus``. Async-signal-safe.
    public static let hangEnding: @convention(c) () -> Void = navsim_pending_end_hung

    /// The exit status of a process ``hangEnding`` ended: 124, as `timeout(1)` reports a
    /// command that ran out of time.
    public static let hungExitStatus = Int32(NAVSIM_HUNG_STATUS)

    /// Encodes each fault's `crashed` event and each signal's `interrupted` event for the
    /// signal handler, which cannot encode.
    private func giveSignalHandlerTheCrashRecords() throws(TraceError) {
        for fault in Self.faults {
            let body = try Self.body(of: .crashed(reason: fault.reason, coordinator: nil))
            body.withUnsafeBytes { navsim_pending_set_crash(signalSlot, fault.signal, $0.baseAddress, $0.count) }
        }
        for interruption in Self.interruptions {
            let body = try Self.body(of: .interrupted(signal: interruption.name))
            body.withUnsafeBytes {
                navsim_pending_set_interruption(signalSlot, interruption.signal, $0.baseAddress, $0.count)
            }
        }
    }

    /// What follows the sequence number in `event`'s record.
    private static func body(of event: NavigationEvent) throws(TraceError) -> [UInt8] {
        var body: [UInt8] = []
        do {
            try event.encode(into: &body)
        } catch {
            throw .unencodableEvent(problem: error)
        }
        return body
    }

    deinit {
        if fd >= 0, failure == nil { try? flush() }
        release()
        pending.deallocate()
    }

    /// Forgets the signal handler's slot, then closes the file: a closed descriptor's
    /// number may be reused for another file at once.
    private func release() {
        guard fd >= 0 else { return }
        navsim_pending_unregister(signalSlot)
        signalSlot = -1
        POSIX.closeQuietly(fd)
        fd = -1
    }

    /// Makes the signal handler print one line on standard error for each trace it keeps
    /// when the process dies of a signal, such as
    /// `navsim: interrupted (SIGINT); walk.navtrace keeps the 1234 events recorded before it`.
    ///
    /// - Parameter program: The name the line starts with.
    public static func reportKeptEventsOnFatalSignal(as program: String) {
        navsim_pending_report_as(program)
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
        scratch.removeAll(keepingCapacity: true)
        try scratch.appendEventRecord(event, sequence: lastSequence + 1)
        lastSequence += 1
        if case .crashed = event { navsim_pending_forget_crash(signalSlot) }
        try stage(scratch)
        try commitIfDue()
    }

    /// Copies whole records into the pending buffer and tells the signal handler they are
    /// there, writing the buffer first when they do not fit.
    private func stage(_ bytes: [UInt8]) throws(TraceError) {
        if pendingCount + bytes.count > pendingCapacity {
            try flush()
            if bytes.count > pendingCapacity {
                let larger = UnsafeMutableRawPointer.allocate(byteCount: bytes.count, alignment: 16)
                navsim_pending_rebase(signalSlot, larger)
                pending.deallocate()
                pending = larger
                pendingCapacity = bytes.count
            }
        }
        bytes.withUnsafeBytes { source in
            guard let base = source.baseAddress else { return }
            (pending + pendingCount).copyMemory(from: base, byteCount: source.count)
        }
        pendingCount += bytes.count
        navsim_pending_commit(signalSlot, pendingCount, lastSequence)
    }

    /// Writes and syncs as the policy says after an append.
    private func commitIfDue() throws(TraceError) {
        switch policy {
        case .always:
            try sync()
        case .never:
            if pendingCount >= bufferCapacity { try flush() }
        case .batch(let count, let milliseconds):
            let now = clock.nanoseconds()
            let waiting = lastSequence - durableSequence
            if waiting == 1 { firstUnsyncedTime = now }
            if waiting >= UInt64(max(count, 1)) || now &- firstUnsyncedTime >= UInt64(max(milliseconds, 0)) * 1_000_000
            {
                try sync()
            } else if pendingCount >= bufferCapacity {
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

    /// Writes the pending records to the file.
    private func flush() throws(TraceError) {
        guard pendingCount > 0 else { return }
        do throws(TraceError) {
            if signalSlot >= 0 {
                let code = navsim_pending_write(signalSlot)
                guard code == 0 else { throw TraceError.io(operation: "write", path: path, errno: code) }
            } else {
                try POSIX.writeAll(fd, UnsafeRawBufferPointer(start: pending, count: pendingCount), path: path)
            }
        } catch {
            failure = error
            throw error
        }
        pendingCount = 0
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
            release()
            failure = .writerClosed
        }
        if let failure { throw .writerFailed(earlier: failure) }
        if policy == .never { try flush() } else { try sync() }
    }
}
