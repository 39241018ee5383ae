import Foundation
import NavSimCore
import NavSimNetworking
import NavSimSimulator
import NavSimUIKit
import Testing

// The port's interface file declares these in the app's module; a test file names them itself.
private typealias Operation = NavSimNetworking.Operation
private typealias BlockOperation = NavSimNetworking.BlockOperation
private typealias OperationQueue = NavSimNetworking.OperationQueue

/// NavSim's operation queues inside a session: operations start in jobs of the session by
/// priority, order and readiness, run on threads that take turns with the session's, and
/// `Data(contentsOf:)` of a web URL waits there for an answer of the session.
@Suite @MainActor
struct OperationQueueTests {
    @Test func operationsStartByPriorityThenOrderAndWaitForTheirDependencies() throws {
        let log = Log()
        let events = NewEvents()
        _ = try launchWork(events) {
            let queue = OperationQueue()
            queue.maxConcurrentOperationCount = 1
            let (a, b, c, d) = (log.operation("a"), log.operation("b"), log.operation("c"), log.operation("d"))
            b.queuePriority = .high
            c.queuePriority = .veryHigh
            d.queuePriority = .low
            c.addDependency(d)
            queue.addOperations([a, b, c, d], waitUntilFinished: false)
            log.note("added")
        }
        #expect(
            log.lines == [
                "added", "b on a worker of OperationQueue", "done b", "a on a worker of OperationQueue", "done a",
                "d on a worker of OperationQueue", "done d", "c on a worker of OperationQueue", "done c",
            ])
        #expect(events.take().last == "viewDidAppear s1")
    }

    @Test func aSuspendedQueueHoldsBackAndACancelledOperationFinishesWithoutRunning() throws {
        let log = Log()
        let queue = OperationQueue()
        let session = try launchWork {
            queue.isSuspended = true
            let cancelled = log.operation("y")
            queue.addOperation(log.operation("x"))
            queue.addOperation(cancelled)
            cancelled.cancel()
        } onTap: {
            queue.isSuspended = false
        }
        #expect(log.lines == [])
        #expect(queue.operationCount == 2)
        try session.tap("Go")
        #expect(log.lines == ["x on a worker of OperationQueue", "done x", "done y"])
        #expect(queue.operationCount == 0)
    }

    @Test func aBarrierWaitsForEarlierOperationsAndLaterOnesWaitForItAndTheMainQueueRunsOnTheSessionsThread() throws {
        let log = Log()
        _ = try launchWork {
            OperationQueue.main.addOperation(log.operation("main"))
            let queue = OperationQueue()
            queue.addOperation(log.operation("first"))
            queue.addBarrierBlock { log.note("barrier") }
            queue.addOperation(log.operation("later"))
            log.note("added")
        }
        #expect(
            log.lines == [
                "added", "main on the session's thread of main", "done main", "first on a worker of OperationQueue",
                "done first", "barrier", "later on a worker of OperationQueue", "done later",
            ])
    }

    @Test func waitingRunsTheOperationsInsideTheCall() throws {
        let log = Log()
        _ = try launchWork {
            let queue = OperationQueue()
            queue.addOperations([log.operation("a"), log.operation("b")], waitUntilFinished: true)
            log.note("waited")
            let later = log.operation("c")
            queue.addOperation(later)
            later.waitUntilFinished()
            log.note("waited again")
        }
        #expect(
            log.lines == [
                "a on a worker of OperationQueue", "done a", "b on a worker of OperationQueue", "done b", "waited",
                "c on a worker of OperationQueue", "done c", "waited again",
            ])
    }

    @Test func anAsynchronousOperationFinishesWhenItSaysSoAndTheNextWaitsForIt() throws {
        let log = Log()
        let events = NewEvents()
        let session = try launchWork(events) {
            let queue = OperationQueue()
            queue.maxConcurrentOperationCount = 1
            let request = AsynchronousRequest(log: log)
            request.completionBlock = { log.note("done request") }
            queue.addOperation(request)
            queue.addOperation(log.operation("after"))
        }
        #expect(log.lines == ["request started"])
        #expect(
            events.take().suffix(2) == [
                "viewDidAppear s1",
                #"serviceRequested GET api.example.com/ping #1: {"url":"https://api.example.com/ping"}"#,
            ])
        try session.respond(to: "GET api.example.com/ping", with: ["text": "pong"])
        #expect(
            log.lines == [
                "request started", "request answered", "done request", "after on a worker of OperationQueue",
                "done after",
            ])
    }

    @Test func dataOfAWebURLIsARequestAnsweredOnTheOperationsThread() throws {
        let log = Log()
        let events = NewEvents()
        let session = try launchWork(events) {
            let queue = OperationQueue()
            for path in ["a", "b"] {
                queue.addOperation {
                    do {
                        let data = try Data(contentsOf: URL(string: "http://img.example.com:8080/\(path)")!)
                        log.note("\(path): \(String(decoding: data, as: UTF8.self))")
                    } catch {
                        log.note("\(path): \(error)")
                    }
                }
            }
        }
        #expect(
            events.take().suffix(2) == [
                #"serviceRequested GET img.example.com:8080/a #1: {"url":"http://img.example.com:8080/a"}"#,
                #"serviceRequested GET img.example.com:8080/b #2: {"url":"http://img.example.com:8080/b"}"#,
            ])
        try session.respond(to: "GET img.example.com:8080/b", with: ["status": 500, "text": "oops"])
        try session.respond(to: "GET img.example.com:8080/a", with: ["text": "photo"])
        let failure = CocoaError(
            .fileReadUnknown, userInfo: [NSURLErrorKey: URL(string: "http://img.example.com:8080/b")!])
        #expect(log.lines == ["b: \(failure)", "a: photo"])
        #expect(
            events.take() == [
                #"serviceResponded GET img.example.com:8080/b #2: {"status":500,"text":"oops"}"#,
                #"serviceResponded GET img.example.com:8080/a #1: {"text":"photo"}"#,
            ])
        #expect(session.state.pendingRequests == [:])
    }

    @Test func dataOfAWebURLOnTheSessionsThreadFailsWithoutARequestAndAFileIsRead() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-operation-\(UUID())")
        try Data("on disk".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let log = Log()
        let events = NewEvents()
        _ = try launchWork(events) {
            log.note(String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self))
            do {
                _ = try Data(contentsOf: URL(string: "https://img.example.com/1")!)
            } catch {
                log.note("\(error)")
            }
        }
        let failure = CocoaError(.fileReadUnknown, userInfo: [NSURLErrorKey: URL(string: "https://img.example.com/1")!])
        #expect(log.lines == ["on disk", "\(failure)"])
        #expect(!events.take().contains { $0.hasPrefix("serviceRequested") })
    }

    @Test func aSessionThatEndsLetsItsWaitingOperationsGoOnWithoutAnAnswer() throws {
        let log = Log()
        let session = try launchWork {
            OperationQueue().addOperation {
                log.note("\((try? Data(contentsOf: URL(string: "https://img.example.com/1")!)) == nil)")
                log.note("\((try? Data(contentsOf: URL(string: "https://img.example.com/2")!)) == nil)")
            }
        }
        #expect(log.lines == [])
        session.close()
        #expect(log.lines == ["true", "true"])
    }

    /// A table put on screen makes its cells at the turn's layout pass, as UIKit does: the
    /// operation a cell starts there goes out in that turn, before any input, and its answer
    /// is an input.
    @Test func aCellMadeAtTheLayoutPassStartsItsDownloadInThatTurn() throws {
        let log = Log()
        let events = NewEvents()
        let table = DownloadingTable(log: log)
        let session = try launchWork(events) {
            DispatchQueue.main.async {
                let view = UITableView()
                view.dataSource = table
                UIApplication.shared.keyWindow?.rootViewController?.view.addSubview(view)
            }
        }
        let request = #"serviceRequested GET img.example.com/cell #1: {"url":"https://img.example.com/cell"}"#
        #expect(events.take().contains(request))
        #expect(
            session.availableInputs().map(\.description) == [
                "userTapped Go on s1", "userTapped row on s1 with [0,0]",
                "serviceResponded GET img.example.com/cell #1: null",
            ])
        #expect(log.lines == [])
        try session.respond(to: "GET img.example.com/cell", with: ["text": "cell photo"])
        #expect(log.lines == ["cell photo"])
    }

    @Test func anObserverOnNavSimsMainQueueRunsInALaterJob() throws {
        let log = Log()
        let name = Notification.Name("NavSimOperationQueueTests")
        var token: (any NSObjectProtocol)?
        _ = try launchWork {
            token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: OperationQueue.main) {
                _ in
                log.note("heard on \(OperationQueue.current === OperationQueue.main ? "main" : "another queue")")
            }
            NotificationCenter.default.post(name: name, object: nil)
            log.note("posted")
        }
        #expect(log.lines == ["posted", "heard on main"])
        NotificationCenter.default.removeObserver(token!)
    }
}

