import Testing

@testable import NavSimCore

@Suite struct InvariantTests {
    @Test func aFinishedCoordinatorStillAliveIsALeak() throws {
        let state = try fold(launchedApp + [.coordinatorFinished(c1)])
        #expect(
            state.invariantViolations() == [
                InvariantViolation(
                    rule: .finishedButAlive, coordinator: c1, screen: nil,
                    message: "AppCoordinator#1 finished but is still alive: leaked")
            ])
    }

    @Test func aCoordinatorWhoseScreensAllLeftIsALeak() throws {
        let state = try fold(
            launchedApp + [
                .coordinatorCreated(c2, type: "AddCoordinator"), .childAdded(c2, parent: c1), .coordinatorStarted(c2),
                .screenCreated(s2, name: "Add", owner: c2, state: .null), .pushed(.screen(s2), container: k1),
                .popped(.screen(s2), container: k1), .screenDeallocated(s2),
            ])
        #expect(state.invariantViolations().map(\.rule) == [.flowEndedButAlive])
        #expect(state.invariantViolations().first?.coordinator == c2)
    }

    @Test func aScreenOnScreenWithADeallocatedCoordinatorIsOrphaned() throws {
        var state = try fold(
            launchedApp + [
                .coordinatorCreated(c2, type: "AddCoordinator"), .coordinatorStarted(c2),
                .screenCreated(s2, name: "Add", owner: c2, state: .null), .pushed(.screen(s2), container: k1),
                .lifecycle(s2, .viewDidLoad), .lifecycle(s1, .viewWillDisappear), .lifecycle(s2, .viewWillAppear),
                .lifecycle(s1, .viewDidDisappear), .lifecycle(s2, .viewDidAppear), .coordinatorDeallocated(c2),
            ])
        #expect(state.coordinators[c2]?.isDeallocated == true)
        #expect(
            state.invariantViolations() == [
                InvariantViolation(
                    rule: .orphanedScreen, coordinator: c2, screen: s2,
                    message: "Add#2 is on screen but AddCoordinator#2 was deallocated: its actions do nothing")
            ])
        // The tombstone goes with the last screen of its coordinator.
        try state.apply(.popped(.screen(s2), container: k1))
        try state.apply(.screenDeallocated(s2))
        #expect(state.coordinators[c2] == nil)
    }

    @Test func lifecycleCallbacksOutOfOrderAreReported() throws {
        let state = try fold(launchedApp + [.lifecycle(s1, .viewDidAppear)])
        #expect(
            state.screens[s1]?.lifecycleFault == LifecycleFault(callback: .viewDidAppear, phase: .appeared, step: 12))
        #expect(state.invariantViolations().map(\.rule) == [.lifecycleOutOfOrder])
    }

    @Test func everyUIKitOrderIsAccepted() throws {
        // Push, pop, cancelled swipe: the orders UIKit really sends.
        let state = try fold(
            launchedApp + pushedSecond + [
                .interactiveBackBegan(container: k1), .lifecycle(s2, .viewWillDisappear),
                .lifecycle(s1, .viewWillAppear), .interactiveBackCancelled(container: k1),
                .lifecycle(s1, .viewWillDisappear), .lifecycle(s1, .viewDidDisappear),
                .lifecycle(s2, .viewWillAppear), .lifecycle(s2, .viewDidAppear),
            ])
        #expect(state.invariantViolations().isEmpty)
        #expect(state.screens[s2]?.appearance == .appeared)
        #expect(state.screens[s1]?.appearance == .disappeared)
    }

    @Test func aCrashIsReported() throws {
        let state = try fold(launchedApp + [.crashed(reason: "Dismiss is not implemented", coordinator: c1)])
        #expect(
            state.invariantViolations().map(\.message) == [
                "AppCoordinator#1 crashed at step 12: Dismiss is not implemented"
            ])
    }
}
