import Testing

@testable import NavSimCore

/// An app's own invariants: checked after NavSim's rules, named by their own name.
@Suite struct AppInvariantTests {
    /// Broken while Main's ViewModel title is not `Main`.
    let titleIsMain = AppInvariant("titleIsMain") { state in
        guard let main = state.screens[s1], main.state["title"]?.stringValue != "Main" else { return nil }
        return AppInvariant.Breach(screen: main.id, coordinator: main.owner, message: "\(main.displayName) is retitled")
    }

    @Test func aKeptInvariantAddsNothing() throws {
        let state = try fold(launchedApp)
        #expect(state.invariantViolations(including: [titleIsMain]).isEmpty)
    }

    @Test func aBrokenInvariantIsAViolationNamedByTheInvariantAfterNavSimsOwn() throws {
        let state = try fold(
            launchedApp + [.viewModelStateChanged(s1, state: ["title": "Other"]), .coordinatorFinished(c1)])
        let violations = state.invariantViolations(including: [titleIsMain])
        #expect(violations.map(\.kind) == ["finishedButAlive", "titleIsMain"])
        let app = try #require(violations.last)
        #expect(app.rule == .appInvariant)
        #expect(app.appInvariant == "titleIsMain")
        #expect(app.screen == s1 && app.coordinator == c1)
        #expect(app.description == "titleIsMain: Main#1 is retitled")
        // NavSim's own rules alone do not see it.
        #expect(state.invariantViolations().map(\.kind) == ["finishedButAlive"])
    }
}
