internal import CSimulatedTime
internal import Foundation
@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency

/// Swift's main and global executors, replaced so that a session's jobs run on the
/// session's thread in a fixed order, and its sleeps wait for virtual time.
///
/// Every job Swift concurrency makes — `Task {}`, `Task.detached`, `async let`, task
/// groups, continuations, hops to and from the main actor — is enqueued on one of these
/// two executors, and `Task.sleep` schedules on them. Called on a thread that carries a
/// session (``Runtime/makingCurrent(_:)``), they put the job into the session's
/// ``JobQueue``, which the run loop empties before the input ends; called anywhere else,
/// they hand it to the platform's executors, as if NavSim were not there. A job enqueued
/// from another thread while a session is alive is counted as work from outside the model
/// (``Runtime/watchOutsideWork()``).
enum SimulatedExecutors {
    /// The platform's executors, taken before they are replaced.
    nonisolated(unsafe) private static var platformMain: (any MainExecutor)?
    nonisolated(unsafe) private static var platformDefault: (any TaskExecutor)?

    /// Makes one `Timer` while CSimulatedTime learns the callout Foundation gives its timers
    /// (`navsim_simulation_learn_foundation_timer`), before the session's first timer, and
    /// tells it whether Foundation kept that timer once nothing referred to it.
    private static func learnFoundationTimer() {
        weak var probe: Foundation.Timer?
        navsim_simulation_learn_foundation_timer(1)
        do {
            let timer = Foundation.Timer(timeInterval: 1, repeats: false) { _ in }
            probe = timer
        }
        navsim_simulation_learn_foundation_timer(0)
        navsim_simulation_foundation_keeps_timers(probe != nil ? 1 : 0)
    }

    /// Replaces the executors, once per process, and hands NavSim the blocks the dispatch
    /// functions catch.
    static let install: Void = {
        platformMain = MainActor.executor
        platformDefault = Task.defaultExecutor
        navsim_simulation_set_receiver { jobs, queue, group, delay, barrier, block in
            guard let jobs, let queue, let block else { return }
            Unmanaged<JobQueue>.fromOpaque(jobs).takeUnretainedValue()
                .dispatch(
                    DispatchedBlock(block: block, queue: queue, group: group, isBarrier: barrier != 0),
                    afterNanoseconds: delay)
        }
        navsim_simulation_set_notify_receiver { jobs, group, queue, block in
            guard let jobs, let group, let queue, let block else { return }
            let notified = DispatchedBlock(block: block, queue: queue, group: nil, isBarrier: false)
            Unmanaged<JobQueue>.fromOpaque(jobs).takeUnretainedValue()
                .notify(GroupNotification(group: group, block: notified))
        }
        navsim_simulation_set_wait_receiver { jobs, kind, object, timeout in
            guard let jobs, let object else { return -1 }
            return Unmanaged<JobQueue>.fromOpaque(jobs).takeUnretainedValue().wait(for: kind, object, timeout: timeout)
        }
        navsim_simulation_set_sync_receiver { jobs, queue, block in
            guard let jobs, let queue, let block else { return 0 }
            let taken = Unmanaged<JobQueue>.fromOpaque(jobs).takeUnretainedValue().runOnSessionThread {
                DispatchedBlock(block: block, queue: queue, group: nil, isBarrier: false)
            }
            return taken ? 1 : 0
        }
        learnFoundationTimer()
        navsim_simulation_set_timer_receiver { queue, delay, timer in
            guard let queue, let timer else { return }
            Unmanaged<JobQueue>.fromOpaque(queue).takeUnretainedValue()
                .schedule(.runLoopTimer(timer), afterNanoseconds: delay, source: "Timer")
        }
        navsim_simulation_set_source_receiver { jobs, delay, source, generation in
            guard let jobs, let source else { return }
            Unmanaged<JobQueue>.fromOpaque(jobs).takeUnretainedValue()
                .schedule(
                    .timerSource(source, generation: generation), afterNanoseconds: delay,
                    source: "DispatchSourceTimer")
        }
        navsim_simulation_set_random_receiver { queue, buffer, count in
            guard let queue, let buffer else { return }
            Unmanaged<JobQueue>.fromOpaque(queue).takeUnretainedValue().fillRandom(buffer, count: count)
        }
        navsim_simulation_set_task_receiver { jobs, task, context in
            guard let jobs, let task else { return }
            Unmanaged<JobQueue>.fromOpaque(jobs).takeUnretainedValue().startedTasks.add(task, context: context)
        }
        navsim_simulation_set_exit_receiver { status in
            MainActor.assumeIsolated { Runtime.appExits(status: status) }
        }
        _createExecutors(factory: Factory.self)
    }()

