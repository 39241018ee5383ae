import NavSimCore
import NavSimDiagrams
import NavSimViewer
import Testing

/// The bounds that keep `navsim view` near-linear in its trace: hierarchies too large to
/// draw, the page's node budget, and changes not listed for large states. They assert what
/// the page holds and says, not how long it took.
@Suite struct ViewerBoundTests {
    /// A window, then `count` coordinators of as many types, one event each: the state and
    /// its drawing grow by one node a step (coordinators of one type that hold nothing would
    /// be drawn as one).
    static func coordinators(_ count: Int, type: (Int) -> String = { "Child\($0)" }) -> [NavigationEvent] {
        [.launched, .windowCreated(WindowID(1))]
            + (1...count).map { .coordinatorCreated(CoordinatorID(UInt32($0)), type: type($0)) }
    }

    @Test func aHierarchyOfMoreThanTheNodeLimitIsNotDrawnAndThePageSaysSo() throws {
        let events = Self.coordinators(HierarchyFrames.nodeLimit + 50)
        let states = try ViewerFixtures.states(events)
        let small = states.filter { HierarchyFrames.nodeCount(of: $0) <= HierarchyFrames.nodeLimit }
        let large = states.count - small.count
        #expect(large == 51)
        let frames = try TraceViewer(events: events, title: "wide").frames
        #expect(frames.stepsTooLarge == large)
        #expect(frames.stepsOverBudget == 0)
        #expect(frames.drawnCount == Set(small.map(HierarchyFrames.dot(of:))).count)
        #expect(frames.notDrawn == [frames.drawnCount: .tooLarge])
        #expect(frames.frameAt.suffix(large) == Array(repeating: frames.drawnCount, count: large))
        #expect(frames.dots.last == "")
        #expect(
            frames.summary
                == "drew \(frames.drawnCount) hierarchies; the hierarchies of 51 steps are not drawn: "
                + "51 have more than 100 nodes")

        // Drawn only at its ends, so that Graphviz lays out one small drawing.
        let sparse = try TraceViewer(events: events, title: "wide", frameLimit: 2)
        let html = sparse.html(renderer: GraphvizRenderer())
        #expect(sparse.frames.drawnCount == 1 && sparse.frames.stepsTooLarge == 1)
        #expect(html.contains("Not drawn: this hierarchy has more than 100 nodes"))
        #expect(html.contains("the hierarchies of 1 steps are not drawn: 1 have more than 100 nodes."))
    }

    @Test func noHierarchyIsDrawnOnceTheDrawingsHoldTheNodeBudget() throws {
        let screen = ScreenID(1)
        let changes = 300
        let events: [NavigationEvent] =
            [
                .launched, .windowCreated(WindowID(1)), .screenCreated(screen, name: "Main", owner: nil, state: 0),
                .windowRootSet(WindowID(1), root: .screen(screen)),
            ] + (1...90).map { .coordinatorCreated(CoordinatorID(UInt32($0)), type: "Child\($0)") }
            + (1...changes).map { .viewModelStateChanged(screen, state: .number(Double($0))) }
        let frames = try TraceViewer(events: events, title: "busy").frames
        let distinct = Set(try ViewerFixtures.states(events).map(HierarchyFrames.dot(of:))).count
        #expect(frames.stepsOverBudget > 0)
        #expect(frames.stepsTooLarge == 0)
        #expect(frames.nodesDrawn <= HierarchyFrames.nodeBudget)
        #expect(frames.nodesDrawn > HierarchyFrames.nodeBudget - HierarchyFrames.nodeLimit)
        // Every state is new (step 1, `launched`, draws as step 0): each is drawn or counted.
        #expect(frames.drawnCount + frames.stepsOverBudget == distinct)
        #expect(frames.notDrawn.values.sorted { $0.rawValue < $1.rawValue } == [.budgetSpent])
        #expect(frames.summary?.hasSuffix("came after the page's drawings held 20,000 nodes") == true)
    }

    @Test func theChangesOfAStateOfMoreThanTheDifferenceLimitAreNotListed() throws {
        let events = Self.coordinators(TraceViewer.differenceLimit + 20)
        let viewer = try TraceViewer(events: events, title: "wide", frameLimit: 2)
        let html = viewer.html(renderer: GraphvizRenderer())
        // Step n has one window and n - 2 coordinators: listed while that is at most 200, so
        // the coordinator of step 201 is the last listed.
        let listedUpTo = TraceViewer.differenceLimit + 1
        let unlisted = try ViewerFixtures.states(events).filter { HierarchyFrames.nodeCount(of: $0) > listedUpTo - 1 }
            .count
        #expect(unlisted == 21)
        #expect(html.components(separatedBy: "not listed: the state has more than 200 nodes").count - 1 == unlisted)
        #expect(html.contains("+   c\(listedUpTo - 2) Child\(listedUpTo - 2) ("))
        #expect(!html.contains("+   c\(listedUpTo - 1) Child\(listedUpTo - 1) ("))
    }

    /// A walk of an app that leaks a flow per round trip: its idle coordinators of one type
    /// are one box, so every step is drawn however many leaked.
    @Test func idleCoordinatorsOfOneTypeAreDrawnAsOneBoxSoALeakingAppStaysDrawn() throws {
        let events = Self.coordinators(HierarchyFrames.nodeLimit + 50) { _ in "Leaked" }
        let frames = try TraceViewer(events: events, title: "leaks").frames
        #expect(frames.stepsTooLarge == 0)
        #expect(frames.notDrawn.isEmpty)
        let last = try #require(frames.dots.last)
        #expect(last.contains(#"label="Leaked × 150\nnot started\n#1, #2, #3 … #150""#))
        #expect(last.components(separatedBy: "shape=\"component\"").count - 1 == 1)
        // One window and one box: two nodes a drawing from the second coordinator on.
        #expect(frames.nodesDrawn < 3 * frames.drawnCount)
    }
}
