import Foundation
public import NavSimCore
public import NavSimSimulator

/// Random walks over an app from given seeds, looking for a broken invariant; the first
/// one found is shrunk to the shortest inputs that still show it and written as a scenario.
///
/// ```swift
/// @Test @MainActor func noLeaks() {
///     Exploration(named: "notes", seeds: 1...20, inputs: 100) { NotesApp.make() }
///         .expectNoFindings()
/// }
/// ```
///
/// A walk from a seed is the one `navsim record --explore` takes: the same seed gives the
/// same inputs. The state is checked after each input once the app has answered it, as
/// `navsim check` does; a crash the model records (`NavSim.crash`) is a finding too.
public struct Exploration {
    /// The app's name, written as the scenario's `example`.
    public var name: String
    /// The variant, written as the scenario's `variant`.
    public var variant: String?
    /// The walks' seeds, tried in order.
    public var seeds: [UInt64]
    /// The most inputs of each walk (each half of a back swipe or a sheet's swipe down counts).
    public var inputs: Int
    /// Rules not to report, such as `.ignoredCommand` for an app that leans on UIKit's refusals.
    public var ignoredRules: Set<InvariantViolation.Rule>
    /// Makes a fresh app model for each walk and each replay.
    /// Whether the walks' inputs may race the transition animations (sent with
    /// `settling: false`, ``NavigationEvent/animationsEnded`` a choice of the walk): off by
    /// default, so that a fixed variant stays clean of the bugs a person causes at a normal
    /// pace. A racing input is a `"quick": true` step of the repro.
    public var racing = false
    public var makeApp: @MainActor () -> any AppModel

    /// The most replays that shrinking a finding may take.
    static var shrinkingBudget: Int { 2_000 }

    /// Describes an exploration.
    ///
    /// - Parameters:
    ///   - name: The app's name, for the scenario file and its name.
    ///   - seeds: The walks' seeds, each a walk of up to `inputs` inputs.
    ///   - ignoring: Rules not to report.
    ///   - app: Makes the app model, for example `{ NavSimApp(sceneDelegate: SceneDelegate.init) }`.
    public init(
        named name: String, variant: String? = nil, seeds: some Sequence<UInt64>, inputs: Int,
        ignoring: Set<InvariantViolation.Rule> = [], app: @escaping @MainActor () -> any AppModel
    ) {
        self.name = name
        self.variant = variant
        self.seeds = Array(seeds)
        self.inputs = inputs
        ignoredRules = ignoring
        makeApp = app
    }

    /// Walks from each seed in turn; the first problem found, shrunk, or `nil` when every walk is clean.
    @MainActor
    public func run() -> ExplorationFinding? {
        for seed in seeds {
            guard let (walk, signature) = walk(from: seed) else { continue }
            return ExplorationFinding(seed: seed, walk: walk, shortest: shrink(walk, matching: signature))
        }
        return nil
    }

    /// Replays `inputs` as a scenario on a fresh app, checking after every input.
    ///
    /// - Returns: The first problem seen, or `nil` when none is seen or an input is refused.
    @MainActor
    public func replay(_ inputs: [Scenario.Step]) -> ExplorationFinding.Problem? {
        replay(inputs) { _ in true }?.problem
    }

    // MARK: - Walking and shrinking

    /// The walk from `seed` up to its first problem, as scenario inputs, or `nil` when it is clean.
    @MainActor
    private func walk(from seed: UInt64) -> (ExplorationFinding.Reproduction, Sighting.Signature)? {
        let run = ExplorationRun(app: makeApp(), ignoring: ignoredRules)
        var transcript = StepTranscript()
        func found(_ sightings: [Sighting]) -> (ExplorationFinding.Reproduction, Sighting.Signature)? {
            sightings.first.map { (.init(inputs: transcript.steps, problem: $0.problem, step: $0.step), $0.signature) }
        }
        guard case .sent(let launched) = run.attempt({ session throws(SessionError) in try session.launch() })
        else { return nil }
        if let problem = found(launched) { return problem }
        var walk = RandomWalk(seed: seed)
        for _ in 0..<inputs {
            guard let input = walk.nextInput(for: run.session) else { break }
            transcript.note(input, in: run.session.state)
            let settling = !racing
            guard
                case .sent(let sightings) = run.attempt({ session throws(SessionError) in
                    try session.send(input, settling: settling)
                })
            else { break }
            if let problem = found(sightings) { return problem }
        }
        return nil
    }

    /// The shortest inputs found that show the walk's problem, or `nil` when the walk's own
    /// inputs replayed as a scenario do not.
    @MainActor
    private func shrink(
        _ walk: ExplorationFinding.Reproduction, matching signature: Sighting.Signature
    ) -> ExplorationFinding.Reproduction? {
        let matches = { (sighting: Sighting) in sighting.signature == signature }
        guard replay(walk.inputs, until: matches) != nil else { return nil }
        var debugging = DeltaDebugging<Scenario.Step>(budget: Self.shrinkingBudget) {
            replay($0, until: matches) != nil
        }
        let shortest = debugging.shrink(walk.inputs)
        return replay(shortest, until: matches).map { .init(inputs: shortest, problem: $0.problem, step: $0.step) }
    }

    /// Replays `inputs` on a fresh app until a sighting that `stop` accepts.
    @MainActor
    private func replay(_ inputs: [Scenario.Step], until stop: (Sighting) -> Bool) -> Sighting? {
        ExplorationRun.firstSighting(of: inputs, on: makeApp(), ignoring: ignoredRules, where: stop)
    }

    package func defaultScenarioPath(seed: UInt64) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        let base = ([name] + (variant.map { [$0] } ?? [])).joined(separator: "-")
        let file = String(base.map { allowed.contains($0) ? $0 : "_" }) + "-seed\(seed).json"
        return FileManager.default.temporaryDirectory.appendingPathComponent("navsim-exploration")
            .appendingPathComponent(file).path
    }
}