    /// The session's job queue this thread carries, if any.
    static var currentJobs: JobQueue? {
        navsim_simulation_queue().map { Unmanaged<JobQueue>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Queues `job` in the current session, or hands it to `platform`.
    static func enqueue(_ job: UnownedJob, onMainActor: Bool, platform: (any Executor)?) {
        if let jobs = currentJobs {
            jobs.append(.job(job, onMainActor: onMainActor))
            return
        }
        navsim_simulation_note_outside_work(Int32(navsim_outside_job))
        platform?.enqueue(job)
    }

    /// Schedules `job` in the current session after the time from the clock's now to
    /// `instant`, or hands it to `platform`.
    static func schedule<C: Clock>(
        _ job: UnownedJob, onMainActor: Bool, at instant: C.Instant, tolerance: C.Duration?, clock: C,
        platform: (any Executor)?
    ) {
        guard let jobs = currentJobs else {
            navsim_simulation_note_outside_work(Int32(navsim_outside_job))
            if let scheduling = platform as? any SchedulingExecutor {
                scheduling.enqueue(ExecutorJob(job), at: instant, tolerance: tolerance, clock: clock)
            } else {
                platform?.enqueue(job)
            }
            return
        }
        // The clocks of the standard library read the session's virtual time here.
        guard let delay = clock.now.duration(to: instant) as? Duration else {
            navsim_simulation_note_outside_work(Int32(navsim_outside_deadline))
            return jobs.append(.job(job, onMainActor: onMainActor))
        }
        let (seconds, attoseconds) = delay.components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let (nanoseconds, overflowAgain) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
        let delayed = overflow || overflowAgain ? (seconds < 0 ? 0 : Int64.max) : nanoseconds
        jobs.schedule(.job(job, onMainActor: onMainActor), afterNanoseconds: delayed, source: "Task.sleep")
    }

    /// Runs one piece of queued work on this thread.
    static func run(_ work: JobQueue.Work) {
        switch work {
        case .job(let job, let onMainActor):
            if onMainActor {
                job.runSynchronously(on: MainActor.sharedUnownedExecutor)
            } else {
                job.runSynchronously(on: genericExecutor)
            }
        case .dispatched(let block):
            if let jobs = currentJobs { jobs.start(block) } else { block.run() }
        case .resume(let worker, let wait):
            worker.resume(wait: wait)
        case .runLoopTimer(let timer):
            let again = navsim_run_loop_timer_fire(timer)
            guard again >= 0 else { return }
            if let jobs = currentJobs {
                jobs.schedule(.runLoopTimer(timer), afterNanoseconds: again, source: "Timer")
            } else {
                navsim_run_loop_timer_release(timer)
            }
        case .timerSource(let source, let generation):
            let again = navsim_timer_source_fire(source, generation)
            guard again >= 0 else { return }
            if let jobs = currentJobs {
                jobs.schedule(
                    .timerSource(source, generation: generation), afterNanoseconds: again,
                    source: "DispatchSourceTimer")
            } else {
                navsim_timer_source_release(source)
            }
        }
    }

    /// The generic executor: no actor, as the global executor's threads run jobs.
    private static let genericExecutor = unsafeBitCast((0, 0), to: UnownedSerialExecutor.self)

    private enum Factory: ExecutorFactory {
        static let mainExecutor: any MainExecutor = SimulatedMainExecutor()
        static let defaultExecutor: any TaskExecutor = SimulatedGlobalExecutor()
    }

    /// The main actor's executor: the session's queue on its thread, the platform's
    /// (the main dispatch queue) elsewhere.
    private final class SimulatedMainExecutor: MainExecutor, SessionExecutor, @unchecked Sendable {
        var runsOnMainActor: Bool { true }
        var platform: (any Executor)? { platformMain }
        func run() throws { try platformMain?.run() }
        func stop() { platformMain?.stop() }
        func checkIsolated() { platformMain?.checkIsolated() }
        var isMainExecutor: Bool { true }
    }

    /// The global concurrent executor: the session's queue on its thread, the platform's
    /// cooperative pool elsewhere.
    private final class SimulatedGlobalExecutor: TaskExecutor, SessionExecutor, @unchecked Sendable {
        var runsOnMainActor: Bool { false }
        var platform: (any Executor)? { platformDefault }
    }
}

/// What the two simulated executors share: jobs and sleeps go to the session of the
/// calling thread, or to `platform`.
private protocol SessionExecutor: SchedulingExecutor {
    /// Whether its jobs run on the main actor.
    var runsOnMainActor: Bool { get }
    /// The platform's executor it stands in for.
    var platform: (any Executor)? { get }
}

extension SessionExecutor {
    func enqueue(_ job: consuming ExecutorJob) {
        SimulatedExecutors.enqueue(UnownedJob(job), onMainActor: runsOnMainActor, platform: platform)
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        SimulatedExecutors.schedule(
            UnownedJob(job), onMainActor: runsOnMainActor, at: instant, tolerance: tolerance, clock: clock,
            platform: platform)
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        enqueue(job, at: clock.now.advanced(by: delay), tolerance: tolerance, clock: clock)
    }
}
