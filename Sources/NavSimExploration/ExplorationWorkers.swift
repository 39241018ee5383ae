import CPlatform
import NavSimJournal
import NavSimSimulator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Batches of work done in child processes forked from this one, at most `count` at a
/// time, each batch's bytes handed back in batch order.
///
/// The simulator is main-actor code with one live runtime per process, so two sessions
/// cannot run on two threads; a forked child has the whole app and exploration already
/// (no app to describe or set up again) and runs the batch on its only thread, the one
/// that forked it, then writes the bytes to its pipe and leaves with `_exit`, running
/// nothing of the parent's exit. A child needs no other thread: the work is synchronous
/// main-actor code. Every child is reaped before ``run(batches:work:interrupted:deliver:)``
/// returns, whatever ends it: a child that dies, or writes less than it should, is
/// reported as a `nil` batch; when the caller stops or is interrupted, the children left
/// are killed and reaped.
///
/// A child that has not answered long after this process finished its own work (ten times
/// as long, and at least ``minimumPatience``) is killed and reported as a `nil` batch too:
/// a fork of a threaded process can deadlock on a lock another thread held, and the caller
/// does the batch itself rather than wait for ever (unless ``killsLateChildren`` is off).
///
/// A child that ends with a hang record (``Session/hangReport``: an input ran past its time
/// limit) or a trap record (``Session/reportTraps()``: the app trapped in an input) is
/// reported to `failed` with the input's label, and a new child does its batch again: the
/// caller makes the batch skip that input.
@MainActor
struct ExplorationWorkers {
    /// The least time a child is given after this process's own work.
    static var minimumPatience = Duration.seconds(10)

    /// Whether this process runs on one thread, so that a fork cannot copy a lock another
    /// thread holds. An app that started threads of its own (URLSession's, a background
    /// queue's) is explored in this process instead: a worker forked then would wait for
    /// ever on a lock of libdispatch or of malloc. Where threads cannot be counted (the POSIX
    /// path, CPlatform), every app is explored in this process.
    static var isOnlyThread: Bool { navsim_thread_count() == 1 }

    /// An input that ended a child: it ran past its time limit, or the app trapped in it
    /// or called `exit`.
    struct InputFailure {
        /// The input's label (``Session/labelInputs(_:_:_:)``); for an `exit`, its third
        /// number is the events before it.
        let label: (Int, Int, Int)
        /// The trap's signal; `nil` for a hang or an `exit`.
        let signal: Int32?
        /// The status app code passed to `exit`; `nil` for a hang or a trap.
        var exitStatus: Int32?
    }

    /// How a run of batches ended.
    enum Ending {
        /// Every batch was delivered.
        case finished
        /// `deliver` asked to stop.
        case stopped
        /// `interrupted` said yes while children were working.
        case interrupted
    }

    /// The most children working at once.
    let count: Int
    /// Whether a child late by the rule above is killed; off when this process does no work
    /// of its own to measure patience by, and every input of a child has its time limit.
    var killsLateChildren = true
    /// Whether a trap in a child's app code is reported as the input's failure (the caller
    /// then skips it); otherwise the child just dies and its batch is reported as `nil`.
    var reportsTraps = false
    /// Whether app code that calls `exit` in a child is reported as the input's failure, as
    /// a trap is (with ``reportsTraps``); otherwise the child exits with the app's status and
    /// its batch is reported as `nil`.
    var reportsExits = false
    /// The most times one batch is done again after a hang or a trap.
    static let maximumRetries = 1_000
    /// Whether a batch whose input hung or trapped is done again (the caller then skips that
    /// input); otherwise its child is reported as a `nil` batch.
    var retriesFailedInputs = true

