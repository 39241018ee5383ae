// TEMPORARY until the tracker branch merges.
package import NavSimCore

@MainActor
package final class CoordinatorTracker {
    package typealias Predicate = @MainActor (AnyObject) -> Bool
    package static let defaultPredicate: Predicate = { _ in false }
    package init(runtime: Runtime, isCoordinator: @escaping Predicate = CoordinatorTracker.defaultPredicate) {}
    package func update(roots: [AnyObject], full: Bool) {}
    package func owner(of object: AnyObject, skip: (AnyObject) -> Bool) -> CoordinatorID? { nil }
}
package enum MainQueue {
    @discardableResult package static func drain() -> Int { 0 }
}
