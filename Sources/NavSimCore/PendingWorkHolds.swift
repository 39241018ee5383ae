/// The screens and coordinators that work the app left pending holds strongly: a block sent
/// to a queue for later (`DispatchQueue.main.asyncAfter`, `async`), the completion of a
/// request no input answered yet.
///
/// On iOS such an object is released when the block runs or the request ends, so while
/// pending work holds it, the leak rules (`finishedButAlive`, `flowEndedButAlive`,
/// `poppedButAlive`) wait: a screen the work holds is not counted as kept, a coordinator it
/// holds is not reported. The simulator finds these objects (the session's runtime walks
/// the captures of its pending blocks and completions) and records them at the end of each
/// input that changed them (``NavigationEvent/pendingWorkHeld(coordinators:screens:)``);
/// the state folds that event (``NavigationState/heldByPendingWork``), so a check of a
/// trace read from a file spares what the live run spared.
package struct PendingWorkHolds: Hashable, Sendable {
    /// The recorded screens the pending work holds.
    package var screens: Set<ScreenID>
    /// The tracked coordinators the pending work holds.
    package var coordinators: Set<CoordinatorID>

    package init(screens: Set<ScreenID> = [], coordinators: Set<CoordinatorID> = []) {
        self.screens = screens
        self.coordinators = coordinators
    }

    /// Nothing pending holds anything.
    package static let nothing = PendingWorkHolds()

    /// The event that records these holds: their ids, ascending.
    package var event: NavigationEvent {
        .pendingWorkHeld(coordinators: coordinators.sorted(), screens: screens.sorted())
    }
}
