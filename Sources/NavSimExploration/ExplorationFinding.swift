public import NavSimCore
public import NavSimSimulator

/// The first problem an ``Exploration`` found, and the shortest inputs that reproduce it.
public struct ExplorationFinding: Hashable, Sendable {
    /// A broken invariant, or a session that stopped because the model broke a rule.
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// An invariant violation (a leak, an orphaned screen, a crash, an ignored command).
        case violation(InvariantViolation)
        /// The model did something UIKit cannot do, or recording failed.
        case sessionFailed(SessionError)

        public var description: String {
            switch self {
            case .violation(let violation): violation.description
            case .sessionFailed(let error): "the session stopped: \(error)"
            }
        }
    }

    /// A run of scenario inputs that shows the problem.
    public struct Reproduction: Hashable, Sendable {
        /// The inputs after launch.
        public let inputs: [Scenario.Step]
        /// The problem as this run shows it (its ids are this run's).
        public let problem: Problem
        /// The number of events recorded when it was seen.
        public let step: Int
    }

    /// The seed of the random walk that found it.
    public let seed: UInt64
    /// The walk up to the problem, as scenario inputs (a back swipe is one input).
    public let walk: Reproduction
    /// The shortest inputs found that still show the problem, or `nil` when the walk's
    /// inputs, replayed as a scenario, do not (a model that depends on more than its inputs).
    public let shortest: Reproduction?

    /// The scenario that reproduces the problem, for `app` and `variant`: the shortest inputs.
    public func scenario(app: String, variant: String?) -> Scenario? {
        shortest.map { shortest in
            Scenario(
                app: app, variant: variant,
                summary: "Found by exploring seed \(seed): \(shortest.problem)", inputs: shortest.inputs)
        }
    }

    /// The report a failing test shows: the problem, where the walk found it, the shortest
    /// inputs and where the scenario was written (`scenarioPath`) or why not (`scenarioProblem`).
    public func report(scenarioPath: String?, scenarioProblem: String? = nil) -> String {
        var lines = [
            "Exploring seed \(seed) found \(walk.problem.rule) after input \(walk.inputs.count) (step \(walk.step)):",
            "  \(walk.problem)",
        ]
        if let shortest {
            lines.append(
                "Shortest input sequence found (\(shortest.inputs.count) of the walk's \(walk.inputs.count) inputs), "
                    + "showing it at step \(shortest.step):")
            lines += ScenarioFile.numbered(shortest.inputs)
            lines.append("  \(shortest.problem)")
        } else {
            lines.append("The walk's inputs replayed as a scenario do not show it; the walk:")
            lines += ScenarioFile.numbered(walk.inputs)
        }
        if let scenarioPath {
            lines.append("Scenario written to \(scenarioPath)")
        } else if let scenarioProblem {
            lines.append(scenarioProblem)
        }
        return lines.joined(separator: "\n")
    }
}

extension ExplorationFinding.Problem {
    /// The rule's name: `orphanedScreen`, …, the name of an app's own invariant, or
    /// `sessionFailed`.
    public var rule: String {
        switch self {
        case .violation(let violation): violation.kind
        case .sessionFailed: "sessionFailed"
        }
    }

    /// One sentence about the problem, without its rule.
    public var message: String {
        switch self {
        case .violation(let violation): violation.message
        case .sessionFailed(let error): "the session stopped: \(error)"
        }
    }
}
