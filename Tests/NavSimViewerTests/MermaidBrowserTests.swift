import Foundation
import NavSimCore
import NavSimDiagrams
import NavSimTestSupport
import Testing

/// `--format mermaid` is valid Mermaid: mermaid.js itself (the copy PyPI's `mermaidx`
/// carries) parses and renders every diagram in headless Chromium, with the node, subgraph
/// and edge counts of the DOT model, and hostile names shown as text, never as syntax.
@Suite(.serialized) struct MermaidBrowserTests {
    /// The page, or nil after recording that Chromium or mermaid.js is not installed.
    private func page() -> MermaidPage? {
        guard let chromium = Chromium.installed, let script = MermaidPage.script else {
            recordMissingTool("Chromium or mermaid.js is not installed (scripts/setup installs both)")
            return nil
        }
        return MermaidPage(chromium: chromium, script: script)
    }

    /// The nodes, clusters and edges of `graph` as Mermaid draws them: several self-loops on
    /// one node are one edge, and dot's ordering edges (length 0) are left out.
    private func expectedCounts(_ graph: DOTGraph) -> (nodes: Int, clusters: Int, edges: Int) {
        var ids = Set(graph.nodes.map(\.id) + graph.clusters.flatMap { $0.nodes.map(\.id) })
        ids.formUnion(graph.edges.flatMap { [$0.from, $0.to] })
        let edges = graph.edges.filter { $0.attributes["minlen"] != "0" }
        let loops = edges.filter { $0.from == $0.to }
        return (ids.count, graph.clusters.count, edges.count - loops.count + Set(loops.map(\.from)).count)
    }

    @Test func everyExampleDiagramRenders() throws {
        guard let page = page() else { return }
        var graphs: [DOTGraph] = []
        let names = ["children-removedOnDisappear", "welcome-seed", "projects-seed", "editor-presentDetailsPushesList"]
        let traces = try names.map(ViewerFixtures.trace)
        graphs.append(try FlowGraph(traces: traces).graph)
        for events in traces {
            graphs.append(try FlowGraph(traces: [events]).graph)
            let state = try events.reduce(into: NavigationState()) { try $0.apply($1) }
            graphs.append(HierarchyDiagram(state: state).graph)
        }
        graphs.append(HierarchyDiagram(state: NavigationState()).graph)
        let renderings = try page.render(graphs.map { $0.mermaid() }, in: try ViewerFixtures.temporaryFolder())
        #expect(renderings.count == graphs.count)
        for (graph, rendering) in zip(graphs, renderings) {
            #expect(rendering.error == nil, "\(graph.id): \(rendering.error ?? "")")
            let expected = expectedCounts(graph)
            #expect(rendering.nodes == expected.nodes, "\(graph.id)")
            #expect(rendering.clusters == expected.clusters, "\(graph.id)")
            #expect(rendering.edges == expected.edges, "\(graph.id)")
        }
    }

    @Test func hostileNamesAreTextInEveryPlace() throws {
        guard let page = page() else { return }
        let names = hostileLabels + hostileMermaidLabels
        let graphs = names.map { name in
            DOTGraph(
                id: "g",
                attributes: ["label": .text(name), "rankdir": "LR"],
                nodes: [DOTNode(id: name, attributes: ["label": .text(name)]), DOTNode(id: "plain")],
                clusters: [
                    DOTCluster(id: name, attributes: ["label": .text(name)], nodes: [DOTNode(id: "in " + name)])
                ],
                edges: [
                    DOTEdge(from: name, to: "plain", attributes: ["xlabel": .text(name)]),
                    DOTEdge(from: "in " + name, to: name, attributes: ["style": "dashed", "xlabel": .text(name)]),
                ]
            )
        }
        let renderings = try page.render(graphs.map { $0.mermaid() }, in: try ViewerFixtures.temporaryFolder())
        #expect(renderings.count == names.count)
        for (name, rendering) in zip(names, renderings) {
            #expect(rendering.error == nil, "\(name.debugDescription): \(rendering.error ?? "")")
            #expect(rendering.nodes == 3 && rendering.clusters == 1 && rendering.edges == 2, "\(name.debugDescription)")
            #expect(Set(rendering.labelElements).isSubset(of: ["p", "span", "br", "div"]), "\(name.debugDescription)")
            let shown = Self.shown(name)
            // The subgraph, the node and both edge labels show the name.
            #expect(rendering.labels.filter { $0 == shown }.count == 4, "\(name.debugDescription): \(rendering.labels)")
        }
    }

    /// `name` as a Mermaid label shows it: as a DOT label does (``shownLabel(_:)``), every
    /// line break one break.
    static func shown(_ name: String) -> String {
        shownLabel(name.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n"))
    }
}
