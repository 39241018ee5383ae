import Testing

@testable import NavSimCore

/// The front window: the newest that shows a controller, unless `windowOrderedFront` put an
/// older one in front; a window ordered front that stops showing a controller gives way.
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
}
