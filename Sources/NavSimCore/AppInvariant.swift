/// A rule of one app, declared by its author, that NavSim checks wherever it checks its
/// own: in `check`, `replay`, `explore`, random walks, `shrink` and tests.
///
/// NavSim's rules know navigation; an app's own rules know its data and its outputs.
/// Editor's naive variant shows stale data, which no navigation rule sees, until the app
/// says what its screens must agree on, a rule of the state between inputs:
///
/// ```swift
/// AppInvariant("listShowsEdits") { state in
///     // …find the List and the Details screen in state.screens and compare their
///     // ViewModel states; return a breach when they disagree.
///     nil
/// }
/// ```
///
/// The closure reads the state the trace rebuilds (screens with their ViewModel states,
/// stacks, presentations, coordinators), never the live app, so a trace is checked the
/// same way with or without the app running. It is asked after every input, also while a
/// transition animates (``NavigationState/isAnimating``).
///
/// A coordinator that must tell its parent when its flow ends breaks an output rule
/// (``output(_:of:notes:)``) when it ends without doing so; a state between inputs cannot
/// show that, as the coordinator is gone by then, so the rule is judged at the event that
/// ends the flow.
public struct AppInvariant: Sendable {
    /// Where and how a state breaks the invariant.
    public struct Breach: Hashable, Sendable {
        /// The screen that shows the problem, if one does.
        public let screen: ScreenID?
        /// The coordinator involved, if one is.
        public let coordinator: CoordinatorID?
        /// One plain sentence about what is wrong.
        public let message: String

        /// A breach shown by `screen` or `coordinator`, described by `message`.
        public init(screen: ScreenID? = nil, coordinator: CoordinatorID? = nil, message: String) {
            self.screen = screen
            self.coordinator = coordinator
            self.message = message
        }
    }

    /// The invariant's name: the kind of its findings in every report, such as
    /// `listShowsEdits`. Keep it distinct from NavSim's own rules' names.
    public let name: String
    private let rule: Rule

    /// What the invariant asks.
    private enum Rule: Sendable {
        /// A state between inputs keeps it unless this returns a breach.
        case state(@Sendable (NavigationState) -> Breach?)
        /// Every started coordinator of class `type` notes `output` before its flow ends.
        case output(type: String, output: String)
    }

    /// Declares the invariant `name`; `breach` returns how a state breaks it, or `nil`
    /// when the state keeps it.
    public init(_ name: String, breach: @escaping @Sendable (NavigationState) -> Breach?) {
        self.name = name
        rule = .state(breach)
    }

    private init(_ name: String, rule: Rule) {
        self.name = name
        self.rule = rule
    }

    /// Declares the output rule `name`: every coordinator of class `coordinatorType` that
    /// started notes `output` (`NavSim.annotate(output, by: self)`, an `annotated` event)
    /// before its flow ends, when it finishes or, unfinished, is deallocated.
    ///
    /// A child that the user can leave by a way its own code does not hear (the system
    /// back button, a back swipe, a sheet swiped down) never tells its parent:
    ///
    /// ```swift
    /// AppInvariant.output("homeTellsParent", of: "HomeCoordinator", notes: "controllerDismissed")
    /// ```
    ///
    /// Its findings are found in a trace's events, as an ignored command is: one for each
    /// coordinator that ended without its output, at the step that ended it.
    public static func output(_ name: String, of coordinatorType: String, notes output: String) -> AppInvariant {
        AppInvariant(name, rule: .output(type: coordinatorType, output: output))
    }

    /// The output an output rule asks for, which makes it judged at events rather than in
    /// states; `nil` for a rule of states.
    public var requiredOutput: String? {
        if case .output(_, let output) = rule { output } else { nil }
    }

    /// The violation `state` shows, if any (an output rule's are in events: none).
    public func violation(in state: NavigationState) -> InvariantViolation? {
        guard case .state(let breach) = rule else { return nil }
        return breach(state).map { breach in
            InvariantViolation(
                appInvariant: name, coordinator: breach.coordinator, screen: breach.screen, message: breach.message)
        }
    }

    /// The violation `event` makes when it follows `state`, if any: an output rule's
    /// coordinator that finishes, or is deallocated while started, without having noted its
    /// output (``CoordinatorNode/notes``). A state rule's are in states: none.
    public func violation(at event: NavigationEvent, after state: NavigationState) -> InvariantViolation? {
        guard case .output(let type, let output) = rule else { return nil }
        let ended: String
        let id: CoordinatorID
        switch event {
        case .coordinatorFinished(let finished):
            (ended, id) = ("finished", finished)
        case .coordinatorDeallocated(let deallocated):
            (ended, id) = ("was deallocated", deallocated)
        default:
            return nil
        }
        // A coordinator that finished was judged then; one never started had no flow.
        guard let node = state.coordinators[id], node.type == type, node.phase == .started,
            !node.notes.contains(output)
        else { return nil }
        return InvariantViolation(
            appInvariant: name, coordinator: id, screen: nil,
            message: "\(node.displayName) \(ended) without noting its output `\(output)`: its parent was never told")
    }
}

extension NavigationState {
    /// The rules `event` breaks when it follows this state: each of `invariants` the app
    /// declares that is judged at an event (an output rule), in their order.
    public func invariantViolations(at event: NavigationEvent, including invariants: [AppInvariant])
        -> [InvariantViolation]
    {
        invariants.compactMap { $0.violation(at: event, after: self) }
    }

    /// The rules this state breaks: NavSim's own (``invariantViolations()``), then each of
    /// `invariants` the app declares, in their order.
    public func invariantViolations(including invariants: [AppInvariant]) -> [InvariantViolation] {
        invariantViolations() + invariants.compactMap { $0.violation(in: self) }
    }
}
