import Testing

@testable import NavSimCore

/// The apply rules of a sheet swiped down: only the top-most presentation of a window, only
/// a sheet, one swipe at a time, and no presentation change while it lasts.
@Suite struct SheetSwipeApplyTests {
    /// `launchedApp` with s2 presented by k1 in `style` (step 13).
    private func presenting(_ style: ModalStyle) throws -> NavigationState {
        try presentingSecond(style, name: "Sheet")
    }

    private func expectImpossible(
        _ event: NavigationEvent, in state: NavigationState, _ problem: NavigationError.Problem
    ) {
        #expect(throws: NavigationError(step: state.step + 1, event: event, problem: problem)) {
            try state.applying(event)
        }
    }

    @Test func aSwipeBeginsAndEndsOnTheTopSheet() throws {
        for end in [
            NavigationEvent.sheetSwipeCancelled(controller: .screen(s2)), .sheetSwipeFinished(controller: .screen(s2)),
            .sheetSwipeRefused(controller: .screen(s2)),
        ] {
            var state = try presenting(.pageSheet)
            try state.apply(.sheetSwipeBegan(controller: .screen(s2)))
            #expect(state.windows[w1]?.modals.last?.isSwipingDown == true)
            #expect(state.frontSheet?.isSwipingDown == true)
            try state.apply(end)
            #expect(state.windows[w1]?.modals.last?.isSwipingDown == false)
        }
        var formSheet = try presenting(.formSheet)
        try formSheet.apply(.sheetSwipeBegan(controller: .screen(s2)))
        #expect(formSheet.frontSheet?.isSwipingDown == true)
    }

    @Test func onlySheetsCanBeSwiped() throws {
        for style in ModalStyle.allCases where !style.isSheet {
            let state = try presenting(style)
            expectImpossible(
                .sheetSwipeBegan(controller: .screen(s2)), in: state, .notASheet(.screen(s2), style: style))
        }
    }

    @Test func onlyTheTopMostPresentationCanBeSwiped() throws {
        let root = try presenting(.pageSheet)
        expectImpossible(
            .sheetSwipeBegan(controller: .container(k1)), in: root, .notTopmostPresentation(.container(k1)))
        let two = try root.applying(.screenCreated(s3, name: "Top", owner: c1, state: .null))
            .applying(.presented(.screen(s3), presenter: .screen(s2), style: .pageSheet))
        expectImpossible(.sheetSwipeBegan(controller: .screen(s2)), in: two, .notTopmostPresentation(.screen(s2)))
        _ = try two.applying(.sheetSwipeBegan(controller: .screen(s3)))
    }

    @Test func anEndNeedsASwipeUnderWay() throws {
        let state = try presenting(.pageSheet)
        for end in [
            NavigationEvent.sheetSwipeCancelled(controller: .screen(s2)), .sheetSwipeFinished(controller: .screen(s2)),
            .sheetSwipeRefused(controller: .screen(s2)),
        ] {
            expectImpossible(end, in: state, .noSheetSwipeInProgress(.screen(s2)))
        }
    }

    @Test func aSwipeBlocksASecondSwipeAndPresentationChanges() throws {
        var state = try presenting(.pageSheet)
        try state.apply(.sheetSwipeBegan(controller: .screen(s2)))
        try state.apply(.screenCreated(s3, name: "Top", owner: c1, state: .null))
        let swiping = NavigationError.Problem.sheetSwipeInProgress(.screen(s2))
        expectImpossible(.sheetSwipeBegan(controller: .screen(s2)), in: state, swiping)
        expectImpossible(.dismissed(.screen(s2)), in: state, swiping)
        expectImpossible(.presented(.screen(s3), presenter: .screen(s2), style: .pageSheet), in: state, swiping)
        try state.apply(.sheetSwipeFinished(controller: .screen(s2)))
        try state.apply(.dismissed(.screen(s2)))
        #expect(state.windows[w1]?.modals == [])
    }

    @Test func styleDecidesWhetherThePresenterStaysInView() throws {
        for style in ModalStyle.allCases {
            let state = try presenting(style)
            #expect(state.screensInView == (style.hidesPresenter ? [s2] : [s1, s2]), "\(style)")
        }
    }
}
