import Dispatch
import Foundation
import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// The app's dispatch queues inside a session: blocks for other queues than the main queue
/// run on workers that take turns with the session's thread, in the order they were sent;
/// waits for semaphores and groups hand the turn on instead of blocking it; timer sources
/// are timers of the session, and `concurrentPerform` runs in order on the calling thread.
@Suite @MainActor
struct DispatchQueueTests {
    @Test func aGlobalQueuesBlockRunsOnAWorkerAfterTheCodeThatSentItAndHopsBackToTheMainQueue() throws {
        let log = Log()
        _ = try launchWork {
            DispatchQueue.global().async {
                log.note("global on \(log.thread)")
                DispatchQueue.main.async { log.note("main on \(log.thread)") }
                log.note("global sent main")
            }
            DispatchQueue.main.async { log.note("main first on \(log.thread)") }
            log.note("sent")
        }
        #expect(
            log.lines == [
                "sent", "global on a worker", "global sent main", "main first on the session's thread",
                "main on the session's thread",
            ])
    }

    @Test func aSerialQueueHoldsItsLaterBlocksBackWhileOneWaits() throws {
        let log = Log()
        _ = try launchWork {
            let serial = DispatchQueue(label: "serial")
            let semaphore = DispatchSemaphore(value: 0)
            serial.async {
                log.note("first waits")
                semaphore.wait()
                log.note("first goes on")
            }
            serial.async { log.note("second") }
            DispatchQueue.global().async {
                log.note("global signals")
                semaphore.signal()
            }
        }
        #expect(log.lines == ["first waits", "global signals", "first goes on", "second"])
    }

    @Test func aGroupNotifiesOnceItsBlocksFinishedAndAWorkerWaitsForIt() throws {
        let log = Log()
        _ = try launchWork {
            let group = DispatchGroup()
            for name in ["a", "b"] {
                DispatchQueue.global().async(group: group) { log.note(name) }
            }
            group.notify(queue: .main) { log.note("notified on \(log.thread)") }
            DispatchQueue.global().async {
                group.wait()
                log.note("waited for the group")
            }
        }
        #expect(log.lines == ["a", "b", "waited for the group", "notified on the session's thread"])
    }

    @Test func theSessionsThreadWaitingForASemaphoreRunsTheBackgroundWorkThatSignalsIt() throws {
        let log = Log()
        _ = try launchWork {
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.main.async { log.note("main waits its turn") }
            DispatchQueue.global().async {
                log.note("global on \(log.thread)")
                done.signal()
            }
            done.wait()
            log.note("the session's thread goes on")
        }
        #expect(log.lines == ["global on a worker", "the session's thread goes on", "main waits its turn"])
    }

    @Test func aWaitWithATimeoutOnAWorkerIsATimerOfTheSession() throws {
        let log = Log()
        let events = NewEvents()
        let session = try launchWork(events) {
            DispatchQueue.global().async {
                let never = DispatchSemaphore(value: 0)
                let result = never.wait(timeout: .now() + .milliseconds(1500))
                log.note(result == .timedOut ? "timed out" : "signalled")
            }
        }
        #expect(log.lines == [])
        #expect(events.take().contains("timerScheduled DispatchSemaphore.wait in 1500 ms"))
        try session.wait(milliseconds: 1500)
        #expect(log.lines == ["timed out"])
    }

    @Test func asyncAfterOnAGlobalQueueIsATimerAndMainSyncFromAWorkerRunsOnTheSessionsThread() throws {
        let log = Log()
        let events = NewEvents()
        let session = try launchWork(events) {
            DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(2)) {
                let thread = DispatchQueue.main.sync { log.thread }
                log.note("later; main.sync ran on \(thread)")
            }
        }
        #expect(events.take().contains("timerScheduled DispatchQueue.asyncAfter in 2000 ms"))
        try session.wait(milliseconds: 2000)
        #expect(log.lines == ["later; main.sync ran on the session's thread"])
    }

    @Test func aPrivateConcurrentQueueRunsABlockBesideOneThatWaitsAndABarrierAlone() throws {
        let log = Log()
        _ = try launchWork {
            let queue = DispatchQueue(label: "concurrent", qos: .utility, attributes: .concurrent)
            let ready = DispatchSemaphore(value: 0)
            queue.async {
                log.note("first waits")
                ready.wait()
                log.note("first goes on")
            }
            queue.async {
                log.note("second signals")
                ready.signal()
            }
            queue.async(flags: .barrier) { log.note("barrier") }
            queue.async { log.note("after the barrier") }
        }
        #expect(log.lines == ["first waits", "second signals", "first goes on", "barrier", "after the barrier"])
    }

    @Test func concurrentPerformRunsItsIterationsInOrderOnTheCallingThread() throws {
        let log = Log()
        _ = try launchWork {
            DispatchQueue.concurrentPerform(iterations: 4) { log.note("\($0) on \(log.thread)") }
            DispatchQueue.global().async {
                DispatchQueue.concurrentPerform(iterations: 2) { log.note("\($0) on \(log.thread)") }
            }
        }
        #expect(
            log.lines == [
                "0 on the session's thread", "1 on the session's thread", "2 on the session's thread",
                "3 on the session's thread", "0 on a worker", "1 on a worker",
            ])
    }

    @Test func aWorkItemRunsInItsTurnIsWaitedForNotifiesAndOnceCancelledRunsNothing() throws {
        let log = Log()
        _ = try launchWork {
            nonisolated(unsafe) let item = DispatchWorkItem { @Sendable in log.note("item on \(log.thread)") }
            item.notify(queue: .main) { log.note("notified on \(log.thread)") }
            DispatchQueue.global().async(execute: item)
            let cancelled = DispatchWorkItem { @Sendable in log.note("the cancelled item ran") }
            DispatchQueue.global().asyncAfter(deadline: .now(), execute: cancelled)
            cancelled.cancel()
            DispatchQueue.global().async {
                item.wait()
                log.note("waited for the item")
            }
            log.note("sent")
        }
        #expect(log.lines == ["sent", "item on a worker", "waited for the item", "notified on the session's thread"])
    }

    @Test func theFunctionVariantsTakeTheSameWayAsTheBlocks() throws {
        let log = Log()
        let events = NewEvents()
        let session = try launchWork(events) {
            let global = CDispatch.globalQueue(0, 0)
            let group = CDispatch.groupCreate()
            CDispatch.async(global, CDispatch.note("async_f", log), CDispatch.call)
            CDispatch.groupAsync(group, global, CDispatch.note("group_async_f", log), CDispatch.call)
            CDispatch.groupNotify(group, CDispatch.mainQueue, CDispatch.note("group_notify_f", log), CDispatch.call)
            CDispatch.barrierAsync(global, CDispatch.note("barrier_async_f", log), CDispatch.call)
            let later = (DispatchTime.now() + .milliseconds(250)).rawValue
            CDispatch.after(later, global, CDispatch.note("after_f", log), CDispatch.call)
            CDispatch.async(global, Unmanaged.passRetained(log).toOpaque()) { context in
                let log = Unmanaged<Log>.fromOpaque(context!).takeRetainedValue()
                CDispatch.sync(CDispatch.mainQueue, CDispatch.note("sync_f", log), CDispatch.call)
            }
            CDispatch.release(group)
        }
        #expect(
            log.lines == [
                "async_f on a worker", "group_async_f on a worker", "barrier_async_f on a worker",
                "sync_f on the session's thread", "group_notify_f on the session's thread",
            ])
        #expect(events.take().contains("timerScheduled DispatchQueue.asyncAfter in 250 ms"))
        try session.wait(milliseconds: 250)
        #expect(log.lines.last == "after_f on a worker")
    }

    @Test func aTimerSourceIsATimerOfTheSessionThatFiresOnItsQueueUntilCancelled() throws {
        let log = Log()
        let events = NewEvents()
        let session = try launchWork(events) {
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.schedule(deadline: .now() + .milliseconds(500), repeating: .seconds(1))
            timer.setEventHandler {
                log.note("tick on \(log.thread)")
                if log.lines.count == 2 { timer.cancel() }
            }
            timer.setCancelHandler { log.note("cancelled on \(log.thread)") }
            timer.resume()
        }
        #expect(events.take().contains("timerScheduled DispatchSourceTimer in 500 ms"))
        try session.wait(milliseconds: 500)
        #expect(log.lines == ["tick on the session's thread"])
        #expect(events.take().contains("timerScheduled DispatchSourceTimer in 1000 ms"))
        try session.wait(milliseconds: 1000)
        #expect(
            log.lines == [
                "tick on the session's thread", "tick on the session's thread", "cancelled on the session's thread",
            ])
        try session.wait(milliseconds: 1000)
        #expect(log.lines.count == 3)
    }

    @Test func aSuspendedTimerSourceFiresOnceWhenResumedAndOneLetGoNeverFires() throws {
        let log = Log()
        let kept = KeptTimer()
        let session = try launchWork {
            let timer = DispatchSource.makeTimerSource(queue: .global())
            timer.schedule(deadline: .now() + .milliseconds(100), repeating: .milliseconds(100))
            timer.setEventHandler { @Sendable in log.note("tick on \(log.thread)") }
            timer.resume()
            kept.timer = timer
            let dropped = DispatchSource.makeTimerSource(queue: .main)
            dropped.schedule(deadline: .now() + .milliseconds(100))
            dropped.setEventHandler { log.note("the timer let go fired") }
            dropped.resume()
        } onTap: {
            kept.isSuspended ? kept.timer?.resume() : kept.timer?.suspend()
            kept.isSuspended.toggle()
        }
        try session.wait(milliseconds: 100)
        #expect(log.lines == ["tick on a worker"])
        try session.tap("Go")
        try session.wait(milliseconds: 300)
        #expect(log.lines == ["tick on a worker"])
        try session.tap("Go")
        #expect(log.lines == ["tick on a worker", "tick on a worker"])
        try session.wait(milliseconds: 100)
        #expect(log.lines == ["tick on a worker", "tick on a worker", "tick on a worker"])
        kept.timer?.cancel()
    }

    @Test func aScheduleSetWhileATimerSourceIsSuspendedStartsWhenItIsResumed() throws {
        let log = Log()
        let events = NewEvents()
        let kept = KeptTimer()
        let session = try launchWork(events) {
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.setEventHandler { log.note("fired") }
            timer.resume()
            timer.suspend()
            timer.schedule(deadline: .now() + .milliseconds(200))
            kept.timer = timer
        } onTap: {
            kept.timer?.resume()
        }
        #expect(!events.take().contains { $0.contains("DispatchSourceTimer") })
        try session.tap("Go")
        #expect(events.take() == ["userTapped Go on s1", "timerScheduled DispatchSourceTimer in 200 ms"])
        try session.wait(milliseconds: 200)
        #expect(log.lines == ["fired"])
    }

    @Test func blocksSentOutsideASessionStayLibdispatchs() {
        let log = Log()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { log.note("on \(log.thread)") }
        group.wait()
        #expect(log.lines == ["on another thread"])
    }
}

