/// ``NavigationState/windowID(holding:)`` for many controllers of one state: each container
/// on a climb remembers the answer, so every container is climbed through at most once.
struct WindowLookup {
    private let state: NavigationState
    /// The window holding each container climbed through so far; `.some(nil)` for none.
    private var known: [ContainerID: WindowID?] = [:]

    init(state: NavigationState) {
        self.state = state
    }

    /// The window whose hierarchy holds `controller`, as ``NavigationState/windowID(holding:)``
    /// answers: `nil` when the climb ends at a controller nothing holds, or goes round a cycle.
    mutating func windowID(holding controller: ControllerID) -> WindowID? {
        var climbed: [ContainerID] = []
        var onClimb = Set<ContainerID>()
        var current = controller
        var answer: WindowID?
        climbing: while true {
            if case .container(let id) = current {
                if let window = known[id] {
                    answer = window
                    break climbing
                }
                guard onClimb.insert(id).inserted else { break climbing }
                climbed.append(id)
            }
            switch state.location(of: current) {
            case .windowRoot(let id), .presented(let id):
                answer = id
                break climbing
            case .stack(let id), .tab(let id): current = .container(id)
            case nil: break climbing
            }
        }
        for id in climbed { known[id] = .some(answer) }
        return answer
    }
}
