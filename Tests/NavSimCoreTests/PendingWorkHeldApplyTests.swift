import Testing

@testable import NavSimCore

/// What the work the app left pending holds (`pendingWorkHeld`, format 2.1): folded into the
/// state, spared by the leak rules, taken out again when it is deallocated.
@Suite struct PendingWorkHeldApplyTests {
    /// The launched app with a child flow c2 that finished while its screen s2 was popped.
    private let finishedFlow: [NavigationEvent] =
        launchedApp + [
            .coordinatorCreated(c2, type: "AddCoordinator"), .childAdded(c2, parent: c1), .coordinatorStarted(c2),
            .screenCreated(s2, name: "Add", owner: c2, state: .null), .pushed(.screen(s2), container: k1),
            .popped(.screen(s2), container: k1), .childRemoved(c2, parent: c1), .coordinatorFinished(c2),
        ]

    @Test func whatPendingWorkHoldsIsNoLeakUntilItLetsGo() throws {
        var state = try fold(finishedFlow)
        #expect(state.invariantViolations().map(\.rule) == [.finishedButAlive])
        try state.apply(.pendingWorkHeld(coordinators: [c2], screens: [s2]))
        #expect(state.heldByPendingWork == PendingWorkHolds(screens: [s2], coordinators: [c2]))
        #expect(state.invariantViolations() == [])
        try state.apply(.pendingWorkHeld(coordinators: [], screens: []))
        #expect(state.heldByPendingWork == .nothing)
        #expect(state.invariantViolations().map(\.rule) == [.finishedButAlive])
    }

    @Test func aDeallocatedObjectLeavesTheHolds() throws {
        var state = try fold(finishedFlow + [.pendingWorkHeld(coordinators: [c2], screens: [s2])])
        try state.apply(.screenDeallocated(s2))
        #expect(state.heldByPendingWork == PendingWorkHolds(coordinators: [c2]))
        try state.apply(.coordinatorDeallocated(c2))
        #expect(state.heldByPendingWork == .nothing)
        #expect(state.invariantViolations() == [])
    }

    @Test func theHoldsMustNameAliveCoordinatorsAndExistingScreens() throws {
        // c2 stays as a tombstone while its screen s2 lives.
        let state = try fold(finishedFlow + [.coordinatorDeallocated(c2)])
        let cases: [(NavigationEvent, NavigationError.Problem)] = [
            (.pendingWorkHeld(coordinators: [c2], screens: []), .coordinatorDeallocated(c2)),
            (.pendingWorkHeld(coordinators: [CoordinatorID(9)], screens: []), .unknownCoordinator(CoordinatorID(9))),
            (.pendingWorkHeld(coordinators: [c1], screens: [s2, s3]), .unknownScreen(s3)),
        ]
        for (event, problem) in cases {
            #expect(throws: NavigationError(step: state.step + 1, event: event, problem: problem)) {
                try state.applying(event)
            }
        }
    }

    @Test func itIsNoInputAndSaysWhatItHolds() {
        let event = NavigationEvent.pendingWorkHeld(coordinators: [c2], screens: [s2, s3])
        #expect(!event.isInput)
        #expect(event.kind == "pendingWorkHeld")
        #expect(event.description == "pendingWorkHeld [c2, s2, s3]")
        #expect(NavigationEvent.pendingWorkHeld(coordinators: [], screens: []).description == "pendingWorkHeld []")
    }
}
