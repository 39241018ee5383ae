public import NavSimCore

/// The base class of every simulated coordinator: gives it an id and turns its life into
/// events.
///
/// Subclass it in the shape your app uses (a protocol of your own can refine it). NavSim
/// records creation, `start()`, ``finish()``, changes to the children you report with
/// ``childrenDidChange(from:to:)`` and, through real ARC, the `deinit`:
///
/// ```swift
/// final class AddCoordinator: BaseCoordinator {
///     weak var parentCoordinator: MainCoordinator?
///     override func start() {
///         super.start()
///         navigationController.pushViewController(AddViewController(owner: self))
///     }
/// }
/// ```
@MainActor
open class BaseCoordinator {
    /// The runtime the coordinator reports to.
    public let runtime: Runtime
    /// The coordinator's id in the trace.
    public let coordinatorID: CoordinatorID

    /// Creates a coordinator and records `coordinatorCreated` with the class name.
    ///
    /// - Parameter runtime: Where it reports; by default the current session's.
    public init(runtime: Runtime = .forNewObject) {
        self.runtime = runtime
        coordinatorID = runtime.makeCoordinatorID()
        runtime.emit(.coordinatorCreated(coordinatorID, type: runtime.typeName(of: self)))
    }

    isolated deinit {
        runtime.emit(.coordinatorDeallocated(coordinatorID))
    }

    /// Starts the flow. Overrides call `super.start()` first, which records
    /// `coordinatorStarted` the first time.
    open func start() {
        if runtime.state.coordinators[coordinatorID]?.phase == .created {
            runtime.emit(.coordinatorStarted(coordinatorID))
        }
    }

    /// Declares the flow over: the coordinator should be released soon after.
    public func finish() {
        guard let phase = runtime.state.coordinators[coordinatorID]?.phase, phase != .finished else { return }
        runtime.emit(.coordinatorFinished(coordinatorID))
    }

    /// Records the children this coordinator started or stopped storing.
    ///
    /// Call it from the `didSet` of the property that stores the children, whatever its
    /// shape (an array, a dictionary keyed by name):
    ///
    /// ```swift
    /// var childCoordinators: [BaseCoordinator] = [] {
    ///     didSet { childrenDidChange(from: oldValue, to: childCoordinators) }
    /// }
    /// ```
    public func childrenDidChange(
        from old: [Any], to new: [Any]
    ) {
        let oldIDs = Set(old.compactMap { ($0 as? BaseCoordinator)?.coordinatorID })
        let newIDs = Set(new.compactMap { ($0 as? BaseCoordinator)?.coordinatorID })
        for id in oldIDs.subtracting(newIDs).sorted() {
            runtime.emit(.childRemoved(id, parent: coordinatorID))
        }
        for id in newIDs.subtracting(oldIDs).sorted() {
            runtime.emit(.childAdded(id, parent: coordinatorID))
        }
    }
}
