import NavSimCore
import NavSimSimulator

/// The scenario steps of a run's inputs, noted as they are sent or read from a trace: a
/// tap names the screen it was on, a back swipe or a sheet's swipe down is one step.
///
/// ```swift
/// var transcript = StepTranscript()
/// transcript.note(input, in: stateBeforeIt)
/// ```
struct StepTranscript {
    /// The steps so far.
    private(set) var steps: [Scenario.Step] = []

    /// Notes `input`, sent in `state`: a swipe's second half only says whether it was let
    /// go early; an event that is not such an input (the launch, an app's event) is skipped.
    mutating func note(_ input: NavigationEvent, in state: NavigationState) {
        switch input {
        case .userTapped(let screen, let action, let argument):
            steps.append(.tap(action, on: state.screens[screen]?.name, argument: argument))
        case .backTapped: steps.append(.back(.button))
        case .interactiveBackBegan: steps.append(.back(.swipe))
        case .interactiveBackCancelled: replaceLast(.back(.swipe), with: .back(.cancelledSwipe))
        case .sheetSwipeBegan: steps.append(.sheet(.swipeDown))
        case .sheetSwipeCancelled: replaceLast(.sheet(.swipeDown), with: .sheet(.cancelledSwipeDown))
        case .tabTapped(_, let index): steps.append(.tab(index))
        case .deepLinkOpened(let url): steps.append(.open(url: url))
        case .serviceResponded(let service, _, let response):
            steps.append(.respond(service: service, response: response))
        default: break
        }
    }

    /// A cancelled swipe turns the swipe that began it into one let go early.
    private mutating func replaceLast(_ began: Scenario.Step, with cancelled: Scenario.Step) {
        if steps.last == began { steps[steps.count - 1] = cancelled }
    }
}
