import Testing

@testable import NavSimCore

/// The `poppedButAlive` rule: two or more kept screens of one name and owner are a leak only
/// when the app made one of them anew while another was kept (the kept set grows); screens
/// made before any of them left, and shown again, are not.
@Suite struct KeptScreensRuleTests {
    /// Screen `id` named `Detail`, owned by c1, pushed over s1 and popped again.
    func shownAndPopped(_ id: ScreenID) -> [NavigationEvent] {
        [.screenCreated(id, name: "Detail", owner: c1, state: .null)] + pushedAndPopped(id)
    }

    /// Screen `id`, already recorded, pushed over s1 and popped again.
    func pushedAndPopped(_ id: ScreenID) -> [NavigationEvent] {
        [
            .pushed(.screen(id), container: k1), .lifecycle(id, .viewDidLoad), .lifecycle(s1, .viewWillDisappear),
            .lifecycle(id, .viewWillAppear), .lifecycle(s1, .viewDidDisappear), .lifecycle(id, .viewDidAppear),
            .popped(.screen(id), container: k1), .lifecycle(id, .viewWillDisappear), .lifecycle(s1, .viewWillAppear),
            .lifecycle(id, .viewDidDisappear), .lifecycle(s1, .viewDidAppear),
        ]
    }

    @Test func aScreenMadeWhileAnotherOfItsNameWasKeptIsMadeAnewAndTheKeptPairIsALeak() throws {
        let state = try fold(launchedApp + shownAndPopped(s2) + shownAndPopped(s3))
        #expect(state.screens[s2]?.isMadeAnew == false)
        #expect(state.screens[s3]?.isMadeAnew == true)
        #expect(
            state.invariantViolations() == [
                InvariantViolation(
                    rule: .poppedButAlive, coordinator: c1, screen: s2,
                    message: "AppCoordinator#1 keeps 2 Detail screens that left the screen (Detail#2, Detail#3): leaked"
                )
            ])
    }

    @Test func screensMadeBeforeAnyOfThemLeftAndShownInTurnAreNoLeak() throws {
        let madeUpFront: [NavigationEvent] = [
            .screenCreated(s2, name: "Detail", owner: c1, state: .null),
            .screenCreated(s3, name: "Detail", owner: c1, state: .null),
        ]
        let state = try fold(launchedApp + madeUpFront + pushedAndPopped(s2) + pushedAndPopped(s3))
        #expect(state.screens.values.allSatisfy { !$0.isMadeAnew })
        #expect(state.screens[s2]?.isKept == true && state.screens[s3]?.isKept == true)
        #expect(state.invariantViolations() == [])
    }

    @Test func oneKeptScreenIsNoLeakEvenWhenMadeAnew() throws {
        let state = try fold(launchedApp + shownAndPopped(s2) + shownAndPopped(s3) + [.screenDeallocated(s2)])
        #expect(state.screens[s3]?.isMadeAnew == true)
        #expect(state.invariantViolations() == [])
    }

    @Test func aScreenMadeAnewStillShownMakesTheKeptScreensBesideItALeak() throws {
        // Details replaced one by one (`setViewControllers`): s3 is made while s2 is still
        // shown, s4 once s2 is kept; s2 and s3 are kept, neither made anew, s4 is.
        let s4 = ScreenID(4)
        func replaced(_ old: ScreenID, with new: ScreenID) -> [NavigationEvent] {
            [
                .screenCreated(new, name: "Detail", owner: c1, state: .null),
                .stackReplaced(container: k1, stack: [.screen(s1), .screen(new)]), .lifecycle(new, .viewDidLoad),
                .lifecycle(old, .viewWillDisappear), .lifecycle(new, .viewWillAppear),
                .lifecycle(old, .viewDidDisappear), .lifecycle(new, .viewDidAppear),
            ]
        }
        let state = try fold(launchedApp + replaced(s1, with: s2) + replaced(s2, with: s3) + replaced(s3, with: s4))
        #expect(state.screens[s2]?.isMadeAnew == false && state.screens[s3]?.isMadeAnew == false)
        #expect(state.screens[s4]?.isMadeAnew == true)
        #expect(
            state.invariantViolations().map(\.message) == [
                "AppCoordinator#1 keeps 2 Detail screens that left the screen (Detail#2, Detail#3): leaked"
            ])
    }
}
