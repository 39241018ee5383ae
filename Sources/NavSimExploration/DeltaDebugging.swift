/// Zeller's delta debugging (`ddmin`): the smallest list found, by removing chunks of ever
/// finer size, on which a test still fails.
///
/// The result is 1-minimal when the budget lasts: removing any single element of it makes
/// the failure go away. Each call of `reproduces` replays a list, so the budget bounds the
/// work on a long list; the search is deterministic.
enum DeltaDebugging {
    /// Shrinks `input`, on which `reproduces` holds, to a sublist (in order) on which it still holds.
    ///
    /// - Parameter budget: The most calls of `reproduces`; when spent, the smallest list so far.
    static func minimize<Element>(
        _ input: [Element], budget: Int, reproduces: ([Element]) -> Bool
    ) -> [Element] {
        var calls = 0
        func holds(_ candidate: [Element]) -> Bool {
            guard calls < budget else { return false }
            calls += 1
            return reproduces(candidate)
        }
        if holds([]) { return [] }
        var current = input
        var granularity = 2
        while current.count >= 2 {
            let chunks = split(current, into: granularity)
            if let subset = chunks.first(where: holds) {
                current = subset
                granularity = 2
                continue
            }
            let complement =
                granularity == 2
                ? nil
                : chunks.indices.lazy.map { removed in
                    chunks.enumerated().filter { $0.offset != removed }.flatMap(\.element)
                }.first(where: holds)
            if let complement {
                current = complement
                granularity = max(granularity - 1, 2)
            } else if granularity < current.count, calls < budget {
                granularity = min(granularity * 2, current.count)
            } else {
                break
            }
        }
        return current
    }

    /// `list` cut into `parts` consecutive chunks of nearly equal size.
    static func split<Element>(_ list: [Element], into parts: Int) -> [[Element]] {
        (0..<parts).map { part in
            Array(list[(part * list.count / parts)..<((part + 1) * list.count / parts)])
        }.filter { !$0.isEmpty }
    }
}
