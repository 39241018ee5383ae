import Combine
import UIKit

/// What the inbox shows: a line for each piece of background work that came back to the
/// main queue, in the order it came.
final class InboxViewModel {
    private(set) var lines: [String] = []
    /// Refreshes asked for, handled on a global queue and shown on the main queue.
    let refreshes = PassthroughSubject<Int, Never>()
    private var subscriptions: Set<AnyCancellable> = []
    private let store = DispatchQueue(label: "fixture.inbox.store")

    init() {
        refreshes
            .receive(on: DispatchQueue.global())
            .map { "refreshed \($0) on \(Thread.isMainThread ? "main" : "a background thread")" }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] line in self?.lines.append(line) }
            .store(in: &subscriptions)
    }

    /// Loads the messages on a global queue and shows them on the main queue.
    func load() {
        DispatchQueue.global().async {
            let count = ["hello", "invoice", "reminder"].count
            DispatchQueue.main.async { self.lines.append("loaded \(count) messages") }
        }
    }

    /// Saves two drafts on a private serial queue: the second waits for the first.
    func saveDrafts() {
        for draft in 1...2 {
            store.async {
                DispatchQueue.main.async { self.lines.append("saved draft \(draft)") }
            }
        }
    }

    /// Syncs two folders at once and reports when both are done.
    func syncFolders() {
        let group = DispatchGroup()
        // Guarded by the lock, then read after the group.
        nonisolated(unsafe) var synced: [String] = []
        let lock = NSLock()
        for folder in ["inbox", "sent"] {
            DispatchQueue.global().async(group: group) {
                lock.lock()
                synced.append(folder)
                lock.unlock()
            }
        }
        group.notify(queue: .main) { self.lines.append("synced \(synced.joined(separator: " and "))") }
    }

    /// Counts the unread messages on a global queue, which waits for the store's answer.
    func countUnread() {
        DispatchQueue.global().async {
            let answered = DispatchSemaphore(value: 0)
            // Written before the semaphore's signal, read after its wait.
            nonisolated(unsafe) var unread = 0
            self.store.async {
                unread = 2
                answered.signal()
            }
            answered.wait()
            DispatchQueue.main.async { self.lines.append("\(unread) unread") }
        }
    }

    /// Tidies the folders: sizes them with `concurrentPerform`, files them on a private
    /// concurrent queue, reports behind a barrier through a work item's `notify`, then ticks
    /// twice with a timer source.
    func tidy() {
        var sizes = [0, 0, 0]
        nonisolated(unsafe) var filed: [String] = []  // under `lock`
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: sizes.count) { index in
            lock.lock()
            sizes[index] = (index + 1) * 10
            lock.unlock()
        }
        let folders = DispatchQueue(label: "fixture.inbox.folders", attributes: .concurrent)
        for folder in ["inbox", "sent"] {
            folders.async {
                lock.lock()
                filed.append(folder)
                lock.unlock()
            }
        }
        let report = DispatchWorkItem(flags: .barrier) {}
        report.notify(queue: .main) {
            self.lines.append("tidied \(sizes.reduce(0, +)) in \(filed.joined(separator: " and "))")
        }
        folders.async(execute: report)
        let ticks = DispatchSource.makeTimerSource(queue: .main)
        var count = 0
        ticks.schedule(deadline: .now() + .milliseconds(500), repeating: .milliseconds(500))
        ticks.setEventHandler { [weak self] in
            count += 1
            self?.lines.append("tick \(count)")
            if count == 2 { ticks.cancel() }
        }
        ticks.resume()
    }

    /// Archives old messages a second later, on a global queue.
    func archiveLater() {
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) {
            DispatchQueue.main.async { self.lines.append("archived") }
        }
    }
}

/// A screen whose buttons start the inbox's background work.
final class InboxViewController: UIViewController {
    let viewModel = InboxViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        let actions: [(String, () -> Void)] = [
            ("Refresh", { [viewModel] in viewModel.refreshes.send(1) }),
            ("Save", { [viewModel] in viewModel.saveDrafts() }),
            ("Sync", { [viewModel] in viewModel.syncFolders() }),
            ("Unread", { [viewModel] in viewModel.countUnread() }),
            ("Archive", { [viewModel] in viewModel.archiveLater() }),
            ("Tidy", { [viewModel] in viewModel.tidy() }),
        ]
        for (title, action) in actions {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addAction(UIAction { _ in action() }, for: .touchUpInside)
            view.addSubview(button)
        }
        viewModel.load()
    }
}
