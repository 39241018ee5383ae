import Foundation

extension BreadthFirstSearch {
    /// The fewest states a worker expands: fewer cost more to fork than to expand here.
    static var statesPerWorker: Int { 8 }

    /// Expands a level's states in `workers` contiguous parts, the first here (with the
    /// sessions this process kept) and each other in a forked worker meanwhile, and merges
    /// them in state order, as one process would have found them: the same states,
    /// numbering, findings and limits whatever the number of workers. A part whose worker
    /// failed (the app trapped, the fork failed, it did not answer in time) is expanded here
    /// instead, so an app that traps stops this process as it would with one worker (unless
    /// `isolated`, below).
    ///
    /// `isolated`, every part is expanded in a worker and this process runs no app code: a
    /// worker whose input hung (it ran past ``SystematicExploration/inputLimit``) or in
    /// which the app trapped reports which, and a new worker does its part again, skipping
    /// that input: a `crashed` finding, and the exploration goes on. The time limit
    /// and `interrupted` are then honoured while workers run, whatever their app code does.
    ///
    /// - Returns: The first state not expanded: the end of the level unless a limit stopped it.
    func expandInWorkers(_ level: Range<Int>, workers: Int, isolated: Bool) -> Int {
        let parts = (0..<workers).map { part in
            (level.lowerBound + level.count * part / workers)..<(level.lowerBound + level.count * (part + 1) / workers)
        }
        var next = level.lowerBound
        /// Merges the part's states, each from `expansions` or else expanded here; whether to go on.
        func mergePart(_ part: Range<Int>, from expansions: [StateExpansion]?) -> Bool {
            for (offset, index) in part.enumerated() {
                let path = self.path(to: index)
                if let expansions, expansions.count == part.count {
                    merge(expansions[offset], of: index, path: path, runs: [:])
                } else {
                    var runs: [Int: ExplorationRun] = [:]
                    merge(expansion(of: index, path: path, keeping: &runs), of: index, path: path, runs: runs)
                }
                guard limit == nil else { return false }
                next = index + 1
            }
            return true
        }
        // The parts the workers expand: all of them when isolated, else all but the first.
        let shared = isolated ? parts : Array(parts.dropFirst())
        let ending = ExplorationWorkers(
            count: shared.count, killsLateChildren: !isolated, reportsTraps: isolated, reportsExits: isolated
        )
        .run(
            batches: shared.count,
            work: { batch in
                var forms: Set<String> = []
                var none: [Int: ExplorationRun]?
                let expansions = shared[batch].map { index in
                    expansion(of: index, path: path(to: index), forms: &forms, keeping: &none)
                }
                // An expansion that cannot be encoded is sent as nothing: the parent redoes it.
                return Array((try? JSONEncoder().encode(expansions)) ?? Data())
            },
            meanwhile: { isolated || mergePart(parts[0], from: nil) },
            interrupted: { self.interrupted() || self.isPastDeadline },
            failed: { failure in
                let (state, position, step) = failure.label
                self.endedInputs[InputPlace(state: state, position: position)] = (
                    step, failure.signal, failure.exitStatus
                )
            },
            deliver: { batch, bytes in
                mergePart(
                    shared[batch],
                    from: bytes.flatMap { try? JSONDecoder().decode([StateExpansion].self, from: Data($0)) })
            })
        if ending == .interrupted { stop(interrupted() ? .interrupted : .time) }
        return next
    }
}
