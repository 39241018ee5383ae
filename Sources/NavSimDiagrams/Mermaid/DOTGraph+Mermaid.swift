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
    /// // flowchart TB\n  n1["end"]\n
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

/// Writes the statements of one Mermaid flowchart: generated ids, and the classes and link
/// styles it collects on the way.
struct MermaidWriter {
    /// The graph's node and edge defaults, which each node's and edge's own attributes override.
    let nodeDefaults: DOTAttributes
    let edgeDefaults: DOTAttributes

    private var ids: [String: String] = [:]
    private var classes: [(name: String, style: String, members: [String])] = []
    private var linkStyles: [(style: String, indices: [Int])] = []
    private var edgeCount = 0

    init(nodeDefaults: DOTAttributes, edgeDefaults: DOTAttributes) {
        self.nodeDefaults = nodeDefaults
        self.edgeDefaults = edgeDefaults
    }

    /// The Mermaid id of the DOT node `id`: `n1`, `n2`, … in order of first mention.
    private mutating func id(_ id: String) -> String {
        if let known = ids[id] { return known }
        let generated = "n\(ids.count + 1)"
        ids[id] = generated
        return generated
    }

    /// Node statements, sorted by DOT id as the DOT encoder writes them.
    mutating func nodes(_ nodes: [DOTNode], indent: String) -> String {
        var text = ""
        for node in nodes.stableSorted(by: { $0.id < $1.id }) {
            let id = id(node.id)
            let attributes = DOTAttributes(nodeDefaults.values.merging(node.attributes.values) { $1 })
            let label = DOTGraph.label(attributes) ?? DOTLabel(node.id)
            let (open, close) = Self.brackets(attributes["shape"])
            text += indent + id + open + MermaidEscaping.quoted(label) + close + "\n"
            addClass(Self.className(attributes), style: Self.nodeStyle(attributes), member: id)
        }
        return text
    }

    /// One edge statement; its style is collected as a `linkStyle`.
    mutating func edge(_ edge: DOTEdge) -> String {
        let from = id(edge.from)
        let to = id(edge.to)
        let attributes = DOTAttributes(edgeDefaults.values.merging(edge.attributes.values) { $1 })
        let style = Self.value(attributes["style"]) ?? ""
        defer { edgeCount += 1 }
        if style.contains("invis") { return from + " ~~~ " + to }
        let arrow =
            style.contains("dashed") || style.contains("dotted") ? "-.->" : style.contains("bold") ? "==>" : "-->"
        let label = DOTGraph.label(attributes, "xlabel") ?? DOTGraph.label(attributes)
        var text = from + " " + arrow
        if let label { text += "|" + MermaidEscaping.quoted(label) + "|" }
        let css = Self.edgeStyle(attributes)
        if !css.isEmpty {
            if let index = linkStyles.firstIndex(where: { $0.style == css }) {
                linkStyles[index].indices.append(edgeCount)
            } else {
                linkStyles.append((css, [edgeCount]))
            }
        }
        return text + " " + to
    }

    /// A cluster's box style, applied to its subgraph.
    mutating func style(subgraph id: String, _ attributes: DOTAttributes) {
        addClass(Self.className(attributes, fallback: "box"), style: Self.nodeStyle(attributes), member: id)
    }

    /// The `classDef`, `class` and `linkStyle` statements, in order of first use.
    func styles() -> String {
        var text = ""
        for entry in classes where !entry.style.isEmpty {
            text += "  classDef \(entry.name) \(entry.style)\n"
        }
        for entry in classes where !entry.style.isEmpty {
            text += "  class \(entry.members.joined(separator: ",")) \(entry.name)\n"
        }
        for entry in linkStyles {
            text += "  linkStyle \(entry.indices.map(String.init).joined(separator: ",")) \(entry.style)\n"
        }
        return text
    }

    // MARK: - Styles

    private mutating func addClass(_ name: String, style: String, member: String) {
        if let index = classes.firstIndex(where: {
            $0.style == style && ($0.name == name || $0.name.hasPrefix(name + "_"))
        }) {
            classes[index].members.append(member)
            return
        }
        let taken = classes.filter { $0.name == name || $0.name.hasPrefix(name + "_") }.count
        classes.append((taken == 0 ? name : "\(name)_\(taken + 1)", style, [member]))
    }

    /// The class a node's `class` attribute names, as a Mermaid identifier.
    private static func className(_ attributes: DOTAttributes, fallback: String = "plain") -> String {
        let name = (value(attributes["class"]) ?? fallback).unicodeScalars.filter {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
        let isName = name.first.map { ("a"..."z").contains($0) || ("A"..."Z").contains($0) } ?? false
        return isName && String(String.UnicodeScalarView(name)) != "default"
            ? String(String.UnicodeScalarView(name)) : fallback
    }

    /// CSS for a node or cluster: fill, stroke, its width and dashes, text colour.
    private static func nodeStyle(_ attributes: DOTAttributes) -> String {
        let style = value(attributes["style"]) ?? ""
        var parts: [String] = []
        let isFilled = style.contains("filled") && value(attributes["shape"]) != "plaintext"
        parts.append("fill:" + (isFilled ? value(attributes["fillcolor"]) ?? "white" : "none"))
        if value(attributes["shape"]) == "plaintext" {
            parts.append("stroke-width:0px")
        } else {
            if let color = value(attributes["color"]) { parts.append("stroke:" + color) }
            if let width = value(attributes["penwidth"]) { parts.append("stroke-width:\(width)px") }
            if style.contains("dashed") { parts.append("stroke-dasharray:5 4") }
        }
        if let font = value(attributes["fontcolor"]) { parts.append("color:" + font) }
        return parts.filter(isSafeCSS).joined(separator: ",")
    }

    /// CSS for an edge: stroke colour and width.
    private static func edgeStyle(_ attributes: DOTAttributes) -> String {
        var parts: [String] = []
        if let color = value(attributes["color"]) { parts.append("stroke:" + color) }
        if let width = value(attributes["penwidth"]) { parts.append("stroke-width:\(width)px") }
        if let font = value(attributes["fontcolor"]) { parts.append("color:" + font) }
        return parts.filter(isSafeCSS).joined(separator: ",")
    }

    /// Whether a style part is made only of characters a colour, a width or a dash list
    /// uses, so that no value can end a statement.
    private static func isSafeCSS(_ part: String) -> Bool {
        part.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || [":", "#", ".", "-", " "].contains($0)
        }
    }

    private static func value(_ value: DOTValue?) -> String? {
        if case .string(let string)? = value { string } else { nil }
    }

    /// The brackets of the Mermaid shape closest to a DOT shape.
    private static func brackets(_ shape: DOTValue?) -> (String, String) {
        switch value(shape) {
        case "circle": ("((", "))")
        case "octagon": ("{{", "}}")
        case "component", "box3d": ("[[", "]]")
        case "folder", "tab": ("[/", "/]")
        case "note": ("[", "]")
        default: ("[", "]")
        }
    }
}
