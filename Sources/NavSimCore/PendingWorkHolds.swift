/// The screens and coordinators that work the app left pending holds strongly: a block sent
/// to a queue for later (`DispatchQueue.main.asyncAfter`, `async`), the completion of a
/// request no input answered yet.
///
/// On iOS such an object is released when the block runs or the request ends, so while
/// pending work holds it, the leak rules (`finishedButAlive`, `flowEndedButAlive`,
/// `poppedButAlive`) wait: a screen the work holds is not counted as kept, a coordinator it
/// holds is not reported. The simulator finds these objects (the session's runtime walks
/// the captures of its pending blocks and completions); a state alone, read from a trace,
/// does not know them, and its check spares nothing.
package struct PendingWorkHolds: Equatable, Sendable {
    /// The recorded screens the pending work holds.
    package var screens: Set<ScreenID>
    /// The tracked coordinators the pending work holds.
    package var coordinators: Set<CoordinatorID>

    package init(screens: Set<ScreenID> = [], coordinators: Set<CoordinatorID> = []) {
        self.screens = screens
        self.coordinators = coordinators
    }

    /// Nothing pending holds anything: what a check of a state alone assumes.
    package static let nothing = PendingWorkHolds()
}
