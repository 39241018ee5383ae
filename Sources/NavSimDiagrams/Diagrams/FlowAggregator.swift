import NavSimCore

/// Folds traces into the screens and transitions of a ``FlowGraph``.
struct FlowAggregator {
    struct Key: Hashable {
        let from: FlowGraph.Endpoint
        let to: FlowGraph.Endpoint
        let action: String
        let kind: FlowGraph.Kind
        let notes: [String]
    }

    /// An input whose answer is still being collected.
    private struct PendingInput {
        let from: FlowGraph.Endpoint
        let action: String
        /// Whether the app must answer it.
        let expectsAnswer: Bool
        /// Whether the screen in front had lost its coordinator: its taps go nowhere.
        let isOrphaned: Bool
        var outputs: [NavigationEvent] = []
    }

    private(set) var screens = Set<FlowGraph.Screen>()
    private(set) var transitions: [Key: FlowGraph.Transition] = [:]

    // MARK: - Folding

    mutating func fold(_ trace: [NavigationEvent], number: Int) throws(DiagramError) {
        var state = NavigationState()
        var pending: PendingInput?
        for (index, event) in trace.enumerated() {
            if let action = Self.action(of: event) {
                if let input = pending { record(input, in: state) }
                let front = state.frontScreen
                let from = front.flatMap { screen($0, in: state) }.map(FlowGraph.Endpoint.screen) ?? .launch
                let owner = front.flatMap { state.screens[$0]?.owner }.flatMap { state.coordinators[$0] }
                pending = PendingInput(
                    from: from, action: action.name, expectsAnswer: action.expectsAnswer,
                    isOrphaned: owner?.isDeallocated ?? false)
            } else if !event.isInput {
                pending?.outputs.append(event)
            }
            do {
                try state.apply(event)
            } catch {
                throw .impossibleEvent(trace: number, index: index, error: error)
            }
            if case .screenCreated(let id, _, _, _) = event, let key = screen(id, in: state) {
                screens.insert(key)
            }
        }
        if let input = pending { record(input, in: state) }
    }

    private mutating func record(_ input: PendingInput, in state: NavigationState) {
        let notes = input.outputs.compactMap { if case .annotated(let name, _, _) = $0 { name } else { nil } }
        if case .crashed(let reason, _) = input.outputs.last {
            add(from: input.from, to: .crash(reason: reason), action: input.action, kind: .crash, notes: notes)
        } else if input.outputs.allSatisfy(Self.isIgnoredCommand) {
            // A tap that went nowhere is a bug when its screen had lost its coordinator or
            // UIKit refused what it asked; an app may rightly ignore other taps.
            guard input.expectsAnswer, input.isOrphaned || !input.outputs.isEmpty else { return }
            add(from: input.from, to: input.from, action: input.action, kind: .noEffect)
        } else if let kind = input.outputs.compactMap(Self.kind(of:)).min(by: Self.isMoreProminent),
            let front = state.frontScreen.flatMap({ screen($0, in: state) })
        {
            add(from: input.from, to: .screen(front), action: input.action, kind: kind, notes: notes)
        }
    }

    private mutating func add(
        from: FlowGraph.Endpoint, to: FlowGraph.Endpoint, action: String, kind: FlowGraph.Kind, notes: [String] = []
    ) {
        let key = Key(from: from, to: to, action: action, kind: kind, notes: notes)
        transitions[
            key, default: FlowGraph.Transition(from: from, to: to, action: action, kind: kind, notes: notes, count: 0)
        ].count += 1
    }

    private func screen(_ id: ScreenID, in state: NavigationState) -> FlowGraph.Screen? {
        guard let node = state.screens[id] else { return nil }
        let type = node.owner.flatMap { state.coordinators[$0]?.type }
        return FlowGraph.Screen(coordinatorType: type, name: node.name)
    }

    // MARK: - Events

    /// The label of an input that can cause a transition, and whether the app must answer it;
    /// `nil` for events that are not such inputs (outputs, a back swipe beginning or cancelled).
    private static func action(of event: NavigationEvent) -> (name: String, expectsAnswer: Bool)? {
        switch event {
        case .launched: ("launch", true)
        case .userTapped(_, let action, _): (action, true)
        case .backTapped: ("back", true)
        case .interactiveBackFinished: ("swipe back", true)
        case .tabTapped(_, let index): ("tab \(index)", true)
        case .deepLinkOpened: ("deep link", true)
        case .serviceResponded(let service, _, _): ("\(service) responded", false)
        default: nil
        }
    }

    /// Whether `lhs` names a transition better than `rhs` when one input caused both: a
    /// presentation that shows a freshly pushed stack is a present, a launch that pushes a
    /// root and sets it is a set root.
    private static func isMoreProminent(_ lhs: FlowGraph.Kind, _ rhs: FlowGraph.Kind) -> Bool {
        let order: [FlowGraph.Kind] = [.present, .dismiss, .setRoot, .pop, .push, .tab]
        return (order.firstIndex(of: lhs) ?? order.count) < (order.firstIndex(of: rhs) ?? order.count)
    }

    private static func isIgnoredCommand(_ event: NavigationEvent) -> Bool {
        if case .commandIgnored = event { true } else { false }
    }

    /// The kind of transition a navigation event makes; `nil` for other events.
    private static func kind(of event: NavigationEvent) -> FlowGraph.Kind? {
        switch event {
        case .pushed: .push
        case .presented: .present
        case .popped, .poppedTo, .poppedToRoot: .pop
        case .dismissed: .dismiss
        case .stackReplaced, .windowRootSet: .setRoot
        case .tabSelected, .tabsSet: .tab
        default: nil
        }
    }
}
