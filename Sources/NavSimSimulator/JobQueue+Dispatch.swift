internal import CSimulatedTime

/// The app's dispatch queues in a session: blocks sent from the session's scope run in it,
/// in a fixed order, and waits for semaphores and groups hand the turn on instead of
/// blocking it (docs/architecture.md, "Deterministic by construction").
///
/// A block for the main queue runs on the session's thread, in turn with the main actor's
/// jobs. A block for any other queue runs, in its turn, on a ``SessionWorker`` that takes
/// turns with the session's thread, so it runs until it finishes or waits. Blocks start in
/// the order they were sent: a serial queue's one after another (one that waits holds the
/// queue's later blocks back until it finishes), a concurrent queue's each once the one
/// before it finished or waits, which is one of the orders a concurrent queue may take; a
/// barrier on a private concurrent queue waits for the queue's earlier blocks and holds its
/// later ones back.
extension JobQueue {
    /// Queues `block` to run now (`delay` negative) or after `delay` nanoseconds of virtual
    /// time.
    func dispatch(_ block: DispatchedBlock, afterNanoseconds delay: Int64) {
        guard delay >= 0 else { return append(.dispatched(block)) }
        let source = timerSource ?? (block.isMain ? "DispatchQueue.main.asyncAfter" : "DispatchQueue.asyncAfter")
        schedule(.dispatched(block), afterNanoseconds: delay, source: source)
    }

    /// Sends `notification`'s block to its queue once its group is empty.
    func notify(_ notification: GroupNotification) {
        notifications.append(notification)
    }

    /// Runs `block`: on this thread for the main queue; else on a worker, unless its private
    /// queue must first finish other blocks (it runs alone, or one running does, or an
    /// earlier block waits its turn), which it then waits for.
    func start(_ block: DispatchedBlock) {
        if block.isMain { return block.run() }
        if block.takesTurns, !block.holdsQueue {
            let waitsItsTurn = heldBlocks.contains { $0.queue == block.queue }
            guard !waitsItsTurn, busyQueues[block.queue, default: QueueTurn()].admit(block) else {
                return heldBlocks.append(block)
            }
        }
        let run: @Sendable () -> Void = { [self] in
            block.run()
            finished(block)
        }
        if !SessionWorker.run(run) { run() }
    }

    /// `block` finished: its private queue starts the blocks it held back, in order, as
    /// many as may run now.
    private func finished(_ block: DispatchedBlock) {
        guard block.takesTurns, var turn = busyQueues[block.queue] else { return }
        turn.leave(block)
        while let index = heldBlocks.firstIndex(where: { $0.queue == block.queue }), turn.admit(heldBlocks[index]) {
            let next = heldBlocks.remove(at: index)
            next.holdsQueue = true
            append(.dispatched(next))
        }
        busyQueues[block.queue] = turn.running > 0 ? turn : nil
    }

    /// Queues the notifications whose groups are empty and the workers whose waits are over,
    /// in the order they began to wait: what the session does when it runs out of work.
    func wakeWaiters() {
        notifications.removeAll { notification in
            guard notification.isDue else { return false }
            append(.dispatched(notification.block))
            return true
        }
        for worker in blockedWorkers { worker.wakeIfReady() }
    }

    /// A wait of the app for a semaphore or a group (`kind`), `timeout` nanoseconds of
    /// virtual time long (negative: for ever), in the session's scope.
    ///
    /// A worker hands the turn back until what it waits for comes, or its timeout (a timer of
    /// the session). The session's thread runs what need not run on it (blocks of other
    /// queues, workers, tasks off the main actor) until what it waits for comes; when nothing
    /// is left to run, a wait with a timeout times out at once.
    ///
    /// - Returns: 0 when it came, 1 when it timed out, -1 when the thread is to wait for
    ///   real (nothing in the session can end the wait, or the session ended).
    func wait(for kind: Int32, _ object: UnsafeMutableRawPointer, timeout: Int64) -> Int {
        let acquire = { navsim_dispatch_try_wait(kind, object) != 0 }
        if acquire() { return 0 }
        if SessionWorker.isWorker {
            let source = kind == navsim_wait_group ? "DispatchGroup.wait" : "DispatchSemaphore.wait"
            let acquired = SessionWorker.block(until: acquire, timeout: timeout >= 0 ? timeout : nil, source: source)
            return acquired.map { $0 ? 0 : 1 } ?? -1
        }
        if runWhileSessionThreadWaits(until: acquire) { return 0 }
        return timeout >= 0 ? 1 : -1
    }

    /// `DispatchQueue.main.sync` on a worker: the session's thread runs `block` in its turn
    /// while the worker waits; whether it was taken (not on a worker, the caller runs it).
    func runOnSessionThread(_ block: () -> DispatchedBlock) -> Bool {
        guard SessionWorker.isWorker, !isClosed else { return false }
        let main = block()
        append(.dispatched(main))
        _ = SessionWorker.block(until: { main.hasRun }, timeout: nil, source: "")
        return true
    }

    /// On the session's thread, which waits: runs the work that need not run on it until
    /// `acquire` succeeds; whether it did.
    private func runWhileSessionThreadWaits(until acquire: () -> Bool) -> Bool {
        while !acquire() {
            guard let work = takeReady(where: \.runsOffTheSessionThread) else { return false }
            SimulatedExecutors.run(work)
        }
        return true
    }
}

/// The blocks of a private queue that run (on workers that wait): a serial queue runs one
/// at a time, a concurrent one any number, except beside a barrier.
struct QueueTurn {
    /// The blocks started and not finished.
    private(set) var running = 0
    /// Whether the one running runs alone.
    private var isAlone = false

    /// Counts `block` as running if it may start now; whether it may.
    mutating func admit(_ block: DispatchedBlock) -> Bool {
        guard block.runsAlone ? running == 0 : !isAlone else { return false }
        running += 1
        isAlone = block.runsAlone
        return true
    }

    /// `block`, which was running, finished.
    mutating func leave(_ block: DispatchedBlock) {
        running -= 1
        if block.runsAlone { isAlone = false }
    }
}

extension JobQueue.Work {
    /// Whether it may run while the session's thread waits: it would run on another thread
    /// on iOS.
    var runsOffTheSessionThread: Bool {
        switch self {
        case .dispatched(let block): !block.isMain
        case .resume: true
        case .job(_, let onMainActor): !onMainActor
        case .runLoopTimer, .timerSource: false
        }
    }
}
