/// The rules found in a trace's events rather than in a state: a command UIKit ignored,
/// an input that did nothing.
extension InvariantViolation {
    /// UIKit refused `command` because of `reason` and only logged a warning.
    public static func ignored(command: String, reason: String) -> InvariantViolation {
        InvariantViolation(
            rule: .ignoredCommand, coordinator: nil, screen: nil, message: "UIKit ignored `\(command)`: \(reason)")
    }

    /// The app started a transition on `container` while its animated one was running.
    public static func nested(container: ContainerID, reason: String) -> InvariantViolation {
        InvariantViolation(
            rule: .nestedTransition, coordinator: nil, screen: nil,
            message: "a transition on \(container) began while its animation was running: \(reason)")
    }

    /// The violation of an input that no event followed, if `input` is one a person makes
    /// to get a reaction: a tap on a button, a bar button or an alert action (argument
    /// `null`) or a row (`[section, row]`), not a tap that types text or sets a value (a
    /// string, a Boolean, a number: a row of traces recorded before rows were always
    /// `[section, row]` is read as a value); or a deep link or quick action. `state` is the state after the
    /// input.
    public static func deadInput(_ input: NavigationEvent, in state: NavigationState) -> InvariantViolation? {
        switch input {
        case .userTapped(let screen, let action, let argument):
            guard !NavigationEvent.isBackgroundTap(action) else { return nil }
            switch argument {
            case .null, .array: break
            default: return nil
            }
            let node = state.screens[screen]
            let name = node?.displayName ?? screen.description
            return InvariantViolation(
                rule: .deadInput, coordinator: node?.owner, screen: screen,
                message: "tapping `\(action)` on \(name) did nothing: no event followed")
        case .deepLinkOpened(let url):
            return InvariantViolation(
                rule: .deadInput, coordinator: nil, screen: nil,
                message: "opening the deep link `\(url)` did nothing: no event followed")
        case .shortcutPerformed(let type):
            return InvariantViolation(
                rule: .deadInput, coordinator: nil, screen: nil,
                message: "the quick action `\(type)` did nothing: no event followed")
        default:
            return nil
        }
    }
}
