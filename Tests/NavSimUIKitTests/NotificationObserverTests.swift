import Foundation
import Synchronization
import Testing

@testable import NavSimUIKit

/// Selector observers added and removed off the main actor, as Foundation allows: the
/// keyboard observer of ToDoList subscribes in a plain class's `init` and unsubscribes in
/// its `deinit`.
@Suite struct NotificationObserverTests {
    /// What the observers saw, in order, from any thread.
    final class Log: Sendable {
        private let lines = Mutex<[String]>([])
        var entries: [String] { lines.withLock { $0 } }
        func append(_ line: String) { lines.withLock { $0.append(line) } }
    }

    /// An observer that is no UIKit object and not on the main actor.
    final class Observer {
        let log: Log
        init(name: Notification.Name, log: Log) {
            self.log = log
            NotificationCenter.default.addObserver(
                self, selector: Selector(navSimPort: "received(_:)", Observer.received(_:)), name: name, object: nil)
        }
        deinit { NotificationCenter.default.removeObserver(self) }
        func received(_ notification: Notification) {
            log.append("\(notification.name.rawValue) on \(Thread.isMainThread ? "main" : "\(pthread_self())")")
        }
    }

    /// Posts `name` on a thread of its own, and waits for it: the lines it logs after posting
    /// name the thread.
    private func post(_ name: Notification.Name, log: Log) {
        let done = DispatchSemaphore(value: 0)
        Thread {
            NotificationCenter.default.post(name: name, object: nil)
            log.append("posted on \(pthread_self())")
            done.signal()
        }.start()
        done.wait()
    }

    @Test func aSelectorObserverAddedOffTheMainActorGetsEachNotificationOnThePostingThreadUntilReleased() {
        let name = Notification.Name("NavSimNotificationObserverTests")
        let log = Log()
        var observer: Observer? = Observer(name: name, log: log)
        post(name, log: log)
        let poster = log.entries.last?.replacingOccurrences(of: "posted on ", with: "") ?? "?"
        #expect(log.entries == ["NavSimNotificationObserverTests on \(poster)", "posted on \(poster)"])
        #expect(poster != "main")
        withExtendedLifetime(observer) {}
        observer = nil
        post(name, log: log)
        #expect(log.entries.count == 3, "removed in deinit: nothing sent")
    }
}
