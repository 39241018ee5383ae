public import Foundation

/// Foundation's `Operation` for an app NavSim runs: the same calls, run by NavSim's
/// ``OperationQueue`` on the session's threads in a fixed order.
///
/// A subclass overrides `main()` (a synchronous operation), or `start()`, `isAsynchronous`,
/// `isExecuting` and `isFinished` and tells of the change with
/// `willChangeValue(forKey:)`/`didChangeValue(forKey:)` (an asynchronous one), as on iOS:
/// the queue hears `didChangeValue(forKey: "isFinished")` as Apple's hears it through
/// key-value observing. Once finished, the operation runs its `completionBlock`, then its
/// dependents may start.
open class Operation: NSObject, @unchecked Sendable {
    /// Where a queue places an operation among the ready ones.
    public enum QueuePriority: Int, Sendable {
        case veryLow = -8
        case low = -4
        case normal = 0
        case high = 4
        case veryHigh = 8
    }

    /// The block run once the operation finishes, on the thread that finished it.
    open var completionBlock: (@Sendable () -> Void)?
    open var queuePriority = QueuePriority.normal
    open var qualityOfService = QualityOfService.default
    open var name: String?
    open private(set) var dependencies: [Operation] = []
    private var cancelled = false
    private var executing = false
    private var finished = false
    /// Whether the queue and the dependents heard that it finished.
    private var finishTold = false
    /// The operations that depend on it.
    private var dependents: [WeakOperation] = []
    /// The queue that holds it, until it finishes: held strongly, as a queue "is retained
    /// until all operations are finished" (``OperationQueue``).
    var queue: OperationQueue?

    public override init() {
        super.init()
    }

    open var isCancelled: Bool { cancelled }
    open var isExecuting: Bool { executing }
    open var isFinished: Bool { finished }
    open var isAsynchronous: Bool { false }
    open var isConcurrent: Bool { isAsynchronous }
    /// Every dependency finished, or the operation was cancelled: "an operation whose
    /// dependencies are not finished" is ready once cancelled, so that it can finish.
    open var isReady: Bool { cancelled || dependencies.allSatisfy(\.isFinished) }

    /// Runs `main()` and finishes; a cancelled operation finishes without running it.
    open func start() {
        guard !finished, !executing else { return }
        if !cancelled {
            change("isExecuting") { executing = true }
            main()
            change("isExecuting") { executing = false }
        }
        change("isFinished") { finished = true }
    }

    /// The operation's work: nothing here.
    open func main() {}

    /// Marks the operation cancelled; a queued one then finishes without running.
    open func cancel() {
        guard !cancelled, !isFinished else { return }
        change("isCancelled") { cancelled = true }
        change("isReady") {}
    }

    open func addDependency(_ operation: Operation) {
        guard !dependencies.contains(where: { $0 === operation }) else { return }
        change("dependencies") { dependencies.append(operation) }
        operation.dependents.append(WeakOperation(operation: self))
    }

    open func removeDependency(_ operation: Operation) {
        change("dependencies") { dependencies.removeAll { $0 === operation } }
        operation.dependents.removeAll { $0.operation === self || $0.operation == nil }
        queue?.scheduleRun()
    }

    /// Runs what its queue can run until the operation finishes (``OperationQueue/waitUntilAllOperationsAreFinished()``).
    open func waitUntilFinished() {
        queue?.runUntil { self.isFinished }
    }

    // MARK: - Key-value observing, as the queue hears it

    /// Nothing: Linux's `NSObject` has no key-value observing; a subclass calls it before a change.
    open func willChangeValue(forKey key: String) {}

    /// Tells the queue an operation it holds finished or became ready.
    open func didChangeValue(forKey key: String) {
        switch key {
        case "isFinished", "finished":
            guard isFinished, !finishTold else { return }
            finishTold = true
            completionBlock?()
            queue?.operationFinished(self)
            for dependent in dependents { dependent.operation?.queue?.scheduleRun() }
        case "isReady", "ready":
            queue?.scheduleRun()
        default:
            break
        }
    }

    /// Changes the value of `key`, telling of it as key-value observing does.
    private func change(_ key: String, _ body: () -> Void) {
        willChangeValue(forKey: key)
        body()
        didChangeValue(forKey: key)
    }
}

/// An operation held weakly.
private struct WeakOperation {
    weak var operation: Operation?
}
