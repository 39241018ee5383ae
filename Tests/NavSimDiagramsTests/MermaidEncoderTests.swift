import NavSimCore
import NavSimDiagrams
import NavSimTestSupport
import Testing

/// The Mermaid text itself: byte for byte, generated ids, escaping, merged self-loops.
/// (`MermaidBrowserTests` has mermaid.js render it.)
@Suite struct MermaidEncoderTests {
    @Test func matchesGoldenMermaid() throws {
        let flow = try FlowGraph(traces: [Fixtures.signUpThenCrash])
        try expectGolden(flow.mermaid, named: "flow-signup-crash.mmd")
        let hierarchy = HierarchyDiagram(state: try Fixtures.state(after: Fixtures.tabs))
        try expectGolden(hierarchy.mermaid, named: "hierarchy-tabs.mmd")
    }

    @Test func theSameGraphBuiltInAnyOrderGivesTheSameBytes() {
        let nodes = (0..<5).map { DOTNode(id: "node \($0)", attributes: ["label": .text("end \($0)")]) }
        let edges = (0..<4).map { DOTEdge(from: "node \($0)", to: "node \($0 + 1)", attributes: ["xlabel": "x"]) }
        let forward = DOTGraph(id: "g", nodes: nodes, edges: edges)
        let backward = DOTGraph(id: "g", nodes: nodes.reversed(), edges: edges.reversed())
        #expect(forward.mermaid() == backward.mermaid())
    }

    /// A graph with `name` as the id and label of everything.
    static func named(_ name: String) -> DOTGraph {
        DOTGraph(
            id: name, attributes: ["label": .text(name)],
            nodes: [DOTNode(id: name, attributes: ["label": .text(name)])],
            clusters: [DOTCluster(id: name, attributes: ["label": .text(name)], nodes: [DOTNode(id: name + "2")])],
            edges: [DOTEdge(from: name, to: name + "2", attributes: ["xlabel": .text(name)])]
        )
    }

    @Test(arguments: hostileLabels + hostileMermaidLabels)
    func namesAreNeverIdsOrStatements(name: String) {
        let lines = Self.named(name).mermaid().split(separator: "\n", omittingEmptySubsequences: false)
        // One line per statement, each starting with a generated id or a keyword, as for a
        // plain name; no name adds a line or starts one.
        let plain = Self.named("plain").mermaid().split(separator: "\n", omittingEmptySubsequences: false)
        let start = { (line: Substring) in String(line.prefix { $0 != "[" && $0 != "\"" && $0 != "|" }) }
        #expect(lines.map(start) == plain.map(start))
        for line in lines {
            // Inside a quoted label: no quote, no `#` but entity codes, no `%`, no `<` but `<br>`.
            let labels = line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map(\.element)
            for label in labels {
                #expect(!label.contains("%") && !label.contains("`") && !label.contains("|"), "\(label)")
                #expect(!label.replacingOccurrences(of: "<br>", with: "").contains("<"), "\(label)")
                #expect(!label.contains("style") && !label.contains("classDef"), "\(label)")
            }
        }
    }

    @Test func escapesEachSpecialCharacterAsACode() {
        let graph = DOTGraph(
            id: "g", nodes: [DOTNode(id: "a", attributes: ["label": .text("say \"hi\" #1; a|b <b> `x`\nstyle")])])
        #expect(graph.mermaid().contains(#"n1["say #34;hi#34; #35;1#59; a#124;b #60;b#62; #96;x#96;<br>#115;tyle"]"#))
    }

    @Test func severalSelfLoopsOnANodeAreOneEdgeWithEveryLabel() {
        let graph = DOTGraph(
            id: "g", nodes: [DOTNode(id: "a")],
            edges: [
                DOTEdge(from: "a", to: "a", attributes: ["xlabel": "deep link ×1", "style": "bold"]),
                DOTEdge(from: "a", to: "a", attributes: ["xlabel": "⚠ cancel ×1", "penwidth": "2", "style": "dashed"]),
            ])
        let text = graph.mermaid()
        #expect(text.contains(#"n1 -.->|"deep link ×1<br>⚠ cancel ×1"| n1"#))
        #expect(text.components(separatedBy: " n1\n").count == 2)
    }
}
