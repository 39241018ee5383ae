/// ``NavigationState/windowID(holding:)`` for many controllers of one state: each controller
/// on a climb remembers the answer, so every container and parent screen is climbed through
/// at most once.
struct WindowLookup {
    private let state: NavigationState
    /// The window holding each controller climbed through so far; `.some(nil)` for none.
    private var known: [ControllerID: WindowID?] = [:]

    init(state: NavigationState) {
        self.state = state
    }

    /// The window whose hierarchy holds `controller`, as ``NavigationState/windowID(holding:)``
    /// answers: `nil` when the climb ends at a controller nothing holds, or goes round a cycle.
    mutating func windowID(holding controller: ControllerID) -> WindowID? {
        var climbed: [ControllerID] = []
        var onClimb = Set<ControllerID>()
        var current = controller
        var answer: WindowID?
        climbing: while true {
            if let window = known[current] {
                answer = window
                break climbing
            }
            guard onClimb.insert(current).inserted else { break climbing }
            climbed.append(current)
            switch state.location(of: current) {
            case .windowRoot(let id), .presented(let id):
                answer = id
                break climbing
            case .stack(let id), .tab(let id): current = .container(id)
            case .embedded(let id): current = .screen(id)
            case nil: break climbing
            }
        }
        for id in climbed { known[id] = .some(answer) }
        return answer
    }
}
