/// Zeller's delta debugging (`ddmin`) under a budget of tests, then a pass that proves the
/// result 1-minimal: the smallest sublist found on which a test still fails, from which no
/// single element can be removed.
///
/// ```swift
/// var debugging = DeltaDebugging(budget: 2_000) { replay($0) }
/// let shortest = debugging.shrink(inputs)   // debugging.isOneMinimal says whether it is proven
/// ```
///
/// Each test replays a list, so the budget bounds the work on a long list; the search is
/// deterministic: the same list and test give the same result.
struct DeltaDebugging<Element> {
    /// The most tests allowed.
    let budget: Int
    /// Whether a list still shows the failure.
    let reproduces: ([Element]) -> Bool
    /// The tests run so far.
    private(set) var calls = 0
    /// Whether the last ``shrink(_:)`` tried removing each element of its result, one at a
    /// time, within the budget, and none could go.
    private(set) var isOneMinimal = false

    init(budget: Int, reproduces: @escaping ([Element]) -> Bool) {
        self.budget = budget
        self.reproduces = reproduces
    }

    /// Shrinks `input`, on which the test holds, to a sublist (in order) on which it still
    /// holds: `ddmin`, then single removals until none is possible. When the budget is spent,
    /// the smallest list so far, and ``isOneMinimal`` is `false`.
    mutating func shrink(_ input: [Element]) -> [Element] {
        isOneMinimal = false
        let smaller = minimize(input)
        return removingSingles(smaller)
    }

    /// `ddmin`: removes chunks of ever finer size, and keeps a chunk alone when it fails alone.
    mutating func minimize(_ input: [Element]) -> [Element] {
        if holds([]) { return [] }
        var current = input
        var granularity = 2
        while current.count >= 2 {
            let chunks = Self.split(current, into: granularity)
            if let subset = chunks.first(where: { holds($0) }) {
                current = subset
                granularity = 2
                continue
            }
            var complement: [Element]?
            if granularity > 2 {
                for removed in chunks.indices {
                    let candidate = chunks.enumerated().filter { $0.offset != removed }.flatMap(\.element)
                    if holds(candidate) {
                        complement = candidate
                        break
                    }
                }
            }
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

    /// Removes one element at a time, from the first, as long as the test still holds, until
    /// a whole pass removes none (1-minimal) or the budget is spent.
    mutating func removingSingles(_ input: [Element]) -> [Element] {
        var current = input
        var removedAny = true
        while removedAny {
            removedAny = false
            var index = 0
            while index < current.count {
                guard calls < budget else {
                    isOneMinimal = false
                    return current
                }
                var candidate = current
                candidate.remove(at: index)
                if holds(candidate) {
                    current = candidate
                    removedAny = true
                } else {
                    index += 1
                }
            }
        }
        isOneMinimal = true
        return current
    }

    /// Runs the test, or says no once the budget is spent.
    private mutating func holds(_ candidate: [Element]) -> Bool {
        guard calls < budget else { return false }
        calls += 1
        return reproduces(candidate)
    }

    /// `list` cut into `parts` consecutive chunks of nearly equal size.
    static func split(_ list: [Element], into parts: Int) -> [[Element]] {
        (0..<parts).map { part in
            Array(list[(part * list.count / parts)..<((part + 1) * list.count / parts)])
        }.filter { !$0.isEmpty }
    }
}
