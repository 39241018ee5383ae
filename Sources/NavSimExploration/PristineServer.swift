import CPlatform
import Foundation
import NavSimSimulator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A process forked before any app code runs, waiting on its only thread to do one piece of
/// work that must start from that image: `explore --launches auto` explores in this process,
/// and only when its launches diverged has the server explore again with fresh launches,
/// forking a child per launch (safe there: the server never started a thread, unlike a
/// process that ran the app).
///
/// The server holds one end of a socket pair: a byte on it asks for the work, its end (this
/// process let it go, or died) ends the server at once. While it works, the server stops as
/// when interrupted if this process is gone (``isOrphaned``), and this process forwards the
/// SIGINT or SIGTERM it caught, so that the server's report says it was interrupted.
@MainActor package final class PristineServer {
    /// The server's process.
    private let pid: pid_t
    /// This process's end of the socket pair.
    private let request: Int32
    /// Whether the server was reaped.
    private var reaped = false

    private init(pid: pid_t, request: Int32) {
        self.pid = pid
        self.request = request
    }

    /// How the server's work ended.
    package enum Ending: Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal killed it.
        case killed(signal: Int32)
    }

    /// In the server and the children it forks, the server's process and the one that
    /// forked it; `nil` elsewhere.
    private static var processes: (server: pid_t, client: pid_t)?

    /// Whether this process is a server whose client is gone: its work should stop there.
    package static var isOrphaned: Bool {
        processes.map { getpid() == $0.server && getppid() != $0.client } ?? false
    }

    /// Forks the server, which waits until ``serve(forwarding:)`` asks for `work`, runs it,
    /// and exits with the status it returns; `nil` where this process runs more than one
    /// thread (a fork could copy a lock another thread holds) or the fork fails.
    package static func start(serving work: () -> Int32) -> PristineServer? {
        guard ExplorationWorkers.isOnlyThread else { return nil }
        var ends: [Int32] = [-1, -1]
        // Closed on exec, so that no process the app spawns keeps the server waiting.
        guard navsim_socketpair_cloexec(&ends) == 0 else { return nil }
        fflush(nil)
        let client = getpid()
        let pid = navsim_fork()
        if pid == 0 {
            close(ends[0])
            processes = (server: getpid(), client: client)
            var asked: UInt8 = 0
            var count: Int
            repeat { count = read(ends[1], &asked, 1) } while count < 0 && errno == EINTR
            guard count == 1 else { _exit(0) }
            let status = work()
            fflush(nil)
            _exit(status)
        }
        close(ends[1])
        guard pid > 0 else {
            close(ends[0])
            return nil
        }
        return PristineServer(pid: pid, request: ends[0])
    }

    /// Has the server do its work and waits until it ends. `interrupt` is asked about every
    /// 50 ms: the signal it returns (the SIGINT or SIGTERM this process caught) is sent to
    /// the server once.
    package func serve(forwarding interrupt: () -> Int32?) -> Ending {
        reaped = true
        var status: Int32 = 0
        // A server already gone is reaped, not written to: that would raise SIGPIPE here.
        guard waitpid(pid, &status, WNOHANG) != pid else {
            close(request)
            return Self.ending(status)
        }
        var asked: UInt8 = 1
        _ = write(request, &asked, 1)
        var forwarded = false
        while true {
            let ended = waitpid(pid, &status, WNOHANG)
            if ended == pid { break }
            if ended < 0, errno != EINTR {
                close(request)
                return .killed(signal: SIGKILL)
            }
            if !forwarded, let signal = interrupt() {
                kill(pid, signal)
                forwarded = true
            }
            _ = poll(nil, 0, 50)
        }
        close(request)
        return Self.ending(status)
    }

    /// How a process that ended with `status` (from `waitpid`) ended.
    private static func ending(_ status: Int32) -> Ending {
        // WIFEXITED, WEXITSTATUS and WTERMSIG, which Swift does not import.
        status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .killed(signal: status & 0x7f)
    }

    /// Lets the server go without its work, and reaps it.
    package func dismiss() {
        guard !reaped else { return }
        reaped = true
        close(request)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
}
