internal import CSimulatedTime
internal import NavSimCore
import Synchronization

/// The work a session's app queued: the jobs ready to run and the timers waiting for
/// virtual time, in the order they were queued.
///
/// Only the session's scope touches it: the simulated executors and the dispatch
/// functions put work here only when they are called on the thread that carries the
/// session or on one of its workers, which take turns with it (``SimulatedExecutors``,
/// ``SessionWorker``), and the runtime runs it on the session's thread.
package final class JobQueue: @unchecked Sendable {
    /// A number no other session's queue in the process has: what ties something kept
    /// outside the session (an associated object) to it.
    let session = JobQueue.sessions.wrappingAdd(1, ordering: .relaxed).newValue
    private static let sessions = Atomic<UInt64>(0)

    /// One piece of queued work.
    enum Work {
        /// A Swift concurrency job, and whether it runs on the main actor.
        case job(UnownedJob, onMainActor: Bool)
        /// A block the app sent to a dispatch queue.
        case dispatched(DispatchedBlock)
        /// A worker that waited for a semaphore or a group gets the turn back: what it waited
        /// for came, or its timeout (its `wait`-th wait's).
        case resume(SessionWorker, wait: Int)
        /// A run-loop timer (Foundation's `Timer`), fired and, if it repeats, queued again.
        case runLoopTimer(UnsafeMutableRawPointer)
        /// A timer source (`DispatchSourceTimer`) due under its `generation`-th schedule:
        /// sends its handler to its queue and, if it repeats, is queued again.
        case timerSource(UnsafeMutableRawPointer, generation: Int64)
    }

    /// A piece of work waiting for virtual time.
    struct Timer {
        /// Virtual milliseconds since launch when it runs.
        let deadline: Int
        /// Its place among the timers with the same deadline.
        let sequence: Int
        let work: Work
    }

    /// The work ready to run, oldest first; ``nextReady`` is the first not taken.
    private var ready: [Work] = []
    private var nextReady = 0
    /// The timers, earliest deadline first, then by sequence.
    private(set) var timers: [Timer] = []
    private var nextSequence = 0
    /// The timers queued since ``takeNewTimers()``: delay in milliseconds and source.
    private var newTimers: [(milliseconds: Int, source: String)] = []
    /// What the timers the app's dispatch queues schedule now are recorded as, when UIKit
    /// schedules them rather than the app (``Runtime/runOnMain(after:source:_:)``).
    var timerSource: String?
    /// Virtual milliseconds since launch: the deadline of the last timers that fired.
    private(set) var now = 0
    /// The latest deadline: about 292 years after launch, so that the clock in nanoseconds
    /// never overflows.
    package static let latestDeadline = Int(Int64.max / 1_000_000)

    /// Where the app's random numbers come from: seeded the same at every launch, so a
    /// `UUID()` or a shuffled list in a trace is the same on every run.
    private var randomness = SplitMix64(seed: 0x4E61_7653_696D)

    /// Fills `count` bytes at `buffer` with the session's next random bytes.
    func fillRandom(_ buffer: UnsafeMutableRawPointer, count: Int) {
        var filled = 0
        while filled < count {
            let word = randomness.next()
            let length = min(MemoryLayout<UInt64>.size, count - filled)
            withUnsafeBytes(of: word) {
                buffer.advanced(by: filled).copyMemory(from: $0.baseAddress!, byteCount: length)
            }
            filled += length
        }
    }

    /// The workers waiting for an answer, oldest first (``SessionWorker``).
    var waitingWorkers: [SessionWorker] = []
    /// The workers waiting for a semaphore or a group, oldest first.
    var blockedWorkers: [SessionWorker] = []
    /// The private dispatch queues running blocks (on workers that wait): how many, and
    /// whether one runs alone (``JobQueue/start(_:)``).
    var busyQueues: [UnsafeMutableRawPointer: QueueTurn] = [:]
    /// The blocks that wait for their busy queues, in the order they were sent.
    var heldBlocks: [DispatchedBlock] = []
    /// The group notifications waiting for their groups, in the order they were asked for.
    var notifications: [GroupNotification] = []
    /// The Swift tasks the app started, finished or not.
    var startedTasks = StartedTasks()
    /// Whether the session ended: a worker then waits for nothing.
    var isClosed = false

    /// Whether no work is ready to run.
    var isIdle: Bool { nextReady == ready.count }

    /// Queues `work` to run next in turn.
    func append(_ work: Work) { ready.append(work) }

    /// Queues `work` to run `nanoseconds` of virtual time from now: at once for no delay,
    /// else rounded up to whole milliseconds, and at the latest at ``latestDeadline`` (a
    /// sleep "for ever" is a timer there).
    func schedule(_ work: Work, afterNanoseconds nanoseconds: Int64, source: String) {
        guard nanoseconds > 0 else { return append(work) }
        let (milliseconds, remainder) = nanoseconds.quotientAndRemainder(dividingBy: 1_000_000)
        let delay = min(Int(milliseconds) + (remainder > 0 ? 1 : 0), Self.latestDeadline - now)
        guard delay > 0 else { return append(work) }
        let timer = Timer(deadline: now + delay, sequence: nextSequence, work: work)
        nextSequence += 1
        let index = timers.firstIndex { $0.deadline > timer.deadline } ?? timers.endIndex
        timers.insert(timer, at: index)
        newTimers.append((delay, source))
    }

    /// The timers queued since the last call, for their events.
    func takeNewTimers() -> [(milliseconds: Int, source: String)] {
        defer { newTimers = [] }
        return newTimers
    }

    /// Moves the clock to `deadline` and makes the timers due then ready, in the order
    /// they were queued.
    func advance(to deadline: Int) {
        now = deadline
        navsim_simulation_set_time(Int64(deadline) * 1_000_000)
        while let first = timers.first, first.deadline <= deadline {
            timers.removeFirst()
            append(first.work)
        }
    }

    /// Takes the next work ready to run; when there is none, first wakes the workers and
    /// notifications whose waits are over (``wakeWaiters()``).
    func takeReady() -> Work? {
        if nextReady == ready.count { wakeWaiters() }
        guard nextReady < ready.count else {
            if !ready.isEmpty {
                ready.removeAll(keepingCapacity: true)
                nextReady = 0
            }
            return nil
        }
        defer { nextReady += 1 }
        return ready[nextReady]
    }

    /// Takes the first work ready to run that `runs` accepts, waking waiters when none is.
    func takeReady(where runs: (Work) -> Bool) -> Work? {
        if !ready[nextReady...].contains(where: runs) { wakeWaiters() }
        guard let index = ready[nextReady...].firstIndex(where: runs) else { return nil }
        return ready.remove(at: index)
    }

    /// Drops every piece of work without running it: the session is torn down.
    func removeAll() {
        for work in ready[nextReady...] + timers.map(\.work) {
            switch work {
            case .runLoopTimer(let timer): navsim_run_loop_timer_release(timer)
            case .timerSource(let source, _): navsim_timer_source_release(source)
            default: break
            }
        }
        heldBlocks = []
        notifications = []
        busyQueues = [:]
        ready = []
        nextReady = 0
        timers = []
        newTimers = []
    }
}
