import NavSimCore
import NavSimJournal
import NavSimReplay

/// What checking one trace of many gave: its report, or why it could not be read.
struct TraceCheck: Sendable {
    /// A report and the torn tail the binary reader ignored.
    struct Checked: Sendable {
        let report: InvariantReport
        let tornTailBytes: UInt64
    }

    let path: String
    let result: Result<Checked, Failure>

    /// Reads and checks the trace `input` names, with the app's own invariants the table
    /// has for it; run on any thread.
    init(_ input: TraceInput, invariants: AppInvariantTable) {
        switch input {
        case .refused(let path, let message):
            self.path = path
            result = .failure(Failure.badInput(message))
        case .trace(let path):
            self.path = path
            do {
                var file = try TraceFile.open(path, showingProgress: false, notingTornTail: false)
                let report = try InvariantReport(checking: &file, invariants: invariants.invariants(of: file.manifest))
                result = .success(Checked(report: report, tornTailBytes: file.recoveryReport?.droppedTailBytes ?? 0))
            } catch {
                result = .failure(Failure(describing: error))
            }
        }
    }

    /// Whether the trace could not be read, or holds an impossible event.
    var isDamaged: Bool {
        switch result {
        case .success(let checked): checked.report.impossibleEvent != nil
        case .failure: true
        }
    }

    /// Prints each finding, and a torn tail's note, after the trace's path.
    func printFindings() {
        guard case .success(let checked) = result else { return }
        if let note = TraceFile.tornTailNote(bytes: checked.tornTailBytes) { say("\(path): \(note)") }
        for finding in checked.report.findings { say("\(path): \(finding)") }
    }

    /// Writes the one line on stderr of an unreadable trace, or of its impossible event.
    func complainIfBad() {
        switch result {
        case .success(let checked):
            if let impossible = checked.report.impossibleEvent { complain("\(path): \(impossible)") }
        case .failure(let failure):
            complain(failure.message)
        }
    }

    /// The trace's JUnit test case: failed with its findings, in error when it is damaged.
    var testCase: CITestCase {
        switch result {
        case .success(let checked): CheckCommand.testCase(checked.report, trace: path)
        case .failure(let failure):
            CITestCase(
                name: SystemPath.escaped(path), className: "navsim.check", findings: [],
                error: SystemPath.escaped(failure.message))
        }
    }

    /// The trace's JSON report, as `check --json` prints for one trace; for an unreadable
    /// trace, its path and error.
    var json: JSONValue {
        switch result {
        case .success(let checked):
            CheckCommand.reportJSON(checked.report, trace: path, tornTailBytes: checked.tornTailBytes)
        case .failure(let failure):
            ["trace": .string(SystemPath.escaped(path)), "error": .string(SystemPath.escaped(failure.message))]
        }
    }
}
