/// An event that cannot happen in the state it was applied to.
///
/// Thrown by ``NavigationState/apply(_:)``. A trace that the simulator wrote never causes
/// one; a damaged or hand-edited trace can.
public struct NavigationError: Error, Hashable, Sendable {
    /// The 1-based step the event would have had.
    public let step: Int
    /// The impossible event.
    public let event: NavigationEvent
    /// Why it is impossible.
    public let problem: Problem

    /// The reasons an event can be impossible.
    public enum Problem: Error, Hashable, Sendable {
        case launchedTwice
        /// The app was moved to the state it is in.
        case alreadyInAppState(AppState)
        case afterCrash(step: Int)
        case duplicateID(String)
        case unknownCoordinator(CoordinatorID)
        case unknownScreen(ScreenID)
        case unknownContainer(ContainerID)
        case unknownWindow(WindowID)
        case windowAlreadyHidden(WindowID)
        case windowNotHidden(WindowID)
        case coordinatorDeallocated(CoordinatorID)
        case wrongPhase(CoordinatorID, phase: CoordinatorPhase)
        case alreadyChild(CoordinatorID, parent: CoordinatorID)
        case notChild(CoordinatorID, parent: CoordinatorID)
        /// The coordinator tree would stop being a tree.
        case cycle(CoordinatorID, parent: CoordinatorID)
        /// A container would hold itself: the controller hierarchy would get a cycle.
        case containerCycle(ContainerID, holder: ContainerID)
        case stillHeldByParent(CoordinatorID, parent: CoordinatorID)
        case stillHeld(ControllerID, at: Location)
        case alreadyOwned(ControllerID, by: CoordinatorID)
        case notNavigationController(ContainerID)
        case notTabBarController(ContainerID)
        case popOfRoot(ContainerID)
        case notTopOfStack(ControllerID, container: ContainerID)
        case notInStack(ControllerID, container: ContainerID)
        case duplicateInStack(ControllerID)
        case swipeInProgress(ContainerID)
        case noSwipeInProgress(ContainerID)
        case tabOutOfRange(Int, count: Int)
        case notInWindow(ControllerID)
        case alreadyPresenting(ControllerID)
        case notTopmostPresentation(ControllerID)
        case screenNotVisible(ScreenID)
        case noPendingRequest(String, request: Int)
        case notASheet(ControllerID, style: ModalStyle)
        case notAPopover(ControllerID, style: ModalStyle)
        case sheetSwipeInProgress(ControllerID)
        case noSheetSwipeInProgress(ControllerID)
        /// A screen would be embedded in itself or in a screen embedded in it.
        case embeddingCycle(ScreenID, parent: ScreenID)
        case notEmbedded(ScreenID)
        /// A navigation controller would be embedded in a screen it holds.
        case containerEmbeddingCycle(ContainerID, parent: ScreenID)
        case containerNotEmbedded(ContainerID)
        /// A child would be embedded at an index past the parent's embedded children.
        case embeddingOutOfRange(Int, count: Int)
        case notAnimating
        /// Time would pass by zero or fewer milliseconds, or a timer would be due now or earlier.
        case timeOutOfOrder(Int)
        /// Time would pass beyond a pending timer's deadline without firing it.
        case pastTimer(deadline: Int)
    }
}

extension NavigationError: CustomStringConvertible {
    public var description: String { "step \(step): impossible \(event.kind): \(problem)" }
}

