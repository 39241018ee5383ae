internal import CSimulatedTime
import Foundation

/// A thread that runs a piece of app work for a session while the thread that started it
/// waits: the session's background threads, taken in turns, so that every run gives the
/// same events.
///
/// Work that blocks — an `Operation` whose `main()` loads a URL with `Data(contentsOf:)`, a
/// block on a global queue that waits for a semaphore — needs a thread of its own, which no
/// order of jobs on the session's thread can give. A worker is such a thread, but it never
/// runs at the same time as another thread of the session: ``run(_:)`` hands it the turn
/// and waits until it finishes or waits, for an answer (``wait(for:)``) or for a semaphore
/// or a group (``block(until:timeout:source:)``); the answer, given in a later input, or the
/// session running out of work once the wait is over, hands it the turn again. While it
/// runs, the worker carries the session (its job queue, virtual clock and random numbers),
/// so what it queues for the main queue or the main actor, and the requests it makes, go
/// into the session in a fixed order; and NavSim never reads the app's objects while a
/// worker writes them.
package final class SessionWorker: @unchecked Sendable {
    /// The session's work, which the worker carries.
    private let jobs: JobQueue
    /// Signalled when the worker may run.
    private let turn = Handoff()
    /// Signalled when the worker finished or waits, so the thread that gave it the turn goes on.
    private let handedBack = Handoff()
    /// Whether the worker waits for an answer.
    private var isWaiting = false
    /// What the worker waits for while it waits for a semaphore or a group: takes the
    /// semaphore, or finds the group empty, without waiting.
    private var acquire: (() -> Bool)?
    /// Whether its wait is over.
    private var acquired = false
    /// How many times it waited for a semaphore or a group: a timeout of an earlier wait
    /// wakes nothing.
    private var waits = 0
    /// Whether it left the ended session and runs on as a thread of its own.
    private var hasLeftSession = false
    /// The work it runs, let go on the thread that gave it the turn once it finished: the
    /// app's objects it holds (a view controller) are released there, not on the worker.
    private var work: (@Sendable () -> Void)?
    private var isFinished = false

    private init(jobs: JobQueue) {
        self.jobs = jobs
    }

    /// The key of the worker in its thread's dictionary.
    private static let threadKey = "NavSimSessionWorker"

    /// Whether this thread runs a session's work: the session's own thread or a worker.
    package static var isInSession: Bool { SimulatedExecutors.currentJobs != nil }

    /// Whether this thread is a worker.
    package static var isWorker: Bool { current != nil }

    /// The worker this thread is, if any.
    private static var current: SessionWorker? {
        Thread.current.threadDictionary[threadKey] as? SessionWorker
    }

    /// Runs `work` on a new worker of the session this thread carries and waits until it
    /// finishes or waits; `false`, running nothing, outside a session.
    package static func run(_ work: @escaping @Sendable () -> Void) -> Bool {
        guard let jobs = SimulatedExecutors.currentJobs else { return false }
        let worker = SessionWorker(jobs: jobs)
        worker.work = work
        let thread = Thread {
            worker.turn.wait()
            Thread.current.threadDictionary[threadKey] = worker
            navsim_simulation_enter(Unmanaged.passUnretained(jobs).toOpaque(), Int64(jobs.now) * 1_000_000)
            worker.work?()
            worker.isFinished = true
            guard !worker.hasLeftSession else { return }
            navsim_simulation_enter(nil, 0)
            Thread.current.threadDictionary[threadKey] = nil
            worker.handedBack.signal()
        }
        thread.start()
        worker.takeTurn()
        return true
    }

    /// On a worker: asks for an answer (`ask` passes its `resume` to whatever gives it),
    /// hands the turn back, and returns the answer once given; `nil` when the session ended
    /// first. Not on a worker, returns `nil` at once without asking: the session's own
    /// thread cannot wait for an input.
    package static func wait<Answer>(for ask: (_ resume: @escaping @Sendable (Answer?) -> Void) -> Void) -> Answer? {
        guard let worker = current, !worker.jobs.isClosed else { return nil }
        let answer = AnswerBox<Answer>()
        ask { [worker] value in
            guard worker.isWaiting else { return }
            answer.value = value
            worker.takeTurn()
        }
        worker.isWaiting = true
        worker.jobs.waitingWorkers.append(worker)
        worker.handOver()
        return answer.value
    }

    /// On a worker: hands the turn back until `acquire` succeeds, tried by the session's
    /// thread each time it runs out of work, or until `timeout` nanoseconds of virtual time
    /// passed (a timer of the session, from `source`); whether `acquire` succeeded. `nil`
    /// off a worker, or when the session ended: the worker then leaves it, and the caller
    /// waits for real.
    static func block(until acquire: @escaping () -> Bool, timeout: Int64?, source: String) -> Bool? {
        guard let worker = current else { return nil }
        guard !worker.jobs.isClosed else {
            worker.leaveSession()
            return nil
        }
        worker.waits += 1
        worker.acquire = acquire
        worker.acquired = false
        worker.jobs.blockedWorkers.append(worker)
        if let timeout {
            worker.jobs.schedule(.resume(worker, wait: worker.waits), afterNanoseconds: timeout, source: source)
        }
        worker.handOver()
        guard worker.acquired || !worker.jobs.isClosed else {
            worker.leaveSession()
            return nil
        }
        return worker.acquired
    }

    /// On the session's thread, which ran out of work: queues the worker to take the turn
    /// if what it waits for came.
    func wakeIfReady() {
        guard !acquired, let acquire, acquire() else { return }
        acquired = true
        jobs.append(.resume(self, wait: waits))
    }

    /// Gives the turn to the worker blocked in its `wait`-th wait, which is over: what it
    /// waited for came, or its timeout (and then it tries once more). A wait that ended
    /// already is left alone.
    func resume(wait: Int) {
        guard wait == waits, acquire != nil, let index = jobs.blockedWorkers.firstIndex(where: { $0 === self })
        else { return }
        jobs.blockedWorkers.remove(at: index)
        if !acquired { acquired = acquire?() ?? false }
        acquire = nil
        takeTurn()
    }

    /// On the worker: hands the turn back and waits until it is given again.
    private func handOver() {
        handedBack.signal()
        turn.wait()
        navsim_simulation_set_time(Int64(jobs.now) * 1_000_000)
    }

    /// On the worker, once the session ended: goes on outside it, as a thread of the app's.
    private func leaveSession() {
        hasLeftSession = true
        navsim_simulation_enter(nil, 0)
        Thread.current.threadDictionary[Self.threadKey] = nil
        handedBack.signal()
    }

    /// Gives the worker the turn and waits until it hands it back.
    private func takeTurn() {
        if isWaiting {
            isWaiting = false
            jobs.waitingWorkers.removeAll { $0 === self }
        }
        turn.signal()
        handedBack.wait()
        if isFinished { work = nil }
    }

    /// Lets every worker waiting in `jobs` go on, the oldest first: those waiting for an
    /// answer without one, those waiting for a semaphore or a group leave the session (or go
    /// on in it if their wait was over). The session ends, and what the app does then asks
    /// for nothing more.
    static func release(_ jobs: JobQueue) {
        jobs.isClosed = true
        while let worker = jobs.waitingWorkers.first ?? jobs.blockedWorkers.first {
            jobs.blockedWorkers.removeAll { $0 === worker }
            worker.acquire = nil
            worker.takeTurn()
        }
    }
}

/// An answer handed from the thread that gives it to the worker that waits for it.
private final class AnswerBox<Answer>: @unchecked Sendable {
    var value: Answer?
}

/// A counting semaphore of the session's own threads, on a condition variable: the app's
/// dispatch semaphores are the session's to schedule (``JobQueue/wait(for:_:timeout:)``),
/// and its workers must not be scheduled by themselves.
private final class Handoff: @unchecked Sendable {
    private let condition = NSCondition()
    private var signals = 0

    func signal() {
        condition.lock()
        signals += 1
        condition.signal()
        condition.unlock()
    }

    func wait() {
        condition.lock()
        while signals == 0 { condition.wait() }
        signals -= 1
        condition.unlock()
    }
}
