import NavSimCore
import NavSimSimulator

/// The search behind ``SystematicExploration``: states in the order breadth-first finds
/// them, each with its parent and the input that first reached it.
///
/// A live app cannot be copied, so a state is reached again by replaying its path from
/// launch: expanding a state replays its path once per input it offers, and each child
/// costs that replay plus one input. The session that found a state is kept (up to
/// `parkedLimit` of them) for the first input tried from it, saving one replay per state.
@MainActor
final class BreadthFirstSearch {
    /// A state found: where it came from and how deep it is.
    private struct Node {
        let parent: Int?
        let input: Scenario.Step?
        let depth: Int
    }

    private let exploration: SystematicExploration
    private let deadline: ContinuousClock.Instant?
    private let progress: (_ states: Int, _ transitions: Int) -> Void
    /// Whether to stop now, asked before each input.
    private let interrupted: () -> Bool
    /// The most sessions kept alive for the states waiting to be expanded.
    private let parkedLimit: Int
    /// The sessions that found states not expanded yet, by state.
    private var parked: [Int: ExplorationRun] = [:]
    private var nodes: [Node] = []
    private var seen: [CanonicalState: Int] = [:]
    private var findings: [Sighting.Signature: ExplorationReport.Finding] = [:]
    private var findingOrder: [Sighting.Signature] = []
    private var transitions = 0
    private var replayedInputs = 0
    private var limit: ExplorationReport.Limit?
    private var screens: Set<String> = []
    private var actions: Set<ExplorationReport.Action> = []
    private var tapped: Set<ExplorationReport.Action> = []
    private var effective: Set<ExplorationReport.Action> = []

    init(
        _ exploration: SystematicExploration, parking parkedLimit: Int = 256,
        progress: @escaping (_ states: Int, _ transitions: Int) -> Void,
        interrupted: @escaping () -> Bool = { false }
    ) {
        self.exploration = exploration
        self.parkedLimit = parkedLimit
        self.progress = progress
        self.interrupted = interrupted
        deadline = exploration.timeLimit.map { ContinuousClock.now + $0 }
    }

    /// Explores breadth-first up to the exploration's depth or a limit.
    func run() -> ExplorationReport {
        let launch = ExplorationRun(app: exploration.makeApp(), ignoring: exploration.ignoredRules)
        if case .sent(let sightings) = launch.attempt({ session throws(SessionError) in try session.launch() }) {
            note(sightings, inputs: [])
            reached(launch, parent: nil, input: nil, depth: 0)
        }
        var next = 0
        while next < nodes.count, nodes[next].depth < exploration.depth, limit == nil {
            expand(next)
            if limit == nil { next += 1 }
        }
        let depth = limit == nil ? exploration.depth : nodes[next].depth
        let sortedDead = tapped.subtracting(effective).sorted()
        return ExplorationReport(
            findings: findingOrder.compactMap { findings[$0] }, states: nodes.count, transitions: transitions,
            depth: depth, complete: limit == nil, limit: limit,
            coverage: .init(screens: screens.sorted(), actions: actions.sorted(), deadActions: sortedDead),
            replayedInputs: replayedInputs)
    }

    // MARK: - Expanding

    /// Tries every input the state offers, each from a session replayed to the state (the
    /// first from the session that found it, when it was kept).
    private func expand(_ index: Int) {
        let path = self.path(to: index)
        var session = parked.removeValue(forKey: index) ?? replay(path)
        guard let listing = session else { return }
        for input in Self.inputs(offeredBy: listing.session, racing: exploration.racing) {
            if interrupted() {
                limit = .interrupted
                return
            }
            if let deadline, ContinuousClock.now >= deadline {
                limit = .time
                return
            }
            guard let run = session ?? replay(path) else { continue }
            session = nil
            let before = run.session.state.step
            guard case .sent(let sightings) = run.perform(input, until: { _ in false }) else { continue }
            transitions += 1
            if case .tap(let action, let screen?, _) = input {
                let tap = ExplorationReport.Action(screen: screen, action: action)
                tapped.insert(tap)
                if run.session.state.step - before > 1 { effective.insert(tap) }
            }
            note(sightings, inputs: path + [input])
            reached(run, parent: index, input: input, depth: nodes[index].depth + 1)
            if limit != nil { return }
        }
        progress(nodes.count, transitions)
    }