    /// Forks a child per batch, `count` at a time, runs `meanwhile` here once the first
    /// children are started, and then delivers each batch's bytes in batch order, `nil`
    /// for a batch whose child failed (it could not be forked, it died, or it exited with
    /// a failure).
    ///
    /// - Parameters:
    ///   - work: The batch's bytes; it runs in the child.
    ///   - meanwhile: Work of this process, done while the children work; returns whether to go on.
    ///   - interrupted: Asked while children work, about every 50 ms and after each signal.
    ///   - failed: Takes an input that hung or trapped in a child, before the batch is done
    ///     again (when ``retriesFailedInputs``) or delivered as `nil`.
    ///   - deliver: Takes the next batch's bytes in order; returns whether to go on.
    func run(
        batches: Int, work: (Int) -> [UInt8], meanwhile: () -> Bool, interrupted: () -> Bool,
        failed: (InputFailure) -> Void = { _ in }, deliver: (Int, [UInt8]?) -> Bool
    ) -> Ending {
        // Read once here rather than once in every child that names a call stack.
        CallStack.readNamesBeforeForking()
        var running: [Int: Child] = [:]
        var results: [Int: [UInt8]?] = [:]
        defer { for child in running.values { child.stop() } }
        var started = 0
        var delivered = 0
        var waited = false
        var retries: [Int: Int] = [:]
        let clock = ContinuousClock()
        let start = clock.now
        var deadline = clock.now
        while delivered < batches || !waited {
            while running.count < count, started < batches {
                if let child = Child.fork(
                    reportingTraps: reportsTraps, reportingExits: reportsExits, running: { work(started) })
                {
                    running[started] = child
                } else {
                    results[started] = .some(nil)
                }
                started += 1
            }
            if !waited {
                waited = true
                guard meanwhile() else { return .stopped }
                deadline = clock.now + max(Self.minimumPatience, (clock.now - start) * 10)
            }
            while let result = results.removeValue(forKey: delivered) {
                guard deliver(delivered, result) else { return .stopped }
                delivered += 1
            }
            guard delivered < batches else { break }
            if interrupted() { return .interrupted }
            for (batch, done) in Self.collect(&running) {
                if case .inputFailed(let failure) = done { failed(failure) }
                guard case .inputFailed = done, retriesFailedInputs, retries[batch, default: 0] < Self.maximumRetries
                else {
                    results[batch] = .some(done.bytes)
                    continue
                }
                retries[batch, default: 0] += 1
                if let child = Child.fork(
                    reportingTraps: reportsTraps, reportingExits: reportsExits, running: { work(batch) })
                {
                    running[batch] = child
                } else {
                    results[batch] = .some(nil)
                }
            }
            if killsLateChildren, clock.now > deadline, results[delivered] == nil,
                let late = running.removeValue(forKey: delivered)
            {
                late.stop()
                results[delivered] = .some(nil)
            }
        }
        return .finished
    }

    /// Waits up to 50 ms for the children's pipes and reads what they hold: the batches
    /// whose children ended, with their bytes or `nil`.
    private static func collect(_ running: inout [Int: Child]) -> [(Int, Child.Result)] {
        let batches = running.keys.sorted()
        var polled = batches.map { pollfd(fd: running[$0]?.pipe ?? -1, events: Int16(POLLIN), revents: 0) }
        guard poll(&polled, nfds_t(polled.count), 50) > 0 else { return [] }
        var ended: [(Int, Child.Result)] = []
        for (batch, entry) in zip(batches, polled) where entry.revents != 0 {
            guard var child = running[batch] else { continue }
            if child.readAvailable() {
                running[batch] = child
            } else {
                running[batch] = nil
                ended.append((batch, child.finish()))
            }
        }
        return ended
    }
}

extension ExplorationWorkers {
    /// One forked child and the end of its pipe (a socket pair) that this process reads.
    struct Child {
        let pid: pid_t
        let pipe: Int32
        private var received: [UInt8] = []

        /// How a child ended.
        enum Result {
            /// It exited with 0 after writing these bytes.
            case finished([UInt8])
            /// It died, or exited with a failure.
            case failed
            /// An input ran past its time limit, or the app trapped in it.
            case inputFailed(InputFailure)

