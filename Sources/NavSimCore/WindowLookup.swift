/// ``NavigationState/windowID(holding:)`` for many controllers of one state: each controller
/// on a climb remembers the answer, so every container and parent screen is climbed through
/// at most once.
struct WindowLookup {
    let state: NavigationState
    /// The window holding each screen and container climbed through so far; `.some(nil)` for
    /// none. Keyed by identifier, which hashes with a multiply where a `ControllerID` would
    /// go through SipHash.
    /// Each is sized for every screen or container at its first answer: a lookup that is
    /// never asked allocates nothing, and one asked for many leaked flows never rehashes.
    private var knownScreens: [ScreenID: WindowID?] = [:]
    private var knownContainers: [ContainerID: WindowID?] = [:]

    init(state: NavigationState) {
        self.state = state
    }

    /// The answer remembered for `controller`: `nil` when it was not climbed through yet.
    private subscript(known controller: ControllerID) -> WindowID?? {
        get {
            switch controller {
            case .screen(let id): knownScreens[id]
            case .container(let id): knownContainers[id]
            }
        }
        set {
            switch controller {
            case .screen(let id):
                if knownScreens.isEmpty { knownScreens.reserveCapacity(state.screens.count) }
                knownScreens[id] = newValue
            case .container(let id):
                if knownContainers.isEmpty { knownContainers.reserveCapacity(state.containers.count) }
                knownContainers[id] = newValue
            }
        }
    }

    /// The window whose hierarchy holds `controller`, as ``NavigationState/windowID(holding:)``
    /// answers: `nil` when the climb ends at a controller nothing holds, or goes round a cycle.
    ///
    /// The climb is made twice, with nothing allocated: once for the answer, then again to
    /// leave it with every controller on the way. A climb longer than there are controllers
    /// goes round a cycle.
    mutating func windowID(holding controller: ControllerID) -> WindowID? {
        if let window = self[known: controller] { return window }
        let longest = state.screens.count + state.containers.count
        var answer: WindowID?
        var current = controller
        climbing: for _ in 0...longest {
            if let window = self[known: current] {
                answer = window
                break
            }
            switch state.location(of: current) {
            case .windowRoot(let id), .presented(let id):
                answer = id
                break climbing
            case .stack(let id), .tab(let id): current = .container(id)
            case .embedded(let id): current = .screen(id)
            case nil: break climbing
            }
        }
        current = controller
        for _ in 0...longest {
            guard self[known: current] == nil else { break }
            self[known: current] = .some(answer)
            switch state.location(of: current) {
            case .stack(let id), .tab(let id): current = .container(id)
            case .embedded(let id): current = .screen(id)
            case .windowRoot, .presented, nil: return answer
            }
        }
        return answer
    }
}