    /// A fresh session at the end of `path`, or `nil` when an input of it is refused.
    private func replay(_ path: [Scenario.Step]) -> ExplorationRun? {
        let run = ExplorationRun(app: exploration.makeApp(), ignoring: exploration.ignoredRules)
        replayedInputs += path.count
        return run.replay(path) ? run : nil
    }

    /// Adds the run's state as a node unless its canonical form was seen, keeping the run
    /// for it when there is room; a new state beyond the most allowed stops the search instead.
    private func reached(_ run: ExplorationRun, parent: Int?, input: Scenario.Step?, depth: Int) {
        let session = run.session
        let form = CanonicalState(session.state)
        guard seen[form] == nil else { return }
        guard nodes.count < exploration.maxStates else {
            limit = .states
            return
        }
        seen[form] = nodes.count
        if depth < exploration.depth, parked.count < parkedLimit { parked[nodes.count] = run }
        nodes.append(Node(parent: parent, input: input, depth: depth))
        let state = session.state
        guard let front = state.frontScreen, let name = state.screens[front]?.name else { return }
        screens.insert(name)
        for case .tap(let action, _, _) in Self.inputs(offeredBy: session) {
            actions.insert(.init(screen: name, action: action))
        }
    }

    /// The inputs from launch to the node.
    private func path(to index: Int) -> [Scenario.Step] {
        var inputs: [Scenario.Step] = []
        var current: Int? = index
        while let node = current.map({ nodes[$0] }) {
            if let input = node.input { inputs.append(input) }
            current = node.parent
        }
        return inputs.reversed()
    }

    /// Keeps the first sighting of each signature: breadth-first, it has the fewest inputs.
    private func note(_ sightings: [Sighting], inputs: [Scenario.Step]) {
        for sighting in sightings where findings[sighting.signature] == nil {
            findingOrder.append(sighting.signature)
            findings[sighting.signature] = ExplorationReport.Finding(
                kind: sighting.signature.rule, coordinator: sighting.signature.coordinatorType,
                screen: sighting.signature.screenName, inputs: inputs, step: sighting.step, problem: sighting.problem)
        }
    }

    // MARK: - Inputs

    /// The inputs `availableInputs()` offers, as scenario steps, in its order: a back swipe
    /// and a sheet's swipe down each finished and let go early; one answer per service and
    /// response (a scenario answers a service's oldest request). With `racing`, a settled
    /// state also offers each touch, answer and deep link given quickly, and a state in
    /// flight offers the animations' end first.
    static func inputs(offeredBy session: Session, racing: Bool = false) -> [Scenario.Step] {
        let state = session.state
        var steps: [Scenario.Step] = session.isInFlight ? [.waitForAnimations] : []
        for input in session.availableInputs() {
            switch input {
            case .userTapped(let screen, let action, let argument):
                steps.append(.tap(action, on: state.screens[screen]?.name, argument: argument))
            case .backTapped: steps.append(.back(.button))
            case .interactiveBackBegan: steps += [.back(.swipe), .back(.cancelledSwipe)]
            case .sheetSwipeBegan: steps += [.sheet(.swipeDown), .sheet(.cancelledSwipeDown)]
            case .tabTapped(_, let index): steps.append(.tab(index))
            case .serviceResponded(let service, _, let response):
                let answer = Scenario.Step.respond(service: service, response: response)
                if !steps.contains(answer) { steps.append(answer) }
            case .deepLinkOpened(let url): steps.append(.open(url: url))
            default: break
            }
        }
        guard racing, !session.isInFlight else { return steps }
        return steps
            + steps.compactMap { step in
                switch step {
                case .tap, .back(.button), .respond, .open: .quick(step)
                default: nil
                }
            }
    }
}
