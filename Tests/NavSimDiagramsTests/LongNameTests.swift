import NavSimCore
import NavSimDiagrams
import Testing

/// Found by `scripts/fuzz-diagrams`: a name thousands of characters long made a node wider
/// than dot's longest edge (65,535 points), and the layout failed. Names are cut in labels.
@Suite struct LongNameTests {
    static let long = String(repeating: "Wide名", count: 5_000)

    @Test func longNamesAreCutSoTheDiagramsLayOut() throws {
        var events: [NavigationEvent] = [.launched, .windowCreated(Fixtures.w1)]
        events += Fixtures.coordinator(1, Self.long)
        events += [
            .containerCreated(Fixtures.k(1), style: .navigation, owner: Fixtures.c(1)),
            .screenCreated(Fixtures.s(1), name: Self.long, owner: Fixtures.c(1), state: .null),
            .pushed(.screen(Fixtures.s(1)), container: Fixtures.k(1)),
            .windowRootSet(Fixtures.w1, root: .container(Fixtures.k(1))),
        ]
        events += Fixtures.transition(hiding: nil, showing: 1)
        events.append(Fixtures.tap(1, Self.long))
        events += [
            .screenCreated(Fixtures.s(2), name: "Next", owner: Fixtures.c(1), state: .null),
            .pushed(.screen(Fixtures.s(2)), container: Fixtures.k(1)),
        ]
        events += Fixtures.transition(hiding: 1, showing: 2)
        let cut = String(repeating: "Wide名", count: 11) + "Wide…"
        let hierarchy = try SVGContents(
            try GraphvizRenderer().renderSVG(HierarchyDiagram(state: try Fixtures.state(after: events)).dot))
        #expect(hierarchy.texts.contains(cut + "#1"))
        let flow = try SVGContents(try GraphvizRenderer().renderSVG(try FlowGraph(traces: [events]).dot))
        #expect(flow.texts.contains(cut))
        #expect(flow.texts.contains("\(cut) ×1"))
    }
}
