extension NavigationState {
    /// Whether a transition animation is running: a screen is between its `will` and `did`
    /// appearance callbacks while no back swipe and no swipe down is under way (those are
    /// driven by the user's finger, not by time).
    ///
    /// Only then can ``NavigationEvent/animationsEnded`` happen. The state stores nothing
    /// for it: the screens' appearances say it.
    public var isAnimating: Bool {
        guard !containers.values.contains(where: \.isSwipingBack),
            !windows.values.contains(where: { $0.modals.last?.isSwipingDown == true })
        else { return false }
        return screens.values.contains { $0.appearance == .appearing || $0.appearance == .disappearing }
    }

    /// Whether a screen in `appearance` takes a tap now: it has appeared, or a running
    /// animation moves it (a fast touch can still land on those). The fold refuses other
    /// taps, and a session never offers them.
    public func takesTaps(_ appearance: Appearance) -> Bool {
        appearance == .appeared || (appearance == .appearing || appearance == .disappearing) && isAnimating
    }
}
