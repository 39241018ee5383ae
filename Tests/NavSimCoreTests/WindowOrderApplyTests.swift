import Testing

@testable import NavSimCore

/// The front window: the newest that shows a controller, unless `windowOrderedFront` put an
/// older one in front; a window ordered front that stops showing a controller gives way. A
/// window with no root (as format 1.8 recorded one the app hid) shows nothing, not even what
/// it presents.
@Suite struct WindowOrderApplyTests {
    /// Two windows, w1 then w2, each showing a screen.
    private func twoWindows() throws -> NavigationState {
        let w2 = WindowID(2)
        return try fold([
            .launched, .windowCreated(w1), .windowCreated(w2),
            .screenCreated(s1, name: "Banner", owner: nil, state: .null),
            .screenCreated(s2, name: "Home", owner: nil, state: .null),
            .windowRootSet(w1, root: .screen(s1)), .windowRootSet(w2, root: .screen(s2)),
        ])
    }

    @Test func theNewestWindowIsInFrontUntilAnOlderOneIsOrderedFront() throws {
        var state = try twoWindows()
        #expect(state.frontWindow?.id == WindowID(2))
        #expect(state.frontScreen == s2)
        try state.apply(.windowOrderedFront(w1))
        #expect(state.windows[w1]?.frontSince == state.step)
        #expect(state.frontScreen == s1)
        try state.apply(.windowOrderedFront(WindowID(2)))
        #expect(state.frontScreen == s2)
        try state.apply(.windowOrderedFront(w1))
        try state.apply(.windowRootSet(w1, root: nil))
        #expect(state.frontScreen == s2)
    }

    @Test func anUnknownWindowCannotBeOrderedFront() throws {
        let state = try twoWindows()
        let event = NavigationEvent.windowOrderedFront(WindowID(9))
        #expect(
            throws: NavigationError(step: state.step + 1, event: event, problem: .unknownWindow(WindowID(9)))
        ) { try state.applying(event) }
    }

    @Test func aWindowWithNoRootKeepsItsPresentationsOutOfView() throws {
        let s3 = ScreenID(3)
        var state = try twoWindows()
        try state.apply(.screenCreated(s3, name: "Details", owner: nil, state: .null))
        try state.apply(.presented(.screen(s3), presenter: .screen(s2), style: .pageSheet))
        #expect(state.screensInView == [s1, s2, s3])
        #expect(state.frontSheet?.controller == .screen(s3))
        try state.apply(.windowRootSet(WindowID(2), root: nil))
        #expect(state.screensInView == [s1])
        #expect(state.windows[WindowID(2)]?.modals.map(\.controller) == [.screen(s3)])
        #expect(state.frontScreen == s1)
        #expect(state.frontSheet == nil)
        try state.apply(.windowRootSet(WindowID(2), root: .screen(s2)))
        #expect(state.screensInView == [s1, s2, s3])
        #expect(state.frontScreen == s3)
    }
}
