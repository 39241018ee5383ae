import NavSimCore
import NavSimReplay
public import Testing

extension NavigationTestStore {
    /// Asserts the invariant findings over every event so far, exactly, as `navsim check`
    /// lists them: `"step 41: flowEndedButAlive: ComposeCoordinator#3 …"`, in the order
    /// first seen, the app's own invariants included; `[]` asserts that nothing was found.
    public func expectFindings(_ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        var source = events.makeIterator()
        let report: InvariantReport
        do {
            report = try InvariantReport(checking: &source, invariants: appInvariants)
        } catch {
            return record("The store's events could not be checked: \(error)", nil, at: sourceLocation)
        }
        var actual = report.findings.map(\.description)
        if let impossible = report.impossibleEvent { actual.append("\(impossible)") }
        let diff = LineDiff(expected: expected, actual: actual)
        guard !diff.isEmpty else { return }
        record("The findings differ from those expected (− expected, + actual)", diff.text { $0 }, at: sourceLocation)
    }
}