/// What operations noted, in order; the threads take turns, so one log serves them all.
private final class Log: @unchecked Sendable {
    private(set) var lines: [String] = []

    func note(_ line: String) { lines.append(line) }

    /// An operation that notes where it ran, and a completion block that notes it finished.
    func operation(_ name: String) -> BlockOperation {
        let operation = BlockOperation { [self] in
            let thread = SessionWorker.isWorker ? "a worker" : "the session's thread"
            let queue = OperationQueue.current.map { $0 === OperationQueue.main ? "main" : "OperationQueue" }
            note("\(name) on \(thread) of \(queue ?? "no queue")")
        }
        operation.completionBlock = { [self] in note("done \(name)") }
        return operation
    }
}

/// An asynchronous operation: `start()` sends a request and returns; the answer finishes it,
/// told with key-value observing's calls.
private final class AsynchronousRequest: Operation, @unchecked Sendable {
    private let log: Log
    private var running = false
    private var done = false

    init(log: Log) {
        self.log = log
    }

    override var isAsynchronous: Bool { true }
    override var isExecuting: Bool { running }
    override var isFinished: Bool { done }

    override func start() {
        set("isExecuting") { running = true }
        log.note("request started")
        URLSession.shared.dataTask(with: URL(string: "https://api.example.com/ping")!) { [self] _, _, _ in
            log.note("request answered")
            set("isExecuting") { running = false }
            set("isFinished") { done = true }
        }.resume()
    }

    private func set(_ key: String, _ change: () -> Void) {
        willChangeValue(forKey: key)
        change()
        didChangeValue(forKey: key)
    }
}

/// A table whose cells start a download when they are made, as NewsApp's do.
private final class DownloadingTable: NSObject, UITableViewDataSource {
    let queue = OperationQueue()
    let log: Log

    init(log: Log) {
        self.log = log
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        queue.addOperation { [log] in
            let data = try? Data(contentsOf: URL(string: "https://img.example.com/cell")!)
            log.note(data.map { String(decoding: $0, as: UTF8.self) } ?? "failed")
        }
        return UITableViewCell()
    }
}
