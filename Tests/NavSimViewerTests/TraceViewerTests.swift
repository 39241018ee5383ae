import NavSimCore
import NavSimDiagrams
import NavSimViewer
import Testing

@Suite struct TraceViewerTests {
    @Test func everyDistinctStateIsDrawnOnceAndEveryStepShowsItsOwn() throws {
        let events = try ViewerFixtures.trace("children-removedOnDisappear")
        let viewer = try TraceViewer(events: events, title: "t")
        #expect(viewer.plan.mode == .everyChange)
        let frames = viewer.frames
        #expect(frames.frameAt.count == events.count + 1)
        #expect(Set(frames.dots).count == frames.dots.count)
        for (step, state) in try ViewerFixtures.states(events).enumerated() {
            #expect(frames.dots[frames.frameAt[step]] == HierarchyFrames.dot(of: state), "step \(step)")
        }
        // Lifecycle callbacks of screens out of view leave the drawing as it was: fewer
        // drawings than steps.
        #expect(frames.dots.count < events.count)
    }

    @Test func theDrawingHasNeitherTitleNorLegend() throws {
        let events = try ViewerFixtures.trace("children-removedOnDisappear")
        let state = try #require(try ViewerFixtures.states(events).last)
        let dot = HierarchyFrames.dot(of: state)
        #expect(!dot.contains("zz_legend"))
        #expect(!dot.contains("step \(state.step)"))
        #expect(HierarchyFrames.legendDOT.contains(#"label="Key""#))
        #expect(HierarchyFrames.legendDOT.contains("LEAKED"))
    }

    @Test func aTraceWithMoreDistinctStatesThanTheLimitIsDrawnPerInput() throws {
        let events = try ViewerFixtures.trace("children-removedOnDisappear")
        let inputs = events.filter(\.isInput).count
        let perInput = try TraceViewer(events: events, title: "t", frameLimit: inputs + 1)
        #expect(perInput.plan.mode == .inputs(stride: 1))
        let all = try ViewerFixtures.states(events)
        let boundaries = all.indices.filter { $0 == events.count || events[$0].isInput }
        #expect(perInput.frames.drawnSteps == boundaries)
        for step in all.indices {
            // Step 0 is a boundary: the first event, `launched`, is an input.
            let drawn = try #require(boundaries.last { $0 <= step })
            #expect(
                perInput.frames.dots[perInput.frames.frameAt[step]] == HierarchyFrames.dot(of: all[drawn]),
                "step \(step)")
        }
        let sparse = try TraceViewer(events: events, title: "t", frameLimit: 3)
        // Every fifth input's boundary (0, 5: animationsEnded inputs count), and the end.
        #expect(sparse.plan.mode == .inputs(stride: 5))
        #expect(sparse.frames.drawnSteps.count <= 3)
        #expect(sparse.frames.drawnSteps == [0, 35, 52])
        #expect(sparse.drawingNote == "more than 3 distinct hierarchies: drawn once per 5 inputs")
        #expect(try TraceViewer(events: events, title: "t").drawingNote == nil)
    }

    @Test func theSameTraceGivesTheSameBytes() throws {
        let events = try ViewerFixtures.trace("children-removedOnDisappear")
        let first = try TraceViewer(events: events, title: "t").html(renderer: GraphvizRenderer())
        let second = try TraceViewer(events: events, title: "t").html(renderer: GraphvizRenderer())
        #expect(first == second)
        // The drawings are in the data, their markup escaped.
        #expect(first.contains(#""\u003csvg width="#))
    }

    @Test func hostileNamesStayTextInThePage() throws {
        let html = try TraceViewer(events: ViewerFixtures.hostileEvents, title: ViewerFixtures.hostile)
            .html(renderer: GraphvizRenderer())
        // The page's own two scripts, and nothing else that markup could read as a tag.
        #expect(html.components(separatedBy: "<script").count == 3)
        #expect(html.components(separatedBy: "</script>").count == 3)
        #expect(!html.contains("<img"))
        #expect(!html.contains("'PWNED'\">"))
        #expect(
            !html.unicodeScalars.contains {
                $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\u{0}" || $0 == "\u{202E}" || $0 == "\u{1B}"
            })
    }

    @Test func anImpossibleEventIsRefusedWithItsStep() throws {
        let events: [NavigationEvent] = [.launched, .pushed(.screen(ScreenID(9)), container: ContainerID(9))]
        #expect(throws: ViewerError.self) { try TraceViewer(events: events, title: "t") }
        do {
            _ = try TraceViewer(events: events, title: "t")
        } catch {
            #expect("\(error)".hasPrefix("impossible event at step 2"))
        }
    }
}
