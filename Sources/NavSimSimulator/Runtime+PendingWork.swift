internal import CSimulatedTime
internal import Foundation
package import NavSimCore

extension Runtime {
    /// Records what the pending work holds (``heldByPendingWork()``) when it is not what the
    /// state last recorded (``NavigationEvent/pendingWorkHeld(coordinators:screens:)``): at
    /// the end of an input, once the app's objects were looked at, so the live check and the
    /// check of the trace spare the same objects.
    package func recordPendingWorkHolds() {
        guard recordsFormat21Events else { return }
        let holds = heldByPendingWork()
        if holds != state.heldByPendingWork { emit(holds.event) }
    }

    /// The screens and coordinators that the work the app left pending holds strongly
    /// (``PendingWorkHolds``): what the leak rules wait for.
    ///
    /// The pending work is each block sent to a dispatch queue that has not run yet (waiting
    /// for virtual time, for its busy queue or for its group; a block libdispatch wrapped is
    /// read through its wrapper), each timer that will fire once (a Foundation `Timer`, a
    /// timer source), each Swift task the app started that has not finished
    /// (``StartedTasks``: waiting for a request, a sleep, another task, or to run) and each
    /// request's completion no input answered yet. What their closures capture strongly is
    /// held, and what those objects hold strongly in turn, through the same object graph the
    /// coordinator tracker walks. A repeating timer is not pending work that ends: what it
    /// holds is not spared.
    ///
    /// What it cannot see: a task's async frames (an object only a waiting task's local
    /// variables hold is judged as if nothing held it), the tasks of `async let` (their
    /// captures count only when their parent task's closure holds them too) and a timer
    /// source's handler held for a firing missed while it was suspended. A task that waits
    /// for ever (on an `AsyncStream` that never ends, a continuation never resumed) counts as
    /// pending all the same.
    package func heldByPendingWork() -> PendingWorkHolds {
        // Read safely (through `Mirror`), closures are not seen: nothing is spared.
        guard objectReading == .fast else { return .nothing }
        let graph = CoordinatorTracker.graphs.fast
        var held = HeldObjects(graph: graph)
        for block in pendingBlocks {
            if let closure = block.swiftClosure { held.collect(at: closure, as: .closure) }
        }
        collectOneShotTimers(into: &held)
        for context in jobs.startedTasks.unfinishedContexts {
            // The context as the second word of a closure value, as the walk reads closures.
            withUnsafeBytes(of: (UInt(0), UInt(bitPattern: context))) { closure in
                held.collect(at: closure.baseAddress!, as: .closure)
            }
        }
        for number in pendingResponses.keys.sorted() {
            // A closure read from the dictionary may come as a new thunk at the address of the
            // one read before, which the walk entered: each completion has a walk of its own.
            var captured = HeldObjects(graph: graph)
            if let completion = pendingResponses[number] { captured.collect(completion) }
            held.objects += captured.objects
        }
        guard !held.objects.isEmpty else { return .nothing }
        var screensByAddress: [ObjectIdentifier: ScreenID] = [:]
        for id in state.screens.keys {
            if let screen = screen(id) { screensByAddress[ObjectIdentifier(screen)] = id }
        }
        var holds = PendingWorkHolds()
        var queue = held.objects
        var visited = Set(queue.map(ObjectIdentifier.init))
        var next = 0
        while next < queue.count {
            let object = queue[next]
            next += 1
            if let id = screensByAddress[ObjectIdentifier(object)] { holds.screens.insert(id) }
            if let id = observer?.trackedCoordinator(object) { holds.coordinators.insert(id) }
            let plan = graph.plan(of: object)
            guard plan.isEntered else { continue }
            for reached in graph.strongObjects(of: object) where visited.insert(ObjectIdentifier(reached)).inserted {
                queue.append(reached)
            }
        }
        return holds
    }

    /// Collects what the timers that will fire once hold: a timer source's event handler
    /// (``DispatchedBlock/swiftClosure(in:)``) and a Foundation `Timer`'s block (its `_fire`
    /// property). A repeating timer, which holds them until the app stops it, is left out.
    private func collectOneShotTimers(into held: inout HeldObjects) {
        for timer in jobs.timers {
            switch timer.work {
            case .timerSource(let source, let generation):
                if let handler = navsim_timer_source_pending_handler(source, generation),
                    let closure = DispatchedBlock.swiftClosure(in: handler)
                {
                    held.collect(at: closure, as: .closure)
                }
            case .runLoopTimer(let record):
                if let timer = navsim_run_loop_timer_pending_timer(record), let offset = Self.timerBlockOffset {
                    held.collect(at: UnsafeRawPointer(timer) + offset, as: .closure)
                }
            case .job, .dispatched, .resume: continue
            }
        }
    }

    /// Where a Foundation `Timer` keeps the block it fires (its `_fire` property), or `nil`
    /// if Foundation has no such property.
    private static let timerBlockOffset = Reflection.fields(of: Foundation.Timer.self).first {
        $0.name == "_fire"
    }?.offset

    /// The blocks sent to dispatch queues that have not run yet, in the order queued.
    private var pendingBlocks: [DispatchedBlock] {
        var blocks: [DispatchedBlock] = []
        for timer in jobs.timers {
            if case .dispatched(let block) = timer.work { blocks.append(block) }
        }
        blocks += jobs.heldBlocks
        blocks += jobs.notifications.map(\.block)
        return blocks.filter { !$0.hasRun }
    }
}

extension Runtime {
    /// Runs `work` on the main queue after `seconds` of virtual time, as
    /// `DispatchQueue.main.asyncAfter` does (at once for none), its timer recorded with
    /// `source`: for what UIKit itself schedules (a Core Animation animation's end), which a
    /// trace does not put down to the app's code.
    package func runOnMain(after seconds: Double, source: String, _ work: @escaping @MainActor () -> Void) {
        jobs.timerSource = source
        defer { jobs.timerSource = nil }
        DispatchQueue.main.asyncAfter(deadline: .now() + max(seconds, 0)) { MainActor.assumeIsolated(work) }
    }
}
