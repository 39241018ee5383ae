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

    /// Compares `expected` with `actual` by the standard library's
    /// `difference(from:)`: each line `expected` lacks is added, each `actual` lacks is
    /// removed, and the lines left over are the ones both have, in the same order.
    init(expected: [Element], actual: [Element]) {
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in actual.difference(from: expected) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var lines: [Line] = []
        var old = 0
        var new = 0
        while old < expected.count || new < actual.count {
            if old < expected.count, removed.contains(old) {
                lines.append(.expectedOnly(expected[old]))
                old += 1
            } else if new < actual.count, inserted.contains(new) {
                lines.append(.actualOnly(actual[new]))
                new += 1
            } else {
                lines.append(.same(expected[old]))
                old += 1
                new += 1
            }
        }
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
}
