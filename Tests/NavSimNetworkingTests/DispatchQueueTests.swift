import Dispatch
import Foundation
import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// The app's dispatch queues inside a session: blocks for other queues than the main queue
/// run on workers that take turns with the session's thread, in the order they were sent;
/// waits for semaphores and groups hand the turn on instead of blocking it.
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

    @Test func blocksSentOutsideASessionStayLibdispatchs() {
        let log = Log()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { log.note("on \(log.thread)") }
        group.wait()
        #expect(log.lines == ["on another thread"])
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
