public import Foundation
import NavSimSimulator

/// Foundation's `OperationQueue` for an app NavSim runs: the same calls, and operations
/// that run in the session, in a fixed order, so that every run gives the same events.
///
/// Adding an operation, a dependency finishing, a cancellation or `isSuspended` turning
/// off queues a job of the session that starts the ready operations: the highest
/// `queuePriority` first, then in the order they were added, while fewer than
/// `maxConcurrentOperationCount` run. The main queue runs one at a time on the session's
/// thread. Any other queue runs each on a thread of its own (``SessionWorker``) that takes
/// turns with the session's thread: it runs until the operation finishes or waits for an
/// answer (`Data(contentsOf:)` of a web URL), so an operation still counts as running
/// while it waits. Outside a session, operations run inside the call that makes them ready.
open class OperationQueue: NSObject, @unchecked Sendable {
    public static let defaultMaxConcurrentOperationCount = -1

    /// The queue of the main thread: one operation at a time, on the session's thread.
    public static let main = OperationQueue(isMain: true)

    /// The queue of the operation running on this thread; the main queue on the session's
    /// thread.
    open class var current: OperationQueue? {
        if let queue = Thread.current.threadDictionary[currentKey] as? OperationQueue { return queue }
        return SessionWorker.isWorker ? nil : main
    }

    open var name: String?
    open var qualityOfService = QualityOfService.default
    /// Kept for the app to read: NavSim runs operations on its own threads.
    open var underlyingQueue: DispatchQueue?
    /// The operations not finished yet, in the order they were added.
    open private(set) var operations: [Operation] = []
    open var operationCount: Int { operations.count }

    open var maxConcurrentOperationCount = OperationQueue.defaultMaxConcurrentOperationCount {
        didSet { scheduleRun() }
    }

    /// Whether the queue holds back operations that have not started.
    open var isSuspended = false {
        didSet { if !isSuspended { scheduleRun() } }
    }

    private let isMain: Bool
    /// The operations that started and have not finished.
    private var started: Set<ObjectIdentifier> = []
    /// Whether a job that starts the ready operations is queued.
    private var runIsScheduled = false
    /// The barriers not finished yet: operations added later wait for them.
    private var barriers: [Operation] = []
    private static let currentKey = "NavSimOperationQueue"

    public override init() {
        isMain = false
        super.init()
    }

    private init(isMain: Bool) {
        self.isMain = isMain
        super.init()
        name = "NSOperationQueue Main Queue"
    }

    // MARK: - Adding operations

    /// Adds `operation`, which starts in a later job once ready; an operation that is in a
    /// queue already or finished is left as it is.
    open func addOperation(_ operation: Operation) {
        guard operation.queue == nil, !operation.isFinished, !operation.isExecuting else { return }
        for barrier in barriers { operation.addDependency(barrier) }
        operation.queue = self
        operations.append(operation)
        scheduleRun()
    }

    open func addOperations(_ operations: [Operation], waitUntilFinished wait: Bool) {
        for operation in operations { addOperation(operation) }
        if wait { runUntil { operations.allSatisfy(\.isFinished) } }
    }

    open func addOperation(_ block: @escaping @Sendable () -> Void) {
        addOperation(BlockOperation(block: block))
    }

    /// Runs `barrier` once every operation added before it finished; operations added after
    /// it wait for it.
    open func addBarrierBlock(_ barrier: @escaping @Sendable () -> Void) {
        let operation = BlockOperation(block: barrier)
        for earlier in operations { operation.addDependency(earlier) }
        addOperation(operation)
        barriers.append(operation)
    }

    open func cancelAllOperations() {
        for operation in operations { operation.cancel() }
    }

    /// Runs what can run now until every operation finished: one that waits for an answer
    /// cannot finish inside the call (the answer is a later input), and it returns then.
    open func waitUntilAllOperationsAreFinished() {
        runUntil { operations.isEmpty }
    }

    // MARK: - Running

    /// Queues a job of the session that starts the ready operations; outside a session,
    /// starts them now.
    func scheduleRun() {
        guard SessionWorker.isInSession else { return start() }
        guard !runIsScheduled else { return }
        runIsScheduled = true
        // Weakly: the queue's operations hold it while they run, and the app's objects they
        // hold are let go in the job, not when the task ends.
        Task { @MainActor [weak self] in
            self?.runIsScheduled = false
            self?.start()
        }
    }

    /// Starts ready operations while `done` is false and one can start.
    func runUntil(_ done: () -> Bool) {
        while !done(), startNext() {}
    }

    /// Starts every ready operation the queue can run now.
    private func start() {
        while startNext() {}
    }

    /// Starts the next ready operation, if the queue can run one more; whether it did.
    private func startNext() -> Bool {
        let limit = isMain ? 1 : maxConcurrentOperationCount
        guard !isSuspended, limit < 0 || started.count < limit else { return false }
        var next: Operation?
        for operation in operations where !started.contains(ObjectIdentifier(operation)) && operation.isReady {
            if next.map({ operation.queuePriority.rawValue > $0.queuePriority.rawValue }) ?? true { next = operation }
        }
        guard let next else { return false }
        started.insert(ObjectIdentifier(next))
        let run: @Sendable () -> Void = { [self] in
            Thread.current.threadDictionary[Self.currentKey] = self
            next.start()
            Thread.current.threadDictionary[Self.currentKey] = nil
        }
        if isMain || !SessionWorker.run(run) { run() }
        return true
    }

    /// `operation` finished: the queue lets it go and starts what can start next.
    func operationFinished(_ operation: Operation) {
        operations.removeAll { $0 === operation }
        barriers.removeAll { $0 === operation }
        started.remove(ObjectIdentifier(operation))
        operation.queue = nil
        scheduleRun()
    }
}