extension NavigationError.Problem: CustomStringConvertible {
    public var description: String {
        switch self {
        case .launchedTwice: "the app was already launched"
        case .alreadyInAppState(let state): "the app is already \(state.rawValue)"
        case .afterCrash(let step): "the app crashed at step \(step); nothing can follow"
        case .duplicateID(let id): "\(id) already exists"
        case .unknownCoordinator(let id): "no coordinator \(id)"
        case .unknownScreen(let id): "no screen \(id)"
        case .unknownContainer(let id): "no container \(id)"
        case .unknownWindow(let id): "no window \(id)"
        case .windowAlreadyHidden(let id): "\(id) is already hidden"
        case .windowNotHidden(let id): "\(id) is not hidden"
        case .coordinatorDeallocated(let id): "coordinator \(id) was deallocated"
        case .wrongPhase(let id, let phase): "coordinator \(id) is \(phase.rawValue)"
        case .alreadyChild(let id, let parent): "\(id) is already a child of \(parent)"
        case .notChild(let id, let parent): "\(id) is not a child of \(parent)"
        case .cycle(let id, let parent) where id == parent: "\(id) cannot be its own child"
        case .cycle(let id, let parent):
            "\(parent) is below \(id) in the coordinator tree, so \(id) cannot be its child"
        case .containerCycle(let id, let holder) where id == holder: "\(id) cannot hold itself"
        case .containerCycle(let id, let holder): "\(holder) is inside \(id), so it cannot hold \(id)"
        case .stillHeldByParent(let id, let parent): "\(id) is still stored by its parent \(parent)"
        case .stillHeld(let id, let location): "\(id) is still held (\(location))"
        case .alreadyOwned(let id, let owner): "\(id) already has an owner, \(owner)"
        case .notNavigationController(let id): "\(id) is not a navigation controller"
        case .notTabBarController(let id): "\(id) is not a tab bar controller"
        case .popOfRoot(let id): "nothing above the root of \(id) to pop"
        case .notTopOfStack(let id, let container): "\(id) is not the top of \(container)"
        case .notInStack(let id, let container): "\(id) is not in the stack of \(container)"
        case .duplicateInStack(let id): "\(id) appears twice"
        case .swipeInProgress(let id): "a back swipe is under way on \(id)"
        case .noSwipeInProgress(let id): "no back swipe is under way on \(id)"
        case .tabOutOfRange(let index, let count): "tab \(index) of \(count)"
        case .notInWindow(let id): "\(id) is not in a window"
        case .alreadyPresenting(let id): "\(id) is already presenting"
        case .notTopmostPresentation(let id): "\(id) is not the top-most presented controller"
        case .screenNotVisible(let id): "screen \(id) is not on screen"
        case .noPendingRequest(let service, let request): "no pending request #\(request) to \(service)"
        case .notASheet(let id, let style): "\(id) is presented \(style.rawValue), not as a sheet"
        case .notAPopover(let id, let style): "\(id) is presented \(style.rawValue), not as a popover"
        case .sheetSwipeInProgress(let id): "the sheet \(id) is being swiped down"
        case .noSheetSwipeInProgress(let id): "no swipe down is under way on \(id)"
        case .embeddingCycle(let id, let parent) where id == parent: "\(id) cannot be embedded in itself"
        case .embeddingCycle(let id, let parent): "\(parent) is embedded in \(id), so \(id) cannot be embedded in it"
        case .notEmbedded(let id): "\(id) is not embedded in a screen"
        case .containerEmbeddingCycle(let id, let parent): "\(parent) is in \(id), so \(id) cannot be embedded in it"
        case .containerNotEmbedded(let id): "\(id) is not embedded in a screen"
        case .embeddingOutOfRange(let index, let count): "embedded child \(index) of \(count)"
        case .notAnimating: "no transition animation is running"
        case .timeOutOfOrder(let milliseconds): "\(milliseconds) ms is not a time that can pass or a delay"
        case .pastTimer(let deadline): "time would pass the timer due at \(deadline) ms without firing it"
        }
    }
}

extension Location: CustomStringConvertible {
    public var description: String {
        switch self {
        case .stack(let id): "in the stack of \(id)"
        case .tab(let id): "a tab of \(id)"
        case .windowRoot(let id): "root of \(id)"
        case .presented(let id): "presented in \(id)"
        case .embedded(let id): "embedded in \(id)"
        }
    }
}
