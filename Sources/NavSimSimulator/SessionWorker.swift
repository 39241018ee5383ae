internal import CSimulatedTime
import Foundation

/// A thread that runs a piece of app work for a session while the thread that started it
/// waits: the session's background threads, taken in turns, so that every run gives the
/// same events.
///
/// Work that blocks — an `Operation` whose `main()` loads a URL with `Data(contentsOf:)` —
/// needs a thread of its own, which no order of jobs on the session's thread can give.
/// A worker is such a thread, but it never runs at the same time as another thread of the
/// session: ``run(_:)`` hands it the turn and waits until it finishes or waits for an
/// answer (``wait(for:)``); the answer, given in a later input on the session's thread,
/// hands it the turn again. While it runs, the worker carries the session (its job queue,
/// virtual clock and random numbers), so what it queues for the main queue or the main
/// actor, and the requests it makes, go into the session in a fixed order; and NavSim
/// never reads the app's objects while a worker writes them.
package final class SessionWorker: @unchecked Sendable {
    /// The session's work, which the worker carries.
    private let jobs: JobQueue
    /// Signalled when the worker may run.
    private let turn = DispatchSemaphore(value: 0)
    /// Signalled when the worker finished or waits, so the thread that gave it the turn goes on.
    private let handedBack = DispatchSemaphore(value: 0)
    /// Whether the worker waits for an answer.
    private var isWaiting = false
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
    /// finishes or waits for an answer; `false`, running nothing, outside a session.
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
        worker.handedBack.signal()
        worker.turn.wait()
        navsim_simulation_set_time(Int64(worker.jobs.now) * 1_000_000)
        return answer.value
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

    /// Lets every worker waiting in `jobs` go on without an answer, the oldest first: the
    /// session ends, and what the app does then asks for nothing more.
    static func release(_ jobs: JobQueue) {
        jobs.isClosed = true
        while let worker = jobs.waitingWorkers.first { worker.takeTurn() }
    }
}

/// An answer handed from the thread that gives it to the worker that waits for it.
private final class AnswerBox<Answer>: @unchecked Sendable {
    var value: Answer?
}
