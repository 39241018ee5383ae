internal import CSimulatedTime

/// The Swift tasks a session's app code started (`Task {}`, `Task.detached`, a task group's
/// `addTask`), for the pending-work rule: a task that has not finished holds its closure's
/// context, and so what the closure captured strongly.
///
/// The concurrency runtime tells its callers nothing about a task, so whether one finished
/// is read from its status flags, where the runtime's own debugger support finds them
/// (`navsim_task_has_finished`); on a runtime whose tasks NavSim does not know, no task
/// counts as unfinished. Each task is held weakly: one that finished and that nothing else
/// holds is gone.
struct StartedTasks {
    /// A task and its closure's context.
    private struct Started {
        weak var task: AnyObject?
        let context: UnsafeRawPointer
    }

    private var started: [Started] = []
    /// The count at which the finished tasks are next dropped.
    private var nextSweep = 64

    /// Records `task`, whose closure's context is `context` (`nil`: it captures nothing, and
    /// holds nothing).
    mutating func add(_ task: UnsafeRawPointer, context: UnsafeRawPointer?) {
        guard let context else { return }
        started.append(Started(task: Unmanaged<AnyObject>.fromOpaque(task).takeUnretainedValue(), context: context))
        if started.count >= nextSweep {
            started.removeAll { !Self.isUnfinished($0) }
            nextSweep = max(64, 2 * started.count)
        }
    }

    /// The closure contexts of the tasks that have not finished, in the order they started.
    var unfinishedContexts: [UnsafeRawPointer] {
        started.filter(Self.isUnfinished).map(\.context)
    }

    private static func isUnfinished(_ started: Started) -> Bool {
        guard let task = started.task else { return false }
        return navsim_task_has_finished(Unmanaged.passUnretained(task).toOpaque()) == 0
    }
}
