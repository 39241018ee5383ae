/// Why a trace could not be shrunk.
public enum TraceShrinkingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The trace could not be read.
    case unreadable(reason: String)
    /// The trace holds an event its state cannot take (it is damaged or hand-edited).
    case impossibleEvent(reason: String)
    /// `navsim check` finds nothing in the trace: there is nothing to shrink for.
    case noFinding(events: Int)
    /// The finding asked for by number is not there.
    case noSuchFinding(number: Int, count: Int)
    /// No finding of the rule asked for is there; these rules are.
    case noFindingOfRule(String, found: [String])
    /// The trace's inputs, replayed as a scenario, do not show the finding (the model no
    /// longer reproduces the trace).
    case notReproduced(finding: String)
    /// The trace's inputs, replayed as a scenario in a fresh process, end in a trap of the
    /// app's (`reason`) before the finding shows, or the finding is that trap: a replay in
    /// this process would end it too.
    case trapped(finding: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let reason): reason
        case .impossibleEvent(let reason): "the trace holds an impossible event: \(reason)"
        case .noFinding(let events): "no finding in its \(events) events (`check` finds it clean): nothing to shrink"
        case .noSuchFinding(let number, let count):
            "it has \(count) finding\(count == 1 ? "" : "s") (see `check`), not a finding \(number)"
        case .noFindingOfRule(let rule, let found):
            "it has no \(rule) finding; its findings are \(found.joined(separator: ", "))"
        case .notReproduced(let finding):
            "its inputs, replayed as a scenario, do not show \(finding) "
                + "(does the model still reproduce the trace? see `verify`)"
        case .trapped(let finding, let reason):
            "its inputs, replayed as a scenario in a fresh process, end in a trap (\(reason)) at the input that "
                + "shows \(finding) or before it; a trap cannot be shrunk (see `verify`)"
        }
    }
}
