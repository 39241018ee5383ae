public import NavSimExploration
public import Testing

extension Exploration {
    /// Explores and records an issue at the caller's line for the first problem found,
    /// with the report of ``ExplorationFinding/report(scenarioPath:scenarioProblem:)``; its
    /// scenario is written to `path` (replacing the file there), by default
    /// `NAME[-VARIANT]-seedN.json` in the `navsim-exploration` folder of the temporary directory.
    ///
    /// - Returns: The finding, or `nil` when every walk is clean.
    @MainActor @discardableResult
    public func expectNoFindings(
        writingScenarioTo path: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> ExplorationFinding? {
        guard let finding = run() else { return nil }
        var written: String?
        var problem: String?
        if let scenario = finding.scenario(app: name, variant: variant) {
            let target = path ?? defaultScenarioPath(seed: finding.seed)
            do throws(ScenarioFileError) {
                try ScenarioFile.write(scenario, to: target)
                written = target
            } catch {
                problem = error.description
            }
        }
        TestFailure.record(finding.report(scenarioPath: written, scenarioProblem: problem), at: sourceLocation)
        return finding
    }
}
