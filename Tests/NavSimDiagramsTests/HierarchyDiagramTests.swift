import NavSimCore
import NavSimDiagrams
import Testing

@Suite struct HierarchyDiagramTests {
    static let cases: [(name: String, events: [NavigationEvent])] = [
        ("hierarchy-tabs", Fixtures.tabs),
        ("hierarchy-signup-crash", Fixtures.signUpThenCrash),
        ("hierarchy-empty", []),
    ]

    @Test(arguments: cases.indices)
    func matchesGoldenDOT(index: Int) throws {
        let (name, events) = Self.cases[index]
        let state = try Fixtures.state(after: events)
        try expectGolden(HierarchyDiagram(state: state).dot, named: name + ".dot")
    }

    @Test(arguments: cases.indices)
    func svgNamesEveryCoordinatorAndScreen(index: Int) throws {
        let state = try Fixtures.state(after: Self.cases[index].events)
        let contents = try SVGContents(try GraphvizRenderer().renderSVG(HierarchyDiagram(state: state).dot))
        for coordinator in state.coordinators.values {
            #expect(contents.texts.contains(coordinator.displayName))
        }
        for screen in state.screens.values {
            #expect(contents.texts.contains(screen.displayName))
        }
        #expect(contents.texts.contains("Key") == !state.coordinators.isEmpty)
    }

    @Test func stylesEachCoordinatorStatus() throws {
        let dot = HierarchyDiagram(state: try Fixtures.state(after: Fixtures.tabs)).dot
        for caption in ["active", "not started", "LEAKED: finished but alive", "deallocated (tombstone)"] {
            #expect(dot.contains("\\n\(caption)\""), "a coordinator captioned \(caption)")
        }
        #expect(dot.contains("ORPHANED: its taps do nothing"))
        #expect(dot.contains("presents 1 · pageSheet"))
        #expect(dot.contains("tab 0 ✓ selected"))
        #expect(dot.contains("2 top"))
    }

    /// Idle coordinators (holding no screen, container or child) of one type, parent and
    /// status are one box; a different status, type or parent, or one that holds a child,
    /// keeps its own.
    @Test func idleSiblingsOfOneTypeParentAndStatusAreOneBox() throws {
        var events = Fixtures.coordinator(1, "Main")
        for id in UInt32(2)...7 { events += Fixtures.coordinator(id, "Add", parent: 1) }
        events += [.coordinatorFinished(Fixtures.c(6)), .coordinatorFinished(Fixtures.c(7))]
        events += Fixtures.coordinator(8, "Add")  // no parent
        events += Fixtures.coordinator(9, "Edit", parent: 1)
        events += Fixtures.coordinator(10, "Add", parent: 9)
        events += Fixtures.coordinator(11, "Add", parent: 1, start: false)
        for id in UInt32(12)...13 { events += Fixtures.coordinator(id, "Add", parent: 1) }
        let graph = HierarchyDiagram(state: try Fixtures.state(after: events)).graph
        let boxes = graph.clusters.filter { $0.id != "zz_legend" }.map { cluster in
            cluster.nodes.compactMap { node -> String? in
                guard case .label(let label)? = node.attributes["label"] else { return nil }
                return label.lines.map(\.text).joined(separator: "|")
            }.joined()
        }
        #expect(
            boxes == [
                "Main#1|active", "Add × 6|active|#2, #3, #4 … #13", "Add × 2|LEAKED: finished but alive|#6, #7",
                "Add#8|active", "Edit#9|active", "Add#10|active", "Add#11|not started",
            ])
        let children = graph.edges.filter { $0.attributes["arrowhead"] == "vee" }.map { "\($0.from)->\($0.to)" }
        #expect(
            children == [
                "c0000000001->c0000000002", "c0000000001->c0000000006", "c0000000001->c0000000009",
                "c0000000001->c0000000011", "c0000000009->c0000000010",
            ])
    }

    /// A state with many findings lists ten in its caption and counts the rest.
    @Test func theCaptionListsTenFindingsAndCountsTheRest() throws {
        var events = Fixtures.coordinator(1, "Main")
        for id in UInt32(2)...13 {
            events += Fixtures.coordinator(id, "Add", parent: 1) + [.coordinatorFinished(Fixtures.c(id))]
        }
        let dot = HierarchyDiagram(state: try Fixtures.state(after: events)).dot
        #expect(dot.components(separatedBy: "⚠ Add").count - 1 == 10)
        #expect(dot.contains("⚠ and 2 more (navsim check lists them all)"))
    }

    @Test func summarizesLongViewModelStateShortly() throws {
        let dot = HierarchyDiagram(state: try Fixtures.state(after: Fixtures.tabs)).dot
        #expect(dot.contains(#"&#123;&quot;item&quot;:&#123;&quot;id&quot;:42,&quot;tags&quot;:[&quot;a&quot;,"#))
        #expect(!dot.contains("will not fit"))
        #expect(dot.contains("…"))
    }
}
