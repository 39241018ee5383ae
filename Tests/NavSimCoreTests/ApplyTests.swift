import Testing

@testable import NavSimCore

let w1 = WindowID(1)
let k1 = ContainerID(1)
let k2 = ContainerID(2)
let c1 = CoordinatorID(1)
let c2 = CoordinatorID(2)
let s1 = ScreenID(1)
let s2 = ScreenID(2)
let s3 = ScreenID(3)

func fold(_ events: [NavigationEvent]) throws -> NavigationState {
    var state = NavigationState()
    for event in events { try state.apply(event) }
    return state
}

/// A launched app: window w1 with navigation controller k1 as root, owned by nobody;
/// coordinator c1 started with screen s1 on screen.
let launchedApp: [NavigationEvent] = [
    .launched,
    .windowCreated(w1),
    .containerCreated(k1, style: .navigation, owner: nil),
    .coordinatorCreated(c1, type: "AppCoordinator"),
    .coordinatorStarted(c1),
    .screenCreated(s1, name: "Main", owner: c1, state: ["title": "Main"]),
    .pushed(.screen(s1), container: k1),
    .windowRootSet(w1, root: .container(k1)),
    .lifecycle(s1, .viewDidLoad),
    .lifecycle(s1, .viewWillAppear),
    .lifecycle(s1, .viewDidAppear),
]

/// `launchedApp` with s2, named `name` and owned by c1, presented by k1 in `style`.
func presentingSecond(_ style: ModalStyle, name: String) throws -> NavigationState {
    try fold(
        launchedApp + [
            .screenCreated(s2, name: name, owner: c1, state: .null),
            .presented(.screen(s2), presenter: .container(k1), style: style),
        ])
}

/// s2, owned by c1, pushed over s1 with its lifecycle.
let pushedSecond: [NavigationEvent] = [
    .screenCreated(s2, name: "Second", owner: c1, state: .null),
    .pushed(.screen(s2), container: k1),
    .lifecycle(s2, .viewDidLoad),
    .lifecycle(s1, .viewWillDisappear),
    .lifecycle(s2, .viewWillAppear),
    .lifecycle(s1, .viewDidDisappear),
    .lifecycle(s2, .viewDidAppear),
]

@Suite struct ApplyTests {
    @Test func launchBuildsTheWholeState() throws {
        let state = try fold(launchedApp)
        #expect(state.step == launchedApp.count)
        #expect(state.windows == [w1: WindowNode(id: w1, root: .container(k1), modals: [])])
        #expect(state.containers[k1]?.stack == [.screen(s1)])
        #expect(state.containers[k1]?.location == .windowRoot(w1))
        #expect(state.screens[s1]?.location == .stack(k1))
        #expect(state.screens[s1]?.appearance == .appeared)
        #expect(state.screens[s1]?.state == ["title": "Main"])
        #expect(state.coordinators[c1]?.phase == .started)
        #expect(state.coordinators[c1]?.screens == [s1])
        #expect(state.coordinators[c1]?.hasShownScreens == true)
        #expect(state.frontScreen == s1)
        #expect(state.screensInView == [s1])
        #expect(state.invariantViolations().isEmpty)
    }

    @Test func pushAndPopMoveTheFrontScreen() throws {
        var state = try fold(launchedApp + pushedSecond)
        #expect(state.containers[k1]?.stack == [.screen(s1), .screen(s2)])
        #expect(state.frontScreen == s2)
        try state.apply(.popped(.screen(s2), container: k1))
        #expect(state.containers[k1]?.stack == [.screen(s1)])
        #expect(state.screens[s2]?.location == nil)
        try state.apply(.screenDeallocated(s2))
        #expect(state.screens[s2] == nil)
        #expect(state.coordinators[c1]?.screens == [s1])
    }

    // MARK: - Impossible events

