import CGraphvizWorker
import Foundation

/// The process that runs Graphviz for this process: one request at a time.
///
/// The worker (C, in `CGraphvizWorker`) is a fresh image of this executable, started with
/// `posix_spawn` and entered through a constructor before `main`; it never runs Swift, and
/// it inherits no lock, thread or descriptor of this process. It then answers requests —
/// DOT text, engine, format, limits — one after the other, each with a
/// `navsim_render_report`, Graphviz's messages and the picture. Its stderr, where a failed
/// assertion prints, comes back on a pipe of its own. It exits after any request that failed
/// (a graph above the limits is refused, not failed), and a new one is started for the next.
///
/// Not a bare `fork`: a forked child holds a copy of every lock another thread held at that
/// instant, and pango 1.50 leaves threads of its own (fontconfig's match and sort) running
/// after a render returns; under load a forked worker waited for them forever.
///
/// An abort, a crash, a worker that does not answer in time or that stops making progress
/// ends only the worker: the caller gets ``GraphvizError/crashed(signal:message:)``,
/// ``GraphvizError/timedOut(seconds:)`` or ``GraphvizError/stalled(seconds:attempts:)``.
/// Use it only holding the Graphviz lock.
final class GraphvizWorker {
    private let pid: pid_t
    private let requests: Int32
    private let answers: Int32
    private let errors: Int32
    /// The worker's CPU-time beats in the POSIX path (CPlatform), else -1.
    private let beats: Int32
    /// Whether the worker has ended and been reaped.
    private(set) var hasEnded = false

    /// What a worker answered to a request.
    struct Answer {
        let report: navsim_render_report
        /// Graphviz's messages, with what the worker printed on stderr.
        let message: String
        let data: [UInt8]
    }

    /// Starts a worker that has `fault` (for tests; none unless told).
    init(fault: navsim_fault = NAVSIM_FAULT_NONE) throws(GraphvizError) {
        let worker = navsim_spawn_worker(fault)
        guard worker.pid > 0 else {
            throw .isolationFailed(message: "cannot start the Graphviz worker: \(String(cString: strerror(errno)))")
        }
        pid = worker.pid
        requests = worker.requests
        answers = worker.answers
        errors = worker.errors
        beats = worker.beats
    }

    deinit {
        stop()
    }

    // MARK: - Requests

    /// Sends one request; `false` when the worker has gone (it ended between requests).
    func send(_ dot: String, engine: String, format: String, limits: GraphvizRenderer.Limits) -> Bool {
        let text = Array(dot.utf8)
        let engineName = Array(engine.utf8)
        let formatName = Array(format.utf8)
        var request = navsim_render_request(
            dot_length: UInt64(text.count), engine_length: UInt64(engineName.count),
            format_length: UInt64(formatName.count), maximum_nodes: UInt64(limits.nodes),
            maximum_edges: UInt64(limits.edges), maximum_subgraphs: UInt64(limits.clusters))
        let header = withUnsafeBytes(of: &request) { navsim_send_all(requests, $0.baseAddress, $0.count) }
        return header == 0
            && [text, engineName, formatName].allSatisfy { part in
                part.withUnsafeBytes { navsim_send_all(requests, $0.baseAddress, $0.count) } == 0
            }
    }

