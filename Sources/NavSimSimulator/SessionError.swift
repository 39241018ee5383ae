public import NavSimCore

/// Why a session refused an input or stopped.
public enum SessionError: Error, Hashable, Sendable {
    /// The event is an output; only inputs can be sent.
    case notAnInput(NavigationEvent)
    /// The app must be launched first, and only once.
    case notLaunched
    case alreadyLaunched
    /// The app crashed at `step`; it takes no more input.
    case crashed(reason: String, step: Int)
    /// No screen is in front: nothing can be tapped.
    case nothingInFront
    /// The screen is not the one in front, so the user cannot tap it.
    case notInFront(ScreenID, front: ScreenID?)
    /// The screen is in front but not on screen yet: a transition issued during another's
    /// animation has not begun to show it.
    case notShownYet(ScreenID)
    /// The screen has no control with that name.
    case unknownAction(String, screen: String, available: [String])
    /// No back button or swipe: the container is not in front or shows its root.
    case cannotGoBack(ContainerID?)
    /// The container's back swipe is off: the front screen replaced or hid its back button,
    /// or the app disabled `interactivePopGestureRecognizer`.
    case backSwipeDisabled(ContainerID)
    /// A back swipe is under way; only cancelling or finishing it is possible.
    case swipeInProgress(ContainerID)
    /// No back swipe is under way on the container.
    case noSwipe(ContainerID)
    /// The controller is not a sheet on top of the front window, so it cannot be swiped down
    /// (`nil`: no sheet is in front).
    case cannotSwipeDown(ControllerID?)
    /// A sheet is being swiped down; only cancelling or finishing the swipe is possible.
    case sheetSwipeInProgress(ControllerID)
    /// No sheet is being swiped down.
    case noSheetSwipe(ControllerID)
    /// The controller is not a popover on top of the front window, so no tap lands outside
    /// it (`nil`: no popover is in front).
    case noPopover(ControllerID?)
    /// The container is not a tab bar in front, or it has no such tab.
    case noSuchTab(ContainerID?, index: Int)
    /// No request with that number is waiting for that service.
    case noPendingRequest(service: String, request: Int)
    /// No request at all is waiting for that service.
    case nothingPending(service: String)
    /// Fewer requests to that service are waiting than the answer skips (`pending`).
    case tooFewPending(service: String, waiting: Int, pending: Int)
    /// No transition animation is running, so none can end.
    case notAnimating
    /// A transition animation is running; the input must wait for it to end.
    case animating(NavigationEvent)
    /// Time cannot pass by that many milliseconds: zero or fewer, or beyond the next
    /// timer's deadline (`next` milliseconds away), which must fire first.
    case timeCannotPass(milliseconds: Int, next: Int?)
    /// The app is already in that state of its life cycle.
    case alreadyInAppState(AppState)
    /// The app is not active (`inactive` or `background`): it takes no touches, links or
    /// quick actions until it is active again.
    case notActive(AppState, NavigationEvent)
    /// The event sink failed; the trace ends before this input.
    case sinkFailed(String)
    /// The app model made a change that UIKit cannot make; a bug in the model.
    case impossibleEvent(NavigationError)
}

extension SessionError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .notAnInput(let event): "\(event.kind) is an output event, not an input"
        case .notLaunched: "the app has not been launched yet"
        case .alreadyLaunched: "the app is already launched"
        case .crashed(let reason, let step): "the app crashed at step \(step) (\(reason)) and takes no more input"
        case .nothingInFront: "no screen is in front"
        case .notInFront(let screen, let front):
            "screen \(screen) is not in front (the front screen is \(front.map(\.description) ?? "none"))"
        case .notShownYet(let screen):
            "screen \(screen) is in front but not on screen yet: the transition to it waits for the running animation"
        case .unknownAction(let action, let screen, let available):
            "\(screen) has no action '\(action)' (it has: \(available.isEmpty ? "none" : available.joined(separator: ", ")))"
        case .cannotGoBack(let container?): "\(container) is not in front with a screen to go back from"
        case .cannotGoBack(nil): "the front screen has no back button"
        case .backSwipeDisabled(let container):
            "the back swipe on \(container) is off: the front screen replaced or hid its back button, or the app "
                + "disabled interactivePopGestureRecognizer"
        case .swipeInProgress(let container): "a back swipe is under way on \(container): cancel or finish it"
        case .noSwipe(let container): "no back swipe is under way on \(container)"
        case .cannotSwipeDown(let controller?): "\(controller) is not a sheet on top of the front window"
        case .cannotSwipeDown(nil): "no sheet is in front to swipe down"
        case .sheetSwipeInProgress(let controller): "the sheet \(controller) is being swiped down: cancel or finish it"
        case .noSheetSwipe(let controller): "no swipe down is under way on \(controller)"
        case .noPopover(let controller?): "\(controller) is not a popover on top of the front window"
        case .noPopover(nil): "no popover is in front to tap outside of"
        case .noSuchTab(let container?, let index): "\(container) has no tab \(index) in front"
        case .noSuchTab(nil, _): "no tab bar is in front"
        case .noPendingRequest(let service, let request): "no request #\(request) to \(service) is waiting"
        case .nothingPending(let service): "no request to \(service) is waiting for an answer"
        case .tooFewPending(let service, let waiting, let pending):
            "\(waiting) request(s) to \(service) are waiting: none has \(pending) older than it"
        case .notAnimating: "no transition animation is running"
        case .animating(let input): "\(input.kind) cannot happen while a transition animation is running"
        case .timeCannotPass(let milliseconds, let next?):
            "\(milliseconds) ms cannot pass at once: the next timer is due in \(next) ms and fires first"
        case .timeCannotPass(let milliseconds, nil): "\(milliseconds) ms is not a time that can pass"
        case .alreadyInAppState(let state): "the app is already \(state.rawValue)"
        case .notActive(let state, let input):
            "\(input.kind) cannot happen while the app is \(state.rawValue): make it active first ({\"app\": \"active\"})"
        case .sinkFailed(let message): "recording failed: \(message)"
        case .impossibleEvent(let error): "the app model did something UIKit cannot do: \(error)"
        }
    }
}