    @Test func popOfTheRootIsImpossible() throws {
        let state = try fold(launchedApp)
        #expect(throws: NavigationError(step: 12, event: .popped(.screen(s1), container: k1), problem: .popOfRoot(k1)))
        {
            try state.applying(.popped(.screen(s1), container: k1))
        }
        #expect(throws: NavigationError(step: 12, event: .poppedToRoot(container: k1), problem: .popOfRoot(k1))) {
            try state.applying(.poppedToRoot(container: k1))
        }
    }

    @Test func dismissWithNothingPresentedIsImpossible() throws {
        let state = try fold(launchedApp)
        let event = NavigationEvent.dismissed(.screen(s1))
        #expect(throws: NavigationError(step: 12, event: event, problem: .notTopmostPresentation(.screen(s1)))) {
            try state.applying(event)
        }
    }

    @Test func presentWhileAlreadyPresentingIsImpossible() throws {
        let state = try fold(
            launchedApp + [
                .screenCreated(s2, name: "Sheet", owner: c1, state: .null),
                .presented(.screen(s2), presenter: .container(k1), style: .pageSheet),
                .screenCreated(s3, name: "Other", owner: c1, state: .null),
            ])
        #expect(state.windows[w1]?.modals.count == 1)
        let event = NavigationEvent.presented(.screen(s3), presenter: .container(k1), style: .pageSheet)
        #expect(throws: NavigationError(step: 15, event: event, problem: .alreadyPresenting(.container(k1)))) {
            try state.applying(event)
        }
        // The presented sheet itself may present.
        let stacked = try state.applying(.presented(.screen(s3), presenter: .screen(s2), style: .fullScreen))
        #expect(stacked.windows[w1]?.modals.map(\.controller) == [.screen(s2), .screen(s3)])
        #expect(stacked.screensInView == [s3])
    }

    @Test func containersInViewFollowTheSelectedTabsOfTheLayersInView() throws {
        let k3 = ContainerID(3)
        let k4 = ContainerID(4)
        let state = try fold([
            .launched,
            .windowCreated(w1),
            .containerCreated(k1, style: .tabBar, owner: nil),
            .containerCreated(k2, style: .navigation, owner: nil),
            .containerCreated(k3, style: .navigation, owner: nil),
            .tabsSet(container: k1, tabs: [.container(k2), .container(k3)]),
            .windowRootSet(w1, root: .container(k1)),
        ])
        #expect(state.containersInView == [k1, k2], "an empty navigation controller is in view; k3's tab is not")
        #expect(state.screensInView.isEmpty)
        let sheet = try state.applying(.containerCreated(k4, style: .navigation, owner: nil))
            .applying(.presented(.container(k4), presenter: .container(k1), style: .pageSheet))
        #expect(sheet.containersInView == [k1, k2, k4])
        let covered = try sheet.applying(.dismissed(.container(k4)))
            .applying(.presented(.container(k4), presenter: .container(k1), style: .fullScreen))
        #expect(covered.containersInView == [k4], "a full-screen presentation hides the layers below it")
    }

    @Test func unknownIDsAreImpossible() throws {
        let state = try fold(launchedApp)
        #expect(
            throws: NavigationError(step: 12, event: .pushed(.screen(s3), container: k1), problem: .unknownScreen(s3))
        ) {
            try state.applying(.pushed(.screen(s3), container: k1))
        }
        #expect(
            throws: NavigationError(
                step: 12, event: .pushed(.screen(s1), container: k2), problem: .unknownContainer(k2))
        ) {
            try state.applying(.pushed(.screen(s1), container: k2))
        }
        #expect(throws: NavigationError(step: 12, event: .coordinatorStarted(c2), problem: .unknownCoordinator(c2))) {
            try state.applying(.coordinatorStarted(c2))
        }
    }

    @Test func tapOnAScreenNotOnScreenIsImpossible() throws {
        let state = try fold(launchedApp + pushedSecond)
        let event = NavigationEvent.userTapped(screen: s1, action: "next", argument: .null)
        #expect(throws: NavigationError(step: 19, event: event, problem: .screenNotVisible(s1))) {
            try state.applying(event)
        }
    }

    @Test func pushingAScreenTwiceIsImpossible() throws {
        let state = try fold(launchedApp)
        let event = NavigationEvent.pushed(.screen(s1), container: k1)
        #expect(throws: NavigationError(step: 12, event: event, problem: .stillHeld(.screen(s1), at: .stack(k1)))) {
            try state.applying(event)
        }
    }

    @Test func deallocationWhileHeldIsImpossible() throws {
        let state = try fold(launchedApp + [.coordinatorCreated(c2, type: "Child"), .childAdded(c2, parent: c1)])
        #expect(
            throws: NavigationError(
                step: 14, event: .screenDeallocated(s1), problem: .stillHeld(.screen(s1), at: .stack(k1)))
        ) { try state.applying(.screenDeallocated(s1)) }
        #expect(
            throws: NavigationError(
                step: 14, event: .coordinatorDeallocated(c2), problem: .stillHeldByParent(c2, parent: c1))
        ) { try state.applying(.coordinatorDeallocated(c2)) }
    }

    @Test func theCoordinatorTreeStaysATree() throws {
        let c3 = CoordinatorID(3)
        let state = try fold(
            launchedApp + [.coordinatorCreated(c2, type: "Child"), .coordinatorCreated(c3, type: "Grandchild")])
        let itself = NavigationEvent.childAdded(c1, parent: c1)
        #expect(throws: NavigationError(step: 14, event: itself, problem: .cycle(c1, parent: c1))) {
            try state.applying(itself)
        }
        let twoCycle = try state.applying(.childAdded(c2, parent: c1))
        let back = NavigationEvent.childAdded(c1, parent: c2)
        #expect(throws: NavigationError(step: 15, event: back, problem: .cycle(c1, parent: c2))) {
            try twoCycle.applying(back)
        }
        let chain = try twoCycle.applying(.childAdded(c3, parent: c2))
        let around = NavigationEvent.childAdded(c1, parent: c3)
        #expect(throws: NavigationError(step: 16, event: around, problem: .cycle(c1, parent: c3))) {
            try chain.applying(around)
        }
        // Moving a subtree elsewhere in the tree is fine.
        let moved = try chain.applying(.childRemoved(c3, parent: c2)).applying(.childAdded(c3, parent: c1))
        #expect(moved.coordinators[c1]?.children == [c2, c3])
        #expect(moved.coordinators[c3]?.parent == c1)
    }

    @Test func nothingFollowsACrash() throws {
        let state = try fold(launchedApp + [.crashed(reason: "boom", coordinator: c1)])
        #expect(state.crash == Crash(reason: "boom", coordinator: c1, step: 12))
        #expect(throws: NavigationError(step: 13, event: .launched, problem: .afterCrash(step: 12))) {
            try state.applying(.launched)
        }
    }

    @Test func aServiceAnswerNeedsAPendingRequest() throws {
        let state = try fold(launchedApp + [.serviceRequested(service: "api", request: 1, payload: .null)])
        #expect(state.pendingRequests == [1: "api"])
        let wrong = NavigationEvent.serviceResponded(service: "api", request: 2, response: .null)
        #expect(throws: NavigationError(step: 13, event: wrong, problem: .noPendingRequest("api", request: 2))) {
            try state.applying(wrong)
        }
        let answered = try state.applying(.serviceResponded(service: "api", request: 1, response: .null))
        #expect(answered.pendingRequests.isEmpty)
    }

    @Test func aFailedApplyLeavesTheStateUnchanged() throws {
        let state = try fold(launchedApp + pushedSecond)
        var mutated = state
        // The stack must stay whole even though s1 is found before the duplicate.
        #expect(throws: NavigationError.self) {
            try mutated.apply(.stackReplaced(container: k1, stack: [.screen(s2), .screen(s1), .screen(s2)]))
        }
        #expect(mutated == state)
    }

    @Test func aBackSwipeBlocksOtherStackChanges() throws {
        var state = try fold(launchedApp + pushedSecond)
        try state.apply(.interactiveBackBegan(container: k1))
        #expect(state.containers[k1]?.isSwipingBack == true)
        #expect(
            throws: NavigationError(step: 20, event: .popped(.screen(s2), container: k1), problem: .swipeInProgress(k1))
        ) {
            try state.applying(.popped(.screen(s2), container: k1))
        }
        try state.apply(.interactiveBackFinished(container: k1))
        try state.apply(.popped(.screen(s2), container: k1))
        #expect(state.containers[k1]?.stack == [.screen(s1)])
    }

    @Test func tabsSelectWithinRange() throws {
        var state = try fold([
            .launched, .windowCreated(w1), .containerCreated(k1, style: .tabBar, owner: nil),
            .screenCreated(s1, name: "A", owner: nil, state: .null),
            .screenCreated(s2, name: "B", owner: nil, state: .null),
            .tabsSet(container: k1, tabs: [.screen(s1), .screen(s2)]), .windowRootSet(w1, root: .container(k1)),
        ])
        #expect(state.frontScreen == s1)
        try state.apply(.tabSelected(container: k1, index: 1))
        #expect(state.frontScreen == s2)
        #expect(
            throws: NavigationError(
                step: 9, event: .tabSelected(container: k1, index: 2), problem: .tabOutOfRange(2, count: 2))
        ) {
            try state.applying(.tabSelected(container: k1, index: 2))
        }
    }
}
