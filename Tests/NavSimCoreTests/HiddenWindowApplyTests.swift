import Testing

@testable import NavSimCore

/// A hidden window (`windowHidden`, format 1.9) keeps its root and presentations but shows
/// none of them until `windowShown`; the flows in it go on, and a flow whose screens left it
/// while it was hidden has ended.
@Suite struct HiddenWindowApplyTests {
    /// `launchedApp` with the main screen's disappearance after `hiding`: how the window
    /// left the screen.
    private func hidden(by hiding: NavigationEvent, then more: [NavigationEvent] = []) throws -> NavigationState {
        try fold(
            launchedApp + [hiding, .lifecycle(s1, .viewWillDisappear), .lifecycle(s1, .viewDidDisappear)] + more)
    }

    @Test func aHiddenWindowKeepsItsRootOutOfViewUntilItShows() throws {
        var state = try hidden(by: .windowHidden(w1))
        #expect(state.windows == [w1: WindowNode(id: w1, root: .container(k1), modals: [], isHidden: true)])
        #expect(state.location(of: .container(k1)) == .windowRoot(w1))
        #expect(state.windowID(holding: .screen(s1)) == w1)
        #expect(state.screensInView.isEmpty)
        #expect(state.containersInView.isEmpty)
        #expect(state.frontWindow == nil)
        #expect(state.frontScreen == nil)
        #expect(state.outlineLines.prefix(2) == ["step \(state.step)", "w1 (hidden)"])
        try state.apply(.windowShown(w1))
        #expect(state.windows[w1]?.isHidden == false)
        #expect(state.screensInView == [s1])
        #expect(state.frontScreen == s1)
    }

    @Test func aHiddenWindowKeepsItsPresentationsOutOfViewAndGivesTheFrontAway() throws {
        let w2 = WindowID(2)
        var state = try presentingSecond(.pageSheet, name: "Details")
        try state.apply(.screenCreated(s3, name: "Lock", owner: nil, state: .null))
        try state.apply(.windowCreated(w2))
        try state.apply(.windowRootSet(w2, root: .screen(s3)))
        try state.apply(.windowOrderedFront(w1))
        #expect(state.frontSheet?.controller == .screen(s2))
        try state.apply(.windowHidden(w1))
        #expect(state.screensInView == [s3])
        #expect(state.frontScreen == s3)
        #expect(state.frontSheet == nil)
        #expect(state.windows[w1]?.modals.map(\.controller) == [.screen(s2)])
        try state.apply(.windowShown(w1))
        #expect(state.screensInView == [s1, s2, s3])
        #expect(state.frontSheet?.controller == .screen(s2))
    }

    @Test func aWindowIsHiddenOnceAndShownOnce() throws {
        let state = try hidden(by: .windowHidden(w1))
        #expect(
            throws: NavigationError(step: state.step + 1, event: .windowHidden(w1), problem: .windowAlreadyHidden(w1))
        ) { try state.applying(.windowHidden(w1)) }
        let shown = try state.applying(.windowShown(w1))
        #expect(
            throws: NavigationError(step: shown.step + 1, event: .windowShown(w1), problem: .windowNotHidden(w1))
        ) { try shown.applying(.windowShown(w1)) }
        let unknown = WindowID(9)
        #expect(
            throws: NavigationError(
                step: state.step + 1, event: .windowHidden(unknown), problem: .unknownWindow(unknown))
        ) { try state.applying(.windowHidden(unknown)) }
    }

    /// Format 1.8 recorded a hidden window as one that lost its root, so the flow in it read as
    /// ended; 1.9's `windowHidden` keeps it in the window.
    @Test func aFlowInAHiddenWindowGoesOn() throws {
        let asFormat18Recorded = try hidden(by: .windowRootSet(w1, root: nil))
        #expect(asFormat18Recorded.invariantViolations().map(\.rule) == [.flowEndedButAlive])
        let hidden = try hidden(by: .windowHidden(w1))
        #expect(hidden.invariantViolations().isEmpty)
    }

    /// A child flow whose screen the app pops while the window is hidden has ended: it is
    /// reported at once, while its parent, whose screen the hidden window still holds, is not.
    @Test func aFlowThatEndsInAHiddenWindowIsStillALeak() throws {
        let state = try hidden(
            by: .windowHidden(w1),
            then: [
                .coordinatorCreated(c2, type: "DetailCoordinator"), .childAdded(c2, parent: c1),
                .coordinatorStarted(c2), .screenCreated(s2, name: "Detail", owner: c2, state: .null),
                .pushed(.screen(s2), container: k1), .popped(.screen(s2), container: k1),
            ])
        #expect(state.coordinators[c2]?.hasShownScreens == true)
        #expect(
            state.invariantViolations() == [
                InvariantViolation(
                    rule: .flowEndedButAlive, coordinator: c2, screen: nil,
                    message: "DetailCoordinator#2 has no screen left on screen but is still alive: leaked")
            ])
    }
}
