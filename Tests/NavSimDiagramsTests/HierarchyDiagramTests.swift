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

    @Test func summarizesLongViewModelStateShortly() throws {
        let dot = HierarchyDiagram(state: try Fixtures.state(after: Fixtures.tabs)).dot
        #expect(dot.contains(#"&#123;&quot;item&quot;:&#123;&quot;id&quot;:42,&quot;tags&quot;:[&quot;a&quot;,"#))
        #expect(!dot.contains("will not fit"))
        #expect(dot.contains("…"))
    }
}
