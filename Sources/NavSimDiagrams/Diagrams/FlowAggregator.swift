public import NavSimCore

/// Folds traces, one at a time, into the screens and transitions of a ``FlowGraph``.
///
/// Only the aggregate is kept, never a trace: fold each trace from an event source as it is
/// read, and memory stays flat however many traces there are. Aggregates of different traces
/// merge in any order into the same graph (counts add up, screens form a set, and the graph
/// sorts both), so traces can be folded on several threads and merged afterwards.
///
/// ```swift
/// var flow = FlowAggregator()
/// for (number, path) in paths.enumerated() {
///     var reader = try TraceReader(path: path)
///     try flow.fold(&reader, number: number)
/// }
/// let graph = FlowGraph(flow)
/// ```
public struct FlowAggregator: Sendable {
    struct Key: Hashable, Sendable {
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

    /// Where the fold of one trace is.
    private struct Walk {
        let number: Int
        var state = NavigationState()
        var pending: PendingInput?
        var index = 0
    }

    private(set) var screens = Set<FlowGraph.Screen>()
    private(set) var transitions: [Key: FlowGraph.Transition] = [:]

    /// An empty aggregate.
    public init() {}

    // MARK: - Folding

    /// Folds one trace held in memory.
    ///
    /// - Parameters:
    ///   - trace: The trace's events.
    ///   - number: The trace's number, for errors.
    /// - Throws: ``DiagramError/impossibleEvent(trace:index:error:)`` for an event that
    ///   cannot happen where it is.
    public mutating func fold(_ trace: [NavigationEvent], number: Int) throws(DiagramError) {
        var walk = Walk(number: number)
        for event in trace { try step(&walk, event) }
        finish(walk)
    }

    /// Folds one trace event by event as `source` reads it; no event is kept.
    ///
    /// - Parameters:
    ///   - source: The trace's events, read to the end.
    ///   - number: The trace's number, for errors.
    /// - Throws: ``DiagramError/impossibleEvent(trace:index:error:)`` for an event that
    ///   cannot happen where it is, or what `source` throws when it cannot be read.
    public mutating func fold(_ source: inout some EventSource, number: Int) throws {
        var walk = Walk(number: number)
        while let event = try source.nextEvent() { try step(&walk, event) }
        finish(walk)
    }

    /// Adds the traces folded into `other`.
    public mutating func merge(_ other: FlowAggregator) {
        screens.formUnion(other.screens)
        for (key, transition) in other.transitions {
            transitions[key, default: transition.with(count: 0)].count += transition.count
        }
    }

    private mutating func step(_ walk: inout Walk, _ event: NavigationEvent) throws(DiagramError) {
        if let action = Self.action(of: event) {
            if let input = walk.pending { record(input, in: walk.state) }
            let state = walk.state
            let front = state.frontScreen
            let from = front.flatMap { screen($0, in: state) }.map(FlowGraph.Endpoint.screen) ?? .launch
            let owner = front.flatMap { state.screens[$0]?.owner }.flatMap { state.coordinators[$0] }
            walk.pending = PendingInput(
                from: from, action: action.name, expectsAnswer: action.expectsAnswer,
                isOrphaned: owner?.isDeallocated ?? false)
        } else if !event.isInput {
            walk.pending?.outputs.append(event)
        }
        do {
            try walk.state.apply(event)
        } catch {
            throw .impossibleEvent(trace: walk.number, index: walk.index, error: error)
        }
        walk.index += 1
        if case .screenCreated(let id, _, _, _) = event, let key = screen(id, in: walk.state) {
            screens.insert(key)
        }
    }

    private mutating func finish(_ walk: Walk) {
        if let input = walk.pending { record(input, in: walk.state) }
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
    /// `nil` for events that are not such inputs (outputs, a back swipe or a sheet's swipe down
    /// beginning or cancelled).
    private static func action(of event: NavigationEvent) -> (name: String, expectsAnswer: Bool)? {
        switch event {
        case .launched: ("launch", true)
        case .launchedWith: ("launch with link", true)
        case .userTapped(_, let action, _): (action, true)
        case .backTapped: ("back", true)
        case .interactiveBackFinished: ("swipe back", true)
        case .sheetSwipeFinished: ("swipe down", true)
        case .tappedOutsidePopover: ("tap outside", true)
        case .tabTapped(_, let index): ("tab \(index)", true)
        case .deepLinkOpened: ("deep link", true)
        case .shortcutPerformed: ("quick action", true)
        case .appStateChanged(let state): ("app \(state.rawValue)", false)
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
        case .stackReplaced, .windowRootSet, .windowHidden, .windowShown: .setRoot
        case .tabSelected, .tabsSet: .tab
        default: nil
        }
    }
}
