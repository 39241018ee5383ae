extension DOTGraph {
    /// The graph as a Mermaid `flowchart`, deterministic byte for byte, to paste into a
    /// Markdown file or a pull request (GitHub renders ```` ```mermaid ```` blocks).
    ///
    /// Clusters become subgraphs, nodes and edges keep the graph's sorted order (as in
    /// ``encoded()``), and every id is generated (`n1`, `g1`): a name from a trace is only
    /// ever a quoted, escaped label (see ``MermaidEscaping``), so a screen called `end` or
    /// `graph;` cannot end a subgraph or start a statement. Styles become `classDef`s, named
    /// by each node's `class` attribute (`leaked`, `deallocated`, `bug`), and `linkStyle`s;
    /// dashed and bold edges are `-.->` and `==>`, invisible ones `~~~`. Several self-loops on
    /// one node are one edge with all their labels, and dot's ordering edges are left out.
    ///
    /// ```swift
    /// let text = DOTGraph(id: "g", nodes: [DOTNode(id: "a", attributes: ["label": "end"])]).mermaid()
    /// // flowchart TB\n  n1["end"]\n  classDef plain fill:none\n  class n1 plain\n
    /// ```
    public func mermaid() -> String {
        var writer = MermaidWriter(nodeDefaults: nodeDefaults, edgeDefaults: edgeDefaults)
        let direction = attributes["rankdir"].flatMap { if case .string(let value) = $0 { value } else { nil } }
        var text = "flowchart " + (direction == "LR" ? "LR" : "TB") + "\n"
        if let title = Self.label(attributes) {
            // The caption as a comment, escaped like a label: no `%%{` directive, no line break.
            text += "  %% " + MermaidEscaping.quoted(title) + "\n"
        }
        for (index, cluster) in clusters.stableSorted(by: { $0.id < $1.id }).enumerated() {
            let label = Self.label(cluster.attributes) ?? DOTLabel("")
            text += "  subgraph g\(index + 1)[\(MermaidEscaping.quoted(label))]\n"
            text += writer.nodes(cluster.nodes, indent: "    ")
            text += "  end\n"
            writer.style(subgraph: "g\(index + 1)", cluster.attributes)
        }
        text += writer.nodes(nodes, indent: "  ")
        for edge in Self.mergingSelfLoops(edges.stableSorted(by: { ($0.from, $0.to) < ($1.from, $1.to) })) {
            // An invisible edge of length 0 only orders dot's layout (a stack left to right);
            // Mermaid has no such edge, and `~~~` would put a rank between the two.
            if edge.attributes["style"] == "invis", edge.attributes["minlen"] == "0" { continue }
            text += "  " + writer.edge(edge) + "\n"
        }
        return text + writer.styles()
    }

    /// `edges` with every node's self-loops merged into one, its label the lines of all
    /// theirs and its style the boldest one's: mermaid.js 11 draws only the last of several
    /// self-loops on a node, which would hide a tap that went nowhere.
    static func mergingSelfLoops(_ edges: [DOTEdge]) -> [DOTEdge] {
        var merged: [DOTEdge] = []
        var loopIndex: [String: Int] = [:]
        for edge in edges {
            guard edge.from == edge.to else {
                merged.append(edge)
                continue
            }
            guard let index = loopIndex[edge.from] else {
                loopIndex[edge.from] = merged.count
                merged.append(edge)
                continue
            }
            let earlier = merged[index]
            var combined = penWidth(edge) > penWidth(earlier) ? edge : earlier
            let lines = [earlier, edge].flatMap {
                (label($0.attributes, "xlabel") ?? label($0.attributes))?.lines ?? []
            }
            combined.attributes["label"] = nil
            combined.attributes["xlabel"] = .label(DOTLabel(lines: lines))
            merged[index] = combined
        }
        return merged
    }

    /// How thick an edge is drawn, 1 unless its `penwidth` says otherwise.
    private static func penWidth(_ edge: DOTEdge) -> Double {
        guard case .string(let value)? = edge.attributes["penwidth"] else { return 1 }
        return Double(value) ?? 1
    }

    /// The text of a `label` (or `xlabel`) attribute.
    static func label(_ attributes: DOTAttributes, _ name: String = "label") -> DOTLabel? {
        switch attributes[name] {
        case .label(let label): label
        case .string(let string): DOTLabel(string)
        case nil: nil
        }
    }
}
