import NavSimCore
import NavSimExploration
import NavSimSimulator
import Testing

/// Exploring past a login: the vault's leak is behind a password that neither the field's
/// placeholder nor the empty text is, so it is found only with the password among the
/// texts typed (declared by the app or given to the exploration), or from a scenario that
/// signs in first.
@Suite @MainActor struct LoggedInExplorationTests {
    private let unlock = Scenario.Step.tap("password", on: "Lock", argument: "opensesame")

    /// Each finding as `rule coordinator screen: inputs`.
    private func findings(_ report: ExplorationReport) -> [String] {
        report.findings.map { finding in
            "\(finding.rule) \(finding.coordinator ?? "-") \(finding.screen ?? "-"): "
                + finding.inputs.map(ScenarioFile.line(for:)).joined(separator: ", ")
        }
    }

    private let leak =
        #"flowEndedButAlive SafeCoordinator -: {"tap": "password", "on": "Lock", "with": "opensesame"}, "#
        + #"{"back": "button"}"#

    @Test func withoutThePasswordTheSafeIsNeverReached() {
        let report = SystematicExploration(depth: 4) { VaultApp.make() }.run()
        #expect(findings(report) == [])
        #expect(report.coverage.screens == ["Lock"])
        #expect(report.complete)
    }

    @Test func aPasswordTheExplorationTypesReachesTheLeak() {
        let report = SystematicExploration(depth: 2, texts: ["password": ["wrong", "opensesame"]]) { VaultApp.make() }
            .run()
        #expect(findings(report) == [leak])
        #expect(report.coverage.screens == ["Lock", "Safe"])
        #expect(report.from == [])
    }

    @Test func aPasswordTheAppDeclaresReachesTheLeak() {
        let report = SystematicExploration(depth: 2) { VaultApp.make(texts: ["password": ["opensesame"]]) }.run()
        #expect(findings(report) == [leak])
    }

    @Test func aTextIsTypedBeforeThePlaceholderAndTheEmptyTextEachOnce() {
        let session = Session(app: VaultApp.make(texts: ["password": ["opensesame", "password"]]), sink: EventLog())
        defer { session.close() }
        session.sampleTexts = ["password": ["wrong", "opensesame"]]
        #expect(throws: Never.self) { try session.launch() }
        let typed = session.availableInputs().compactMap { input -> String? in
            guard case .userTapped(_, "password", let argument) = input else { return nil }
            return argument.stringValue
        }
        #expect(typed == ["opensesame", "password", "wrong", ""])
    }

    @Test func anExplorationFromASignedInScenarioStartsBehindTheLock() {
        let report = SystematicExploration(depth: 1, from: [unlock]) { VaultApp.make() }.run()
        #expect(findings(report) == [leak])
        #expect(report.from == [unlock])
        #expect(report.depth == 1)
        #expect(report.coverage.screens == ["Lock", "Safe"])
        #expect(
            report.jsonText.hasSuffix(#", "from": [{"tap": "password", "on": "Lock", "with": "opensesame"}]}"# + "\n"))
    }
}
