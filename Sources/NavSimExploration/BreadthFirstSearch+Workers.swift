import Foundation

extension BreadthFirstSearch {
    /// The fewest states a batch holds: fewer cost more to fork than to expand here.
    static var statesPerBatch: Int { 4 }

    /// Expands a level's states in forked workers, in contiguous batches (a few per
    /// worker, so that one slow batch does not leave the others idle), and merges them in
    /// state order as they come back, as one process would have found them: the same
    /// states, numbering, findings and limits whatever the number of workers. A batch
    /// whose worker failed (the app trapped, the fork failed) is expanded here instead,
    /// so an app that traps stops this process as it would with one worker.
    ///
    /// - Returns: The first state not expanded: the end of the level unless a limit stopped it.
    func expandInWorkers(_ level: Range<Int>, workers: Int) -> Int {
        let count = min(level.count / Self.statesPerBatch, workers * 4)
        let batches = (0..<count).map { batch in
            (level.lowerBound + level.count * batch / count)..<(level.lowerBound + level.count * (batch + 1) / count)
        }
        var next = level.lowerBound
        let ending = ExplorationWorkers(count: workers).run(
            batches: batches.count,
            work: { batch in
                var forms: Set<String> = []
                var none: [Int: ExplorationRun]?
                let expansions = batches[batch].map { index in
                    expansion(of: index, path: path(to: index), forms: &forms, keeping: &none)
                }
                // An expansion that cannot be encoded is sent as nothing: the parent redoes it.
                return Array((try? JSONEncoder().encode(expansions)) ?? Data())
            },
            interrupted: interrupted,
            deliver: { batch, bytes in
                let states = batches[batch]
                let decoded = bytes.flatMap { try? JSONDecoder().decode([StateExpansion].self, from: Data($0)) }
                for (offset, index) in states.enumerated() {
                    let path = self.path(to: index)
                    if let decoded, decoded.count == states.count {
                        merge(decoded[offset], of: index, path: path, runs: [:])
                    } else {
                        var runs: [Int: ExplorationRun] = [:]
                        merge(expansion(of: index, path: path, keeping: &runs), of: index, path: path, runs: runs)
                    }
                    guard limit == nil else { return false }
                    next = index + 1
                }
                return true
            })
        if ending == .interrupted { stop(.interrupted) }
        return next
    }
}
