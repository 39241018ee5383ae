public import NavSimCore
public import NavSimSimulator

/// What a ``SystematicExploration`` found and covered: each distinct finding once, with
/// the shortest inputs that show it, and the states, transitions, screens and actions it
/// reached.
///
/// The report holds no time and no id of a run, so the same app explored with the same
/// limits gives an equal report, and ``jsonText`` the same bytes.
public struct ExplorationReport: Hashable, Sendable {
    /// One distinct problem: a rule broken with a coordinator type and a screen name, and
    /// for a leak the flow it outlived.
    public struct Finding: Hashable, Sendable {
        /// The rule: `flowEndedButAlive`, `deadInput`, …, or `sessionFailed`.
        public let rule: String
        /// The type of the coordinator involved, such as `AddCoordinator`, if any.
        public let coordinator: String?
        /// The name of the screen involved, such as `Add`, if any.
        public let screen: String?
        /// For a leaked coordinator whose maker's flow is gone, that flow's coordinator type:
        /// a permanent leak, a finding apart from a stale reference of the same type seen
        /// while its maker lives (docs/exploration.md). `nil` otherwise.
        public let outlived: String?
        /// The inputs after launch that show it, a shortest such sequence (none when
        /// launching is enough).
        public let inputs: [Scenario.Step]
        /// The number of events recorded when it was seen.
        public let step: Int
        /// The problem as the run that found it saw it, with that run's ids.
        public let problem: ExplorationFinding.Problem
        /// Whether the last input ended the worker that ran it: it hung
        /// (``SystematicExploration/inputLimit``) or the app trapped. Recording the inputs
        /// in this process would hang or stop it.
        public let endedProcess: Bool

        /// One sentence about the problem, without its rule.
        public var message: String { problem.message }

        /// The rule, by its name before 0.1.0.
        @available(*, deprecated, renamed: "rule")
        public var kind: String { rule }

        /// The scenario that reproduces it, for `app` and `variant`, launched with `launch`
        /// (the exploration's ``SystematicExploration/launch``).
        public func scenario(app: String, variant: String?, launch: AppLink? = nil) -> Scenario {
            Scenario(
                app: app, variant: variant, summary: "Found by exploring breadth-first: \(problem)", launch: launch,
                inputs: inputs)
        }
    }

    /// An action of a screen, by names: `next` on `Add`.
    public struct Action: Hashable, Sendable, Comparable {
        /// The screen's name.
        public let screen: String
        /// The control's name.
        public let action: String

        public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.screen, lhs.action) < (rhs.screen, rhs.action) }
    }

    /// What the exploration reached.
    public struct Coverage: Hashable, Sendable {
        /// The names of the screens in front in some state reached, sorted.
        public let screens: [String]
        /// The actions offered on the front screen of some state reached, sorted.
        public let actions: [Action]
        /// Dead UI: the actions that were tapped (with every sample argument, from every
        /// state where they were offered and tried) and never produced an event: buttons
        /// that never do anything in the space explored. Not background taps
        /// (``NavSimCore/NavigationEvent/isBackgroundTap(_:)``). Sorted.
        public let deadActions: [Action]
    }

    /// Why an exploration stopped before the whole space up to its depth was explored.
    public enum Limit: String, Hashable, Sendable {
        /// A new state was found beyond the most states allowed.
        case states
        /// The time budget ran out.
        case time
        /// The caller asked it to stop (`navsim explore` on Ctrl-C).
        case interrupted
    }

    /// The distinct findings, in the order they were found (shortest first).
    public let findings: [Finding]
    /// The distinct states reached, by canonical form (``CanonicalState``).
    public let states: Int
    /// The inputs tried from a state (each a transition, to a new state or a known one).
    public let transitions: Int
    /// The depth to which every state was found: the depth asked for when ``complete``.
    public let depth: Int
    /// Whether every state up to the depth asked for was explored within the limits.
    public let complete: Bool
    /// The limit that stopped the exploration, when it is not complete.
    public let limit: Limit?
    /// The screens and actions reached, and the dead UI.
    public let coverage: Coverage
    /// The inputs sent to reach states again (live objects cannot be copied): paths
    /// replayed from launch, and inputs that took the last one back. The cost of exploring,
    /// beyond one input per transition, as one process explores (workers replay one path
    /// more per state they expand), so that it is the same for every number of workers.
    public let replayedInputs: Int
    /// What ran outside the model in some session (work queued by another thread, a
    /// deadline on the wall clock), first seen first: when there is any, the same inputs
    /// may lead elsewhere on another run, and no state count is a proof.
    public let nondeterminism: [String]
    /// The inputs after launch whose state is the root of the search
    /// (``SystematicExploration/from``); every finding's inputs begin with them.
    public let from: [Scenario.Step]

    /// Whether "no finding in all N states up to depth D" holds: the whole space up to the
    /// depth was explored, and every run was deterministic.
    public var isProof: Bool { complete && nondeterminism.isEmpty && findings.isEmpty }

    /// Whether launches in one process diverged for no reason but the app's own state kept
    /// across them: replays went elsewhere and no work came from outside NavSim's order,
    /// which fresh processes would not put in order either.
    public var divergedBetweenLaunches: Bool {
        !nondeterminism.isEmpty && !nondeterminism.contains { $0.hasSuffix(Runtime.outsideWorkEnding) }
    }
}
