/// Which coordinators' flows go on in one state, for the `flowEndedButAlive` rule: each
/// worked out once, climbing to a window once per controller (``WindowLookup``).
///
/// A flow goes on while a screen or container of the coordinator's, or of a child's, is in a
/// window: a root coordinator whose sign-in screen went is alive for its tabs' children, or
/// for the navigation controller it keeps as the window's root. A hidden window holds its
/// screens as a shown one does (the app shows it again to go on), so a flow in it goes on; a
/// flow whose screens left the window (popped, dismissed, a root replaced, the window
/// released) has ended, hidden window or not. A live child never seen to
/// own a screen (`created`) may own a screen on screen whose owner NavSim could not find:
/// while there is one, the flow may go on through it.
struct ShownFlows {
    private var lookup: WindowLookup
    /// The state looked in (the lookup's: one copy of it, not two).
    private var state: NavigationState { lookup.state }
    /// Whether a screen with no owner is on screen, once asked.
    private var ownerlessOnScreen: Bool?
    /// The answer for each coordinator asked so far (`false` while it is being worked out,
    /// so that a cycle of children ends).
    private var onScreen: [CoordinatorID: Bool] = [:]

    init(state: NavigationState) {
        lookup = WindowLookup(state: state)
    }

    /// Whether a screen or container of coordinator `id`'s, or of a child's, is on screen.
    mutating func showsAScreen(_ id: CoordinatorID) -> Bool {
        if let known = onScreen[id] { return known }
        onScreen[id] = false
        guard let node = state.coordinators[id] else { return false }
        let shows =
            node.screens.contains { lookup.windowID(holding: .screen($0)) != nil }
            || node.containers.contains { lookup.windowID(holding: .container($0)) != nil }
            || (node.phase == .created && !node.isDeallocated && showsAnOwnerlessScreen())
            || node.children.contains { showsAScreen($0) }
        onScreen[id] = shows
        return shows
    }

    private mutating func showsAnOwnerlessScreen() -> Bool {
        if let known = ownerlessOnScreen { return known }
        let shows = state.screens.values.contains { $0.owner == nil && lookup.windowID(holding: .screen($0.id)) != nil }
        ownerlessOnScreen = shows
        return shows
    }
}
