import Testing

@testable import NavSimCore

/// An owner found after its controller was recorded: the screen or container becomes the
/// coordinator's, as if recorded with it, and a root coordinator keeps its flow while the
/// navigation controller it holds is on screen.
@Suite
struct OwnerFoundApplyTests {
    @Test func aFoundOwnerTakesTheScreenAndTheContainer() throws {
        var state = try fold(launchedApp + [.screenCreated(s2, name: "Detail", owner: nil, state: .null)])
        try state.apply(.ownerFound(.screen(s2), owner: c1))
        try state.apply(.ownerFound(.container(k1), owner: c1))
        #expect(state.screens[s2]?.owner == c1 && state.containers[k1]?.owner == c1)
        #expect(state.coordinators[c1]?.screens == [s1, s2] && state.coordinators[c1]?.containers == [k1])
    }

    @Test func anOwnerIsFoundOnceForALiveControllerAndCoordinator() throws {
        let state = try fold(launchedApp + [.coordinatorCreated(c2, type: "Child"), .coordinatorDeallocated(c2)])
        let impossible: [(NavigationEvent, NavigationError.Problem)] = [
            (.ownerFound(.screen(s1), owner: c1), .alreadyOwned(.screen(s1), by: c1)),
            (.ownerFound(.screen(s3), owner: c1), .unknownScreen(s3)),
            (.ownerFound(.container(k1), owner: c2), .unknownCoordinator(c2)),
        ]
        for (event, problem) in impossible {
            var changed = state
            #expect(throws: NavigationError(step: state.step + 1, event: event, problem: problem)) {
                try changed.apply(event)
            }
            #expect(changed == state)
        }
    }

    @Test func aFlowGoesOnWhileItsNavigationControllerIsOnScreen() throws {
        // c1's own screen is replaced by one of a coordinator that is not its child.
        var state = try fold(
            launchedApp + [
                .coordinatorCreated(c2, type: "ProfileCoordinator"), .coordinatorStarted(c2),
                .screenCreated(s2, name: "Profile", owner: c2, state: .null),
                .stackReplaced(container: k1, stack: [.screen(s2)]),
                .lifecycle(s2, .viewDidLoad), .lifecycle(s1, .viewWillDisappear), .lifecycle(s2, .viewWillAppear),
                .lifecycle(s1, .viewDidDisappear), .lifecycle(s2, .viewDidAppear),
            ])
        #expect(state.invariantViolations().map(\.rule) == [.flowEndedButAlive])
        try state.apply(.ownerFound(.container(k1), owner: c1))
        #expect(state.invariantViolations().isEmpty)
    }
}
