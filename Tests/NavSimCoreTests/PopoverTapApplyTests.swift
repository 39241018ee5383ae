import Testing

@testable import NavSimCore

/// The apply rules of a tap outside a popover: only on the top-most presentation of a
/// window, only one shown as a popover; the tap itself changes no state.
@Suite struct PopoverTapApplyTests {
    /// `launchedApp` with s2 presented by k1 in `style`.
    private func presenting(_ style: ModalStyle) throws -> NavigationState {
        try presentingSecond(style, name: "Choices")
    }

    @Test func aTapOutsideTheTopPopoverChangesNothingButTheStep() throws {
        let before = try presenting(.popover)
        #expect(before.frontPopover?.controller == .screen(s2))
        #expect(before.frontSheet == nil)
        var after = try before.applying(.tappedOutsidePopover(controller: .screen(s2)))
        #expect(after.step == before.step + 1)
        after.step = before.step
        #expect(after == before)
    }

    @Test func onlyAPopoverTakesATapOutside() throws {
        for style in ModalStyle.allCases where style != .popover {
            let state = try presenting(style)
            #expect(state.frontPopover == nil)
            let event = NavigationEvent.tappedOutsidePopover(controller: .screen(s2))
            #expect(
                throws: NavigationError(
                    step: state.step + 1, event: event, problem: .notAPopover(.screen(s2), style: style))
            ) { try state.applying(event) }
        }
    }

    @Test func onlyTheTopMostPresentationTakesATapOutside() throws {
        let two = try presenting(.popover).applying(.screenCreated(s3, name: "Top", owner: c1, state: .null))
            .applying(.presented(.screen(s3), presenter: .screen(s2), style: .popover))
        let event = NavigationEvent.tappedOutsidePopover(controller: .screen(s2))
        #expect(
            throws: NavigationError(step: two.step + 1, event: event, problem: .notTopmostPresentation(.screen(s2)))
        ) { try two.applying(event) }
        #expect(two.frontPopover?.controller == .screen(s3))
    }
}
