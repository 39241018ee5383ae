import NavSimCore

extension NavigationState {
    /// How many requests to `service` older than `request` are still waiting: the
    /// `"pending"` of a scenario step that answers `request`.
    func olderPendingRequests(than request: Int, of service: String) -> Int {
        pendingRequests.count { $0.value == service && $0.key < request }
    }
}
