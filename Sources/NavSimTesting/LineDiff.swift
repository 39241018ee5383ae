/// Two lists compared line by line, for a failure message: the lines both have, those only
/// the expected list has (`−`) and those only the actual list has (`+`), in order.
struct LineDiff<Element: Equatable> {
    /// One line of the diff.
    enum Line: Equatable {
        case same(Element)
        case expectedOnly(Element)
        case actualOnly(Element)
    }

    /// The lines, in the order of both lists.
    let lines: [Line]

    /// The longest common subsequence is found for lists up to this product of lengths;
    /// beyond it the middle (after the common prefix and suffix) is shown as removed and added.
    static var exactLimit: Int { 1_000_000 }

    /// Compares `expected` with `actual`.
    init(expected: [Element], actual: [Element]) {
        var prefix = 0
        while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < expected.count - prefix, suffix < actual.count - prefix,
            expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix]
        {
            suffix += 1
        }
        let old = Array(expected[prefix..<(expected.count - suffix)])
        let new = Array(actual[prefix..<(actual.count - suffix)])
        var lines = expected[..<prefix].map(Line.same)
        if old.count * new.count <= Self.exactLimit {
            lines += Self.middle(old, new)
        } else {
            lines += old.map(Line.expectedOnly) + new.map(Line.actualOnly)
        }
        lines += expected[(expected.count - suffix)...].map(Line.same)
        self.lines = lines
    }

    /// Whether the lists are the same.
    var isEmpty: Bool { lines.allSatisfy { if case .same = $0 { true } else { false } } }

    /// The diff as text: two spaces before a common line, `− ` and `+ ` before the others.
    func text(_ render: (Element) -> String) -> String {
        lines.map { line in
            switch line {
            case .same(let element): "  " + render(element)
            case .expectedOnly(let element): "− " + render(element)
            case .actualOnly(let element): "+ " + render(element)
            }
        }.joined(separator: "\n")
    }

    /// The diff of two lists with no common first or last line, by their longest common
    /// subsequence (a table of `old.count × new.count` lengths).
    private static func middle(_ old: [Element], _ new: [Element]) -> [Line] {
        let width = new.count + 1
        var table = [Int](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i * width + j] =
                    old[i] == new[j]
                    ? table[(i + 1) * width + j + 1] + 1 : max(table[(i + 1) * width + j], table[i * width + j + 1])
            }
        }
        var lines: [Line] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append(.same(old[i]))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || table[(i + 1) * width + j] >= table[i * width + j + 1] {
                lines.append(.expectedOnly(old[i]))
                i += 1
            } else {
                lines.append(.actualOnly(new[j]))
                j += 1
            }
        }
        return lines
    }
}
