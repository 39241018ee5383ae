import NavSimCore
import NavSimDiagrams
import NavSimTestSupport
import Testing

/// Diagrams of states 100,000 levels deep: the DOT is built in linear time, and Graphviz,
/// whose time grows much faster, is asked for no layout above ``GraphvizRenderer/Limits``.
@Suite struct DeepDiagramTests {
    static let depth = 100_000

    /// Every coordinator of the chain finished but lives: 100,000 leaks, each looked up in
    /// constant time while its cluster is drawn.
    @Test func hierarchyOfALeakingChainIsLinearAndRefusedByGraphviz() throws {
        let events =
            DeepStates.coordinatorChain(depth: Self.depth)
            + (1...Self.depth).map { .coordinatorFinished(CoordinatorID(UInt32($0))) }
        let graph = HierarchyDiagram(state: try Fixtures.state(after: events)).graph
        #expect(graph.clusters.count == Self.depth + 1, "a cluster per coordinator and the legend")
        #expect(graph.clusters.allSatisfy { $0.id == "zz_legend" || $0.attributes["color"] == "#c53030" })
        let childEdges = graph.edges.filter { $0.attributes["arrowhead"] == "vee" }
        #expect(childEdges.count == Self.depth - 1)
        #expect(graph.encoded().contains(#""c0000099999" -> "c0000100000" [arrowhead="vee""#))
        let limits = GraphvizRenderer.Limits.standard
        // Nodes: 100,000 coordinators, the screen, its container, the window, 4 key samples
        // (leaked, screen, container, arrows); edges: 99,999 children, the stack, the root, 2
        // pairing the key's samples.
        let tooLarge = GraphvizError.graphTooLarge(
            nodes: Self.depth + 7, edges: Self.depth + 3, clusters: Self.depth + 1, limits: limits)
        #expect(throws: tooLarge) { try GraphvizRenderer().render(graph) }
    }

    @Test func hierarchyAndFlowOfNestedTabBars() throws {
        let events = DeepStates.nestedTabBars(depth: Self.depth)
        let graph = HierarchyDiagram(state: try Fixtures.state(after: events)).graph
        let tabEdges = graph.edges.filter { edge in
            guard case .label(let label)? = edge.attributes["xlabel"] else { return false }
            return label.lines.first?.text.hasPrefix("tab ") ?? false
        }
        #expect(tabEdges.count == 2 * Self.depth - 1)
        let flow = try FlowGraph(traces: [events])
        #expect(flow.screens.count == Self.depth)
        #expect(
            flow.transitions == [
                FlowGraph.Transition(
                    from: .launch, to: .screen(FlowGraph.Screen(coordinatorType: "Level100000", name: "Screen100000")),
                    action: "launch", kind: .setRoot, count: 1)
            ])
    }
}
