import NavSimCore
import NavSimExamples
import NavSimSimulator
import Testing

/// Random walks with the sheet's swipe down among the inputs.
@Suite @MainActor struct SheetSwipeWalkTests {
    /// A walk of the projects seed variant from seed 1, as `RandomWalk` picks, over the
    /// inputs `filter` keeps: the longest run of inputs after which a screen in view is
    /// orphaned (its coordinator gone), and how many finished sheet swipes ended such a run.
    private func walkProjectsSeed(
        inputs: Int, keeping filter: (NavigationEvent) -> Bool
    ) throws -> (longestOrphanedRun: Int, swipesOutOfOrphans: Int) {
        let session = Session(app: try Examples.named("projects").makeApp(variant: "seed"), sink: EventLog())
        var generator = SplitMix64(seed: 1)
        var run = 0
        var longest = 0
        var swipesOut = 0
        for _ in 0..<inputs {
            let available = session.availableInputs().filter(filter)
            guard !available.isEmpty else { break }
            let input = available[Int(generator.next() % UInt64(available.count))]
            try session.send(input)
            // The swiped sheet's screen leaves `appeared` at `sheetSwipeBegan`: the run goes
            // on until the swipe finishes.
            let orphaned =
                session.state.invariantViolations().contains { $0.rule == .orphanedScreen }
                || (run > 0 && session.state.frontSheet?.isSwipingDown == true)
            if case .sheetSwipeFinished = input, run > 0, !orphaned { swipesOut += 1 }
            run = orphaned ? run + 1 : 0
            longest = max(longest, run)
        }
        return (longest, swipesOut)
    }

    /// Without the swipe down (the inputs NavSim offered before it), the walk stays on an
    /// orphaned sheet for thousands of inputs: nothing in front leads away. With it, a walk
    /// swipes the sheet away.
    @Test func aWalkSwipesAwayTheOrphanedSheetOfTheProjectsSeed() throws {
        let before = try walkProjectsSeed(inputs: 3_000) { !$0.kind.hasPrefix("sheetSwipe") }
        #expect(before.longestOrphanedRun > 2_000)
        #expect(before.swipesOutOfOrphans == 0)
        let after = try walkProjectsSeed(inputs: 3_000) { _ in true }
        #expect(after.longestOrphanedRun < 100)
        #expect(after.swipesOutOfOrphans > 0)
    }

    /// `RandomWalk` itself picks among every available input, swipes included.
    @Test func randomWalkOffersTheSwipeDown() throws {
        let log = EventLog()
        let session = Session(app: try Examples.named("projects").makeApp(variant: "seed"), sink: log)
        var walk = RandomWalk(seed: 1)
        try walk.run(session, steps: 3_000)
        #expect(log.events.contains { if case .sheetSwipeFinished = $0 { true } else { false } })
        #expect(log.events.contains { if case .sheetSwipeCancelled = $0 { true } else { false } })
    }
}
