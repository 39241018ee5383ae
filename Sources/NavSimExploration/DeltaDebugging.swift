/// Zeller's delta debugging (`ddmin`) under a budget of tests, then passes that prove the
/// result 1-minimal: the smallest sublist found on which a test still fails, from which no
/// single element, nor any run of up to four consecutive ones, can be removed.
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
    /// Whether the last ``shrink(_:)`` or ``removingRuns(_:longest:)`` tried removing each
    /// element of its result, one at a time, within the budget, and none could go.
    private(set) var isOneMinimal = false

    init(budget: Int, reproduces: @escaping ([Element]) -> Bool) {
        self.budget = budget
        self.reproduces = reproduces
    }

    /// The longest run of consecutive elements ``shrink(_:)`` tries to remove at once.
    static var longestRun: Int { 4 }

    /// Shrinks `input`, on which the test holds, to a sublist (in order) on which it still
    /// holds: `ddmin`, then removals of single elements and of runs of up to ``longestRun``
    /// until none is possible. When the budget is spent, the smallest list so far, and
    /// ``isOneMinimal`` is `false`.
    mutating func shrink(_ input: [Element]) -> [Element] {
        isOneMinimal = false
        let smaller = minimize(input)
        return removingRuns(smaller, longest: Self.longestRun)
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

    /// Removes runs of consecutive elements, one element long first, then longer up to
    /// `longest`, as long as the test still holds, starting over at one element after each
    /// removal, until a whole sweep removes none (1-minimal, and no run of up to `longest`
    /// elements can go) or the budget is spent.
    ///
    /// Runs catch what single removals cannot: an input and the one that undoes it (a push
    /// and its back) can only go together, since the back alone no longer fits.
    mutating func removingRuns(_ input: [Element], longest: Int) -> [Element] {
        var current = input
        var width = 1
        while width <= min(longest, current.count) {
            var start = 0
            var removed = false
            while start + width <= current.count {
                guard calls < budget else {
                    isOneMinimal = false
                    return current
                }
                var candidate = current
                candidate.removeSubrange(start..<(start + width))
                if holds(candidate) {
                    current = candidate
                    removed = true
                } else {
                    start += 1
                }
            }
            width = removed ? 1 : width + 1
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
