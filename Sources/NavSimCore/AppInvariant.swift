/// A rule of one app, declared by its author, that NavSim checks wherever it checks its
/// own: between inputs in `check`, `replay`, `explore`, random walks, `shrink` and tests.
///
/// NavSim's rules know navigation; an app's own rules know its data. Editor's naive
/// variant shows stale data, which no navigation rule sees, until the app says what its
/// screens must agree on:
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
/// transition animates (``NavigationState/isAnimating`` says so).
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
    private let breach: @Sendable (NavigationState) -> Breach?

    /// Declares the invariant `name`; `breach` returns how a state breaks it, or `nil`
    /// when the state keeps it.
    public init(_ name: String, breach: @escaping @Sendable (NavigationState) -> Breach?) {
        self.name = name
        self.breach = breach
    }

    /// The violation `state` shows, if any.
    public func violation(in state: NavigationState) -> InvariantViolation? {
        breach(state).map { breach in
            InvariantViolation(
                appInvariant: name, coordinator: breach.coordinator, screen: breach.screen, message: breach.message)
        }
    }
}

extension NavigationState {
    /// The rules this state breaks: NavSim's own (``invariantViolations()``), then each of
    /// `invariants` the app declares, in their order.
    public func invariantViolations(including invariants: [AppInvariant]) -> [InvariantViolation] {
        invariantViolations() + invariants.compactMap { $0.violation(in: self) }
    }
}
