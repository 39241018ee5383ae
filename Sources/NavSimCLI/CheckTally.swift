/// The counts the summary of `check` over several traces gives.
struct CheckTally {
    private(set) var traces = 0
    private(set) var events = 0
    private(set) var withFindings = 0
    private(set) var damaged = 0

    /// Counts one trace, as damaged (unreadable, or holding an impossible event) or with
    /// findings.
    mutating func add(_ check: TraceCheck) {
        traces += 1
        if case .success(let checked) = check.result { events += checked.report.steps }
        if check.isDamaged {
            damaged += 1
        } else if case .success(let checked) = check.result, !checked.report.isClean {
            withFindings += 1
        }
    }

    /// `checked 10,000 traces, 1,234,567 events: 12 with findings, 0 damaged`, with the rate
    /// after the events when `seconds` is given.
    func summary(seconds: Double?) -> String {
        let rate = seconds.map { " (\(grouped(Int((Double(events) / max($0, 1e-9)).rounded()))) events/s)" } ?? ""
        return "checked \(grouped(traces)) \(traces == 1 ? "trace" : "traces"), \(grouped(events)) "
            + "\(events == 1 ? "event" : "events")\(rate): \(grouped(withFindings)) with findings, \(grouped(damaged)) damaged"
    }
}

/// `n` with a comma between groups of three digits: `1,234,567`.
func grouped(_ n: Int) -> String {
    let digits = Array(String(n.magnitude))
    var text = n < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { text += "," }
        text.append(digit)
    }
    return text
}