            /// The bytes of a finished child, else `nil`.
            var bytes: [UInt8]? { if case .finished(let bytes) = self { bytes } else { nil } }
        }

        /// Forks a child that writes `running()`'s bytes to a pipe and exits; `nil` when
        /// the pipe or the fork fails.
        @MainActor static func fork(reportingTraps: Bool, reportingExits: Bool, running work: () -> [UInt8]) -> Child? {
            var ends: [Int32] = [-1, -1]
            // Closed on exec, so that no process another thread spawns holds the write end open.
            guard navsim_socketpair_cloexec(&ends) == 0 else { return nil }
            let pid = navsim_fork()
            if pid == 0 {
                close(ends[0])
                // An input that hangs, or in which the app traps, ends the child with a record
                // of the input on its pipe. A trap not reported ends the child at once. Either
                // way no backtrace: the Swift runtime's backtracer would outlive the child,
                // holding the parent's output open.
                Session.reportHangs(to: ends[1], line: nil)
                if reportingTraps {
                    Session.reportTraps()
                } else {
                    for fault in [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE] { signal(fault, SIG_DFL) }
                }
                if reportingExits {
                    // The runtime has recorded the exit as a crash: the record counts the events before it.
                    Runtime.whenAppExits = { runtime, status in
                        Session.reportExit(status: status, afterEvents: max(runtime.state.step - 1, 0))
                    }
                }
                let bytes = work()
                _exit(writeAll(bytes, to: ends[1]) ? 0 : 1)
            }
            close(ends[1])
            guard pid > 0 else {
                close(ends[0])
                return nil
            }
            return Child(pid: pid, pipe: ends[0])
        }

        /// Reads what the pipe holds; `false` at its end or on an error.
        mutating func readAvailable() -> Bool {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(pipe, $0.baseAddress, $0.count) }
                if count > 0 {
                    received += buffer[..<count]
                    return true
                }
                if count < 0, errno == EINTR { continue }
                return false
            }
        }

        /// Closes the pipe and reaps the child: its bytes when it exited with 0, the input
        /// that hung or trapped when it wrote a hang or trap record and exited as
        /// ``Session/hangReport`` and ``Session/reportTraps()`` make it.
        func finish() -> Result {
            close(pipe)
            switch reap() {
            case 0: return .finished(received)
            case Session.hangExitStatus:
                return Session.hangLabel(in: received).map { .inputFailed(InputFailure(label: $0, signal: nil)) }
                    ?? .failed
            case Session.trapExitStatus:
                if let exit = Session.exitRecord(in: received) {
                    return .inputFailed(InputFailure(label: exit.label, signal: nil, exitStatus: exit.status))
                }
                return Session.trapRecord(in: received).map {
                    .inputFailed(InputFailure(label: $0.label, signal: $0.signal))
                }
                    ?? .failed
            default: return .failed
            }
        }

        /// Kills the child, closes the pipe and reaps it.
        func stop() {
            kill(pid, SIGKILL)
            close(pipe)
            _ = reap()
        }

        /// Waits for the child to end; its exit status, or `nil` when a signal ended it.
        private func reap() -> Int32? {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 {
                guard errno == EINTR else { return nil }
            }
            // WIFEXITED and WEXITSTATUS, which Swift does not import.
            return status & 0x7f == 0 ? (status >> 8) & 0xff : nil
        }

        /// Writes all of `bytes`, again after a signal; whether it did.
        private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
            var offset = 0
            while offset < bytes.count {
                let count = bytes.withUnsafeBytes {
                    write(descriptor, $0.baseAddress.map { $0 + offset }, bytes.count - offset)
                }
                if count < 0 {
                    guard errno == EINTR else { return false }
                    continue
                }
                offset += count
            }
            return true
        }
    }
}
