/// Which touches a session offers while a transition animation runs
/// (``Session/availableInputs()``).
///
/// UIKit blocks the touches on the views a standard push or presentation animates, but a
/// fast second tap on the same control, or on the back button, can still land (a radar:
/// fast taps pushed several controllers), and custom transitions block nothing
/// (docs/architecture.md, "The run loop", Q4).
public enum RacingTouches: String, Sendable, CaseIterable {
    /// The touch that started the flight once more (the double tap) and the back button of
    /// the navigation controller in front.
    case sameControl
    /// No touch: only the animations' end, service answers and deep links.
    case none
    /// Every control of the screens in the transition, and the back button.
    case all
}
