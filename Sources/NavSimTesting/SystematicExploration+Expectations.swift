public import NavSimExploration
public import Testing

extension SystematicExploration {
    /// Explores and records an issue at the caller's line for each finding, with its
    /// shortest input sequence in scenario form.
    ///
    /// - Returns: The report.
    @MainActor @discardableResult
    public func expectNoFindings(sourceLocation: SourceLocation = #_sourceLocation) -> ExplorationReport {
        let report = run()
        for finding in report.findings {
            var lines = [
                "Exploring breadth-first found \(finding.rule) after \(finding.inputs.count) input(s) (step \(finding.step)):",
                "  \(finding.problem)", "Shortest input sequence:",
            ]
            lines += ScenarioFile.numbered(finding.inputs)
            TestFailure.record(lines.joined(separator: "\n"), at: sourceLocation)
        }
        return report
    }
}
