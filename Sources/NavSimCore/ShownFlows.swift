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
    /// The answers known so far, by coordinator.
    private var onScreen: [CoordinatorID: Bool] = [:]

    init(state: NavigationState) {
        lookup = WindowLookup(state: state)
    }

    /// Whether a screen or container of coordinator `id`'s, or of a descendant's, is on
    /// screen. The descendants are visited breadth-first, without recursion, so that a chain
    /// of children as deep as an app makes cannot exhaust the stack; each once, so that a
    /// cycle of children ends. The answer is kept for each coordinator on the way to the one
    /// found showing (they all show it), or for every one visited when none shows one, so a
    /// chain is visited once whichever of its coordinators are asked about.
    mutating func showsAScreen(_ id: CoordinatorID) -> Bool {
        if let known = onScreen[id] { return known }
        var visited = [(id: id, via: -1)]
        var seen: Set = [id]
        var next = 0
        while next < visited.count {
            let (current, _) = visited[next]
            let shows: Bool
            if next > 0, let known = onScreen[current] {
                shows = known
            } else if let node = state.coordinators[current] {
                shows =
                    node.screens.contains { lookup.windowID(holding: .screen($0)) != nil }
                    || node.containers.contains { lookup.windowID(holding: .container($0)) != nil }
                    || (node.phase == .created && !node.isDeallocated && showsAnOwnerlessScreen())
                if !shows {
                    for child in node.children where seen.insert(child).inserted {
                        visited.append((child, next))
                    }
                }
            } else {
                shows = false
            }
            if shows {
                var position = next
                while position >= 0 {
                    onScreen[visited[position].id] = true
                    position = visited[position].via
                }
                return true
            }
            next += 1
        }
        for (coordinator, _) in visited { onScreen[coordinator] = false }
        return false
    }

    private mutating func showsAnOwnerlessScreen() -> Bool {
        if let known = ownerlessOnScreen { return known }
        let shows = state.screens.values.contains { $0.owner == nil && lookup.windowID(holding: .screen($0.id)) != nil }
        ownerlessOnScreen = shows
        return shows
    }
}
