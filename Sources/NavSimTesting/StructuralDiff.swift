import NavSimCore

/// Two JSON values compared member by member, for a failure message: only the paths that
/// differ, each with the expected value (`−`) and the actual one (`+`).
///
/// ```text
/// − front: "Notes"
/// + front: "Editor"
/// + stacks["Navigation#1"][1]: "Editor"
/// − viewModels["Notes"]["stars"]: 0
/// + viewModels["Notes"]["stars"]: 1
/// ```
///
/// Objects are compared key by key (in key order), a key only one side has being a line of
/// its own; arrays of one length element by element; arrays of different lengths by the
/// elements one has and the other lacks (`LineDiff`), each at its index on its own side.
struct StructuralDiff {
    /// The lines, in path order.
    private(set) var lines: [String] = []

    /// Compares `expected` with `actual`, two objects: their keys begin every path.
    init(expected: JSONValue, actual: JSONValue) {
        compare(expected, actual, at: "")
    }

    /// Whether the values are the same.
    var isEmpty: Bool { lines.isEmpty }

    /// The lines as one text.
    var text: String { lines.joined(separator: "\n") }

    private mutating func compare(_ expected: JSONValue, _ actual: JSONValue, at path: String) {
        guard expected != actual else { return }
        switch (expected, actual) {
        case (.object(let expected), .object(let actual)):
            for key in Set(expected.keys).union(actual.keys).sorted() {
                let member = path.isEmpty ? key : path + "[" + JSONValue.string(key).description + "]"
                switch (expected[key], actual[key]) {
                case (let old?, let new?): compare(old, new, at: member)
                case (let old?, nil): lines.append("− \(member): \(old)")
                case (nil, let new?): lines.append("+ \(member): \(new)")
                case (nil, nil): break
                }
            }
        case (.array(let expected), .array(let actual)) where expected.count == actual.count:
            for index in expected.indices { compare(expected[index], actual[index], at: "\(path)[\(index)]") }
        case (.array(let expected), .array(let actual)):
            var old = 0
            var new = 0
            for line in LineDiff(expected: expected, actual: actual).lines {
                switch line {
                case .same:
                    old += 1
                    new += 1
                case .expectedOnly(let element):
                    lines.append("− \(path)[\(old)]: \(element)")
                    old += 1
                case .actualOnly(let element):
                    lines.append("+ \(path)[\(new)]: \(element)")
                    new += 1
                }
            }
        default:
            lines.append("− \(path): \(expected)")
            lines.append("+ \(path): \(actual)")
        }
    }
}