    /// Reads the answer to the request sent, within `timeLimit`, as long as the worker makes
    /// progress: it sends bytes, uses CPU time, or has a thread running, waiting to run or
    /// reading a disk at least once every `stallLimit`.
    ///
    /// - Throws: ``GraphvizError/timedOut(seconds:)`` after killing a worker that did not
    ///   answer in time, ``GraphvizError/stalled(seconds:attempts:)`` (one attempt) after
    ///   killing one that made no progress for `stallLimit`,
    ///   ``GraphvizError/crashed(signal:message:)`` when a signal ended it,
    ///   ``GraphvizError/isolationFailed(message:)`` when it ended otherwise.
    func answer(within timeLimit: Duration, stallLimit: Duration) throws(GraphvizError) -> Answer {
        let clock = ContinuousClock()
        let deadline = clock.now + timeLimit
        let headerSize = MemoryLayout<navsim_render_report>.size
        var received: [UInt8] = []
        var printed: [UInt8] = []
        var expected: Int?
        var answersOpen = true
        var errorsOpen = true
        var progress = Progress(pid: pid, beats: beats, at: clock.now)
        while answersOpen, expected.map({ received.count < $0 }) ?? true {
            let left = deadline - clock.now
            guard left > .zero else {
                stop()
                throw .timedOut(seconds: Int(timeLimit.components.seconds))
            }
            guard progress.lastSeen + stallLimit > clock.now else {
                stop()
                throw .stalled(seconds: Int(stallLimit.components.seconds), attempts: 1)
            }
            var polled = [pollfd(fd: answers, events: Int16(POLLIN), revents: 0)]
            if errorsOpen { polled.append(pollfd(fd: errors, events: Int16(POLLIN), revents: 0)) }
            // Wake at least 4 times a second to look at the worker's CPU time.
            let slice = min(left, .milliseconds(250))
            let milliseconds = Int32(clamping: Int((slice / .milliseconds(1)).rounded(.up)))
            guard poll(&polled, nfds_t(polled.count), milliseconds) >= 0 || errno == EINTR else {
                stop()
                throw .isolationFailed(message: "poll: \(String(cString: strerror(errno)))")
            }
            let before = received.count + printed.count
            for entry in polled where entry.revents != 0 {
                if entry.fd == answers {
                    answersOpen = Self.drain(entry.fd, into: &received)
                } else {
                    errorsOpen = Self.drain(entry.fd, into: &printed)
                }
            }
            progress.look(sent: received.count + printed.count > before, at: clock.now)
            if expected == nil, received.count >= headerSize {
                let report = received.withUnsafeBytes { $0.loadUnaligned(as: navsim_render_report.self) }
                expected = headerSize + Int(report.message_length) + Int(report.data_length)
            }
        }
        guard let expected, received.count == expected else {
            // The worker ended before answering: what ended it, and what it printed.
            while errorsOpen, Self.drain(errors, into: &printed) {}
            let status = reap()
            let text = Self.text(printed)
            let signal = navsim_terminating_signal(status)
            if signal != 0 { throw .crashed(signal: signal, message: text) }
            throw .isolationFailed(
                message: "the Graphviz worker exited with status \(navsim_exit_code(status)) \(text)")
        }
        let report = received.withUnsafeBytes { $0.loadUnaligned(as: navsim_render_report.self) }
        let messageEnd = headerSize + Int(report.message_length)
        let message = Self.text(Array(received[headerSize..<messageEnd]) + [10] + printed)
        if Int(report.status) != NAVSIM_RENDER_OK, Int(report.status) != NAVSIM_RENDER_TOO_LARGE {
            // The worker leaves after an error.
            _ = reap()
        }
        return Answer(report: report, message: message, data: Array(received[messageEnd...]))
    }

    // MARK: - Progress

    /// When a worker was last seen making progress.
    private struct Progress {
        let pid: pid_t
        let beats: Int32
        private(set) var lastSeen: ContinuousClock.Instant
        private var ticks: Int64

        init(pid: pid_t, beats: Int32, at now: ContinuousClock.Instant) {
            self.pid = pid
            self.beats = beats
            lastSeen = now
            var busy: Int32 = 0
            ticks = navsim_worker_activity(pid, beats, -1, &busy)
        }

        /// Notes progress at `now` when the worker `sent` bytes, used CPU time since the
        /// last look, or has a thread that is running, waiting to run, or reading a disk
        /// (or when its CPU time cannot be read: then nothing says it is stuck).
        mutating func look(sent: Bool, at now: ContinuousClock.Instant) {
            var busy: Int32 = 0
            let current = navsim_worker_activity(pid, beats, ticks, &busy)
            if sent || busy != 0 || current < 0 || current != ticks { lastSeen = now }
            ticks = current
        }
    }

    // MARK: - Ending

    /// Kills the worker, whatever it is doing, and reaps it.
    func stop() {
        guard !hasEnded else { return }
        kill(pid, SIGKILL)
        _ = reap()
    }

    /// Waits for the worker to end, closes the parent's ends and returns the wait status.
    private func reap() -> Int32 {
        var status: Int32 = 0
        guard !hasEnded else { return status }
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        close(requests)
        close(answers)
        close(errors)
        if beats >= 0 { close(beats) }
        hasEnded = true
        return status
    }

    /// Appends what `fd` has to `bytes`; `false` at its end.
    private static func drain(_ fd: Int32, into bytes: inout [UInt8]) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count > 0 {
            bytes += chunk[..<count]
            return true
        }
        return count < 0 && errno == EINTR
    }

    /// What Graphviz wrote, on one line: its lines trimmed and joined with `; `, so that an
    /// error that carries it is one line too.
    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "; ")
    }
}
