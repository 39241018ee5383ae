public import NavSimCore

/// The flow graph of one or many traces: which screen leads to which, by what input, and
/// how often.
///
/// Each trace is folded with ``NavigationState/apply(_:)``. For every input, the screen
/// in front before it (``NavigationState/frontScreen``) and the screen in front once the
/// app has answered it (at the next input) give a transition, labelled with the input and
/// the first navigation event it caused (push, present, pop, dismiss, set root, tab).
/// Screens are aggregated by coordinator type and screen name across instances and traces.
/// Two kinds of transition are bugs: a user input the app did not answer at all (a tap that
/// went nowhere), and an input after which the app crashed.
///
/// ```swift
/// let flow = try FlowGraph(traces: [trace1, trace2])
/// print(flow.dot)
/// ```
public struct FlowGraph: Hashable, Sendable {
    /// A screen as the flow graph knows it: its name and its coordinator's type.
    public struct Screen: Hashable, Comparable, Sendable {
        /// The type of the coordinator that created it, `nil` when none did.
        public let coordinatorType: String?
        /// The screen's name.
        public let name: String

        /// Creates a screen key.
        public init(coordinatorType: String?, name: String) {
            self.coordinatorType = coordinatorType
            self.name = name
        }

        public static func < (lhs: Screen, rhs: Screen) -> Bool {
            (lhs.coordinatorType ?? "", lhs.name) < (rhs.coordinatorType ?? "", rhs.name)
        }
    }

    /// Where a transition starts or ends.
    public enum Endpoint: Hashable, Comparable, Sendable {
        /// Before any screen was shown.
        case launch
        /// A screen.
        case screen(Screen)
        /// The app crashed with this reason.
        case crash(reason: String)
    }

    /// What the app did in answer to an input.
    public enum Kind: String, Hashable, Comparable, Sendable, CaseIterable {
        case push
        case present
        case pop
        case dismiss
        case setRoot
        case tab
        /// Bug: the app produced no event at all.
        case noEffect
        /// Bug: the app crashed.
        case crash

        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }

        /// Whether the transition is a bug.
        public var isBug: Bool { self == .noEffect || self == .crash }
    }

    /// One aggregated transition.
    public struct Transition: Hashable, Comparable, Sendable {
        public let from: Endpoint
        public let to: Endpoint
        /// The input: an action name, `back`, `swipe back`, `tab 1`, `deep link`, ….
        public let action: String
        public let kind: Kind
        /// The names the app annotated while answering the input (`NavSim.annotate`), in
        /// order: the outputs its coordinators sent.
        public let notes: [String]
        /// How many times it happened over all traces.
        public internal(set) var count: Int

        /// Creates a transition.
        public init(from: Endpoint, to: Endpoint, action: String, kind: Kind, notes: [String] = [], count: Int) {
            self.from = from
            self.to = to
            self.action = action
            self.kind = kind
            self.notes = notes
            self.count = count
        }

        /// The same transition with another count.
        func with(count: Int) -> Transition {
            Transition(from: from, to: to, action: action, kind: kind, notes: notes, count: count)
        }

        public static func < (lhs: Transition, rhs: Transition) -> Bool {
            (lhs.from, lhs.to, lhs.action, lhs.kind) < (rhs.from, rhs.to, rhs.action, rhs.kind)
                || (lhs.from, lhs.to, lhs.action, lhs.kind) == (rhs.from, rhs.to, rhs.action, rhs.kind)
                    && lhs.notes.lexicographicallyPrecedes(rhs.notes)
        }
    }

    /// Every screen created in any trace, sorted by coordinator type, then name.
    public let screens: [Screen]
    /// The transitions, sorted.
    public let transitions: [Transition]

    /// Builds the flow graph of `traces`.
    ///
    /// - Throws: ``DiagramError/impossibleEvent(trace:index:error:)`` for an event that
    ///   cannot happen where it is in its trace.
    public init(traces: [[NavigationEvent]]) throws(DiagramError) {
        var aggregator = FlowAggregator()
        for (number, trace) in traces.enumerated() {
            try aggregator.fold(trace, number: number)
        }
        self.init(aggregator)
    }

    /// The flow graph of the traces folded into `aggregator`.
    ///
    /// To draw many traces without holding them, fold each from its reader into a
    /// ``FlowAggregator`` (see there) and build the graph once at the end.
    public init(_ aggregator: FlowAggregator) {
        screens = aggregator.screens.sorted()
        transitions = aggregator.transitions.values.sorted()
    }
}

extension FlowGraph.Endpoint {
    public static func < (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.launch, .launch): false
        case (.launch, _): true
        case (_, .launch): false
        case (.screen(let left), .screen(let right)): left < right
        case (.screen, .crash): true
        case (.crash, .screen): false
        case (.crash(let left), .crash(let right)): left < right
        }
    }
}
