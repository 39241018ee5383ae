import Foundation
import NavSimCore
import NavSimSimulator

/// Every launch in a child forked from this process, which runs no app code itself
/// (``SystematicExploration/Launches/inFreshProcesses``): each child starts from the image
/// this process had before any launch, with the app's globals, statics and singletons as a
/// new process has them on iOS, and sends back what its one launch led to.
extension BreadthFirstSearch {
    /// How the reason a replay reached another state than the search did begins.
    static let replaying = "replaying the "

    /// Expands a level's states in order, each input of each state in its own child (as many
    /// at once as the exploration has workers): the child launches the app, replays the
    /// state's path, takes the one input and sends back the transition. An input that hangs
    /// or in which the app traps ends its child and is a `crashed` finding, as with
    /// ``SystematicExploration/inputLimit``.
    ///
    /// - Returns: The first state not expanded: the end of the level unless a limit stopped it.
    func expandInFreshProcesses(_ level: Range<Int>) -> Int {
        for index in level {
            let path = self.path(to: index)
            var expansion = StateExpansion(outcomes: [])
            let ending = ExplorationWorkers(
                count: max(exploration.workers, 1), killsLateChildren: false, reportsTraps: true, reportsExits: true
            )
            .run(
                batches: nodes[index].offered ?? 0,
                work: { position in
                    var forms: Set<String> = []
                    var none: [Int: ExplorationRun]?
                    let one = self.expansion(of: index, path: path, only: position, forms: &forms, keeping: &none)
                    return Array((try? JSONEncoder().encode(one)) ?? Data())
                },
                meanwhile: { true },
                interrupted: { self.interrupted() || self.isPastDeadline },
                failed: { failure in
                    let (state, position, step) = failure.label
                    self.endedInputs[InputPlace(state: state, position: position)] = (
                        step, failure.signal, failure.exitStatus
                    )
                },
                deliver: { _, bytes in
                    let one = bytes.flatMap { try? JSONDecoder().decode(StateExpansion.self, from: Data($0)) }
                    expansion.outcomes?.append(contentsOf: one?.outcomes ?? [.notReplayed])
                    expansion.reachingInputs += one?.reachingInputs ?? 0
                    for reason in one?.nondeterminism ?? [] where !expansion.nondeterminism.contains(reason) {
                        expansion.nondeterminism.append(reason)
                    }
                    expansion.stopped = one?.stopped
                    return expansion.stopped == nil
                })
            if ending == .interrupted { expansion.stopped = interrupted() ? .interrupted : .time }
            merge(expansion, of: index, path: path, runs: [:])
            if limit != nil { return index }
        }
        return level.upperBound
    }

    /// The finding with `signature`, replayed in a child; `nil` when the child cannot send it
    /// (the session stopped, a problem with no plain form) or failed.
    func freshFinding(_ signature: Sighting.Signature, inputs: [Scenario.Step]) -> ExplorationReport.Finding? {
        let seen = FreshProcess.inChild { () -> FreshFinding? in
            guard let found = replayedFinding(signature, inputs: inputs),
                case .violation(let violation) = found.problem
            else { return nil }
            return FreshFinding(step: found.step, violation: violation)
        }
        guard let seen = seen.flatMap(\.self) else { return nil }
        return ExplorationReport.Finding(
            rule: signature.rule, coordinator: signature.coordinatorType, screen: signature.screenName,
            outlived: signature.outlived, inputs: inputs, step: seen.step, problem: .violation(seen.violation),
            endedProcess: false)
    }

    /// What a child sends back of a finding it replayed.
    private struct FreshFinding: Codable {
        let step: Int
        let violation: InvariantViolation
    }
}
