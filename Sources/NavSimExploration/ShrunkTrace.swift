public import NavSimCore
public import NavSimSimulator

/// A trace's finding and the 1-minimal input sequence that still shows it.
public struct ShrunkTrace: Hashable, Sendable {
    /// The finding's number as `navsim check` lists the trace's findings, from 1.
    public let number: Int
    /// Its rule: `orphanedScreen`, `deadInput`, ….
    public let rule: String
    /// The type of the coordinator involved, if any.
    public let coordinator: String?
    /// The name of the screen involved, if any.
    public let screen: String?
    /// The trace's inputs, as scenario steps (a back swipe is one).
    public let traceInputs: Int
    /// Those before the finding was first seen: where shrinking starts.
    public let inputsToFinding: Int
    /// The link the trace's app was launched with, if any: the shrunk inputs follow it.
    public let launch: AppLink?
    /// The shrunk inputs after launch.
    public let inputs: [Scenario.Step]
    /// The problem as the shrunk inputs show it (with their run's ids).
    public let problem: ExplorationFinding.Problem
    /// The number of events recorded when the shrunk inputs show it.
    public let step: Int
    /// The replays from launch it took.
    public let replays: Int
    /// Whether removing each single input was tried and none keeps the finding.
    public let isOneMinimal: Bool
    /// Whether the shrunk inputs' last input ends the process that runs it: the app traps or
    /// calls `exit` there. Recording them in this process would stop it.
    public let endedProcess: Bool

    /// One sentence about the problem, without its rule.
    public var message: String { problem.message }

    /// The rule, by its name before 0.1.0.
    @available(*, deprecated, renamed: "rule")
    public var kind: String { rule }

    /// The scenario of the shrunk inputs, for `app` and `variant`.
    public func scenario(app: String, variant: String?) -> Scenario {
        Scenario(
            app: app, variant: variant, summary: "Shrunk from a trace: \(problem)", launch: launch, inputs: inputs)
    }
}
