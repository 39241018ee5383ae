public import Foundation

extension NotificationCenter {
    /// Foundation's block observer, for NavSim's ``OperationQueue``: the block is added to
    /// `queue` as an operation (`nil`: it runs on the posting thread).
    ///
    /// Disfavoured, so that `queue: .main` stays Foundation's, whose main queue is the main
    /// dispatch queue the session runs; `queue: OperationQueue.main`, NavSim's type, comes here.
    @_disfavoredOverload
    public func addObserver(
        forName name: NSNotification.Name?, object: Any?, queue: OperationQueue?,
        using block: @escaping @Sendable (Notification) -> Void
    ) -> any NSObjectProtocol {
        addObserver(forName: name, object: object, queue: nil) { notification in
            guard let queue else { return block(notification) }
            nonisolated(unsafe) let notification = notification
            queue.addOperation { block(notification) }
        }
    }
}
