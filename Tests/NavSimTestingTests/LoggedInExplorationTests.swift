import NavSimCore
import NavSimExploration
import NavSimSimulator
import Testing

/// Exploring past a login: the vault's leak is behind a password that neither the field's
/// placeholder nor the empty text is, so it is found only with the password among the
/// texts typed (declared by the app or given to the exploration), or from a scenario that
/// signs in first. The teller's is behind a password typed and then a Sign in button, found
/// because the text in a field typed into is part of a state's identity.
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

    // MARK: - Typed text

    private let tellerLeak =
        #"flowEndedButAlive SafeCoordinator -: {"tap": "password", "on": "TellerForm", "with": "opensesame"}, "#
        + #"{"tap": "Sign in", "on": "TellerForm"}, {"back": "button"}"#

    /// Typing records nothing but the input, so the form with the password typed differs
    /// from the others only in its field's text: the search keeps it as a state of its own
    /// and taps Sign in from it.
    @Test func aPasswordTypedBeforeSigningInIsFoundWithItsShortestRepro() {
        let report = SystematicExploration(depth: 3, texts: ["password": ["wrong", "opensesame"]]) { TellerApp.make() }
            .run()
        #expect(findings(report) == [tellerLeak])
        #expect(report.coverage.screens == ["Safe", "TellerForm"])
        #expect(report.complete)
    }

    @Test func withoutThePasswordTheTellersSafeIsNeverReached() {
        let report = SystematicExploration(depth: 3) { TellerApp.make() }.run()
        #expect(findings(report) == [])
        #expect(report.coverage.screens == ["TellerForm"])
    }

    /// The session keeps the text of each field typed into, by screen and field, and the
    /// canonical form writes it on the screen's line: two forms that differ only in it are
    /// two states, and a field typed empty again is the state never typed into.
    @Test func statesThatDifferOnlyInTypedTextAreDistinct() throws {
        let session = Session(app: TellerApp.make(), sink: EventLog())
        defer { session.close() }
        try session.launch()
        func form() -> String { CanonicalState(session.state, typedTexts: session.typedTexts).description }
        let untyped = form()
        try session.tap("password", argument: "wrong")
        let wrong = form()
        #expect(session.typedTexts == [ScreenID(1): ["password": "wrong"]])
        try session.tap("password", argument: "opensesame")
        let right = form()
        #expect(session.typedTexts == [ScreenID(1): ["password": "opensesame"]])
        #expect(Set([untyped, wrong, right]).count == 3)
        #expect(right.split(separator: "\n").contains { $0.hasSuffix(#" typed=[password="opensesame"]"#) })
        try session.tap("password", argument: "")
        #expect(session.typedTexts == [:])
        #expect(form() == untyped)
        #expect(CanonicalState(session.state).description == untyped)
    }
}
