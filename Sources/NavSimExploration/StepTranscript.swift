import NavSimCore
import NavSimSimulator

/// The scenario steps of a run's inputs, noted as they are sent or read from a trace: a
/// tap names the screen it was on, a back swipe or a sheet's swipe down is one step.
///
/// `animationsEnded` inputs become steps only when they were not a settling send's own: an
/// input that arrives while a transition animates makes the step before it quick
/// (`"quick": true`) and the `animationsEnded` between them explicit
/// (`{"wait": "animations", "quick": true}` each); otherwise they were the previous step's
/// settling and are left out.
///
/// ```swift
/// var transcript = StepTranscript()
/// transcript.note(input, in: stateBeforeIt)
/// ```
struct StepTranscript {
    /// The steps noted before the latest run of `animationsEnded`.
    private var noted: [Scenario.Step] = []
    /// How many `animationsEnded` followed the last step, not yet known to be explicit.
    private var pendingWaits = 0

    /// The steps so far; `animationsEnded` at the end count as the last step's settling.
    var steps: [Scenario.Step] { noted }

    mutating func note(_ input: NavigationEvent, in state: NavigationState) {
        if case .animationsEnded = input {
            pendingWaits += 1
            return
        }
        if state.isAnimating, let last = noted.last {
            // The previous input raced the animations: it and the waits since were quick.
            if case .quick = last {} else { noted[noted.count - 1] = .quick(last) }
            noted += Array(repeating: .quick(.waitForAnimations), count: pendingWaits)
        }
        pendingWaits = 0
        switch input {
        case .userTapped(let screen, let action, let argument):
            noted.append(.tap(action, on: state.screens[screen]?.name, argument: argument))
        case .backTapped(let container): noted.append(state.backStep(.button, in: container))
        case .interactiveBackBegan(let container): noted.append(state.backStep(.swipe, in: container))
        case .interactiveBackCancelled(let container):
            replaceLast(state.backStep(.swipe, in: container), with: state.backStep(.cancelledSwipe, in: container))
        case .sheetSwipeBegan: noted.append(.sheet(.swipeDown))
        case .sheetSwipeCancelled: replaceLast(.sheet(.swipeDown), with: .sheet(.cancelledSwipeDown))
        case .tappedOutsidePopover: noted.append(.popover(.tapOutside))
        case .tabTapped(_, let index): noted.append(.tab(index))
        case .deepLinkOpened(let url): noted.append(.open(url: url))
        case .shortcutPerformed(let type): noted.append(.shortcut(type))
        case .appStateChanged(let target): noted.append(.app(target))
        case .timePassed(let milliseconds): noted.append(.wait(milliseconds: milliseconds))
        case .serviceResponded(let service, let request, let response):
            // Which of the service's pending requests, oldest first: a walk answers any.
            let older = state.olderPendingRequests(than: request, of: service)
            noted.append(.respond(service: service, response: response, pending: older))
        default: break
        }
    }

    /// A cancelled swipe turns the swipe that began it into one let go early.
    private mutating func replaceLast(_ began: Scenario.Step, with cancelled: Scenario.Step) {
        if noted.last == began { noted[noted.count - 1] = cancelled }
    }
}
