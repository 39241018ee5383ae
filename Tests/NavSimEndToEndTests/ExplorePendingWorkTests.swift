import Testing

/// `navsim explore` on an app whose popped item screens pending work holds
/// (Tests/NavSimCLIFixture/Shelf.swift): a work item, a one-shot `Timer` and a one-shot timer
/// source capturing the screen are no leak, in one process as in fresh launches; a repeating
/// timer source the screen keeps, capturing it, is the leak found with its shortest inputs.
@Suite struct ExplorePendingWorkTests {
    static let environment = ["NOTES_PENDING": "1", "NOTES_ONLY": "1", "CI": "true"]

    /// The pending variant's report: each item popped while its work waits is no leak.
    static let pendingReport = """
        explored shelf/pending breadth-first: 7 states, 14 transitions, to depth 4 (complete)
        coverage: 2 screens (ShelfItem, ShelfList), 1 action
        dead UI (tapped, never did anything): none
        no finding in all 7 states up to depth 4

        """

    /// The repeating variant's report: the two items its timer sources keep, with the
    /// shortest inputs.
    static let repeatingReport = """
        explored shelf/repeating breadth-first: 5 states, 11 transitions, to depth 4 (complete)
        1. poppedButAlive (ShelfFlowCoordinator, screen ShelfItem) after 4 inputs, at step 45:
           ShelfFlowCoordinator#1 keeps 2 ShelfItem screens that left the screen (ShelfItem#2, ShelfItem#3): leaked
             1. {"tap": "open", "on": "ShelfList"}
             2. {"back": "button"}
             3. {"tap": "open", "on": "ShelfList"}
             4. {"back": "button"}
        coverage: 2 screens (ShelfItem, ShelfList), 1 action
        dead UI (tapped, never did anything): none
        1 finding; each input sequence above is a shortest one

        """

    static func explore(_ variant: String, launches: String) throws -> Run {
        try run(
            "navsim-notes", ["explore", "shelf", "--variant", variant, "--depth", "4", "--launches", launches],
            environment: environment)
    }

    @Test(arguments: ["same", "fresh"]) func pendingWorkHoldingPoppedScreensIsNoLeak(_ launches: String) throws {
        let explored = try Self.explore("pending", launches: launches)
        #expect(explored.status == 0, "\(explored.error)")
        #expect(explored.output == Self.pendingReport)
    }

    @Test(arguments: ["same", "fresh"]) func aRepeatingTimerSourceCapturingItsScreenIsALeak(_ launches: String) throws {
        let explored = try Self.explore("repeating", launches: launches)
        #expect(explored.status == 1, "\(explored.error)")
        #expect(explored.output == Self.repeatingReport)
    }
}