/// A timer source the app keeps, and whether it suspended it.
private final class KeptTimer: @unchecked Sendable {
    var timer: (any DispatchSourceTimer)?
    var isSuspended = false
}

/// libdispatch's function variants, which Swift's overlay does not offer, found as C code
/// finds them: the process's definitions, which are NavSim's.
private enum CDispatch {
    typealias Function = @convention(c) (UnsafeMutableRawPointer?) -> Void

    private static func find<T>(_ name: String, as type: T.Type) -> T {
        unsafeBitCast(dlsym(dlopen(nil, RTLD_NOW), name), to: type)
    }

    static let globalQueue = find("dispatch_get_global_queue", as: (@convention(c) (Int, UInt) -> OpaquePointer).self)
    static let groupCreate = find("dispatch_group_create", as: (@convention(c) () -> OpaquePointer).self)
    static let release = find("dispatch_release", as: (@convention(c) (OpaquePointer) -> Void).self)
    static var mainQueue: OpaquePointer { OpaquePointer(dlsym(dlopen(nil, RTLD_NOW), "_dispatch_main_q")!) }
    static let async = find(
        "dispatch_async_f", as: (@convention(c) (OpaquePointer, UnsafeMutableRawPointer?, Function) -> Void).self)
    static let barrierAsync = find(
        "dispatch_barrier_async_f",
        as: (@convention(c) (OpaquePointer, UnsafeMutableRawPointer?, Function) -> Void).self)
    static let sync = find(
        "dispatch_sync_f", as: (@convention(c) (OpaquePointer, UnsafeMutableRawPointer?, Function) -> Void).self)
    static let groupAsync = find(
        "dispatch_group_async_f",
        as: (@convention(c) (OpaquePointer, OpaquePointer, UnsafeMutableRawPointer?, Function) -> Void).self)
    static let groupNotify = find(
        "dispatch_group_notify_f",
        as: (@convention(c) (OpaquePointer, OpaquePointer, UnsafeMutableRawPointer?, Function) -> Void).self)
    static let after = find(
        "dispatch_after_f",
        as: (@convention(c) (UInt64, OpaquePointer, UnsafeMutableRawPointer?, Function) -> Void).self)

    /// A context that notes `name` and the thread it runs on in `log`, for ``call``.
    static func note(_ name: String, _ log: Log) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(Note(name: name, log: log)).toOpaque()
    }

    /// Runs a context ``note(_:_:)`` made, once.
    static let call: Function = { context in
        let note = Unmanaged<Note>.fromOpaque(context!).takeRetainedValue()
        note.log.note("\(note.name) on \(note.log.thread)")
    }

    private final class Note {
        let name: String
        let log: Log

        init(name: String, log: Log) {
            self.name = name
            self.log = log
        }
    }
}

/// What the blocks noted, in order; the threads take turns, so one log serves them all.
private final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var noted: [String] = []

    var lines: [String] { lock.withLock { noted } }

    func note(_ line: String) { lock.withLock { noted.append(line) } }

    /// The thread the caller runs on.
    var thread: String {
        if SessionWorker.isWorker { return "a worker" }
        return SessionWorker.isInSession ? "the session's thread" : "another thread"
    }
}
