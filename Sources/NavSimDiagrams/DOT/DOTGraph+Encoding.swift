extension DOTGraph {
    /// The graph as DOT text, deterministic byte for byte.
    ///
    /// Clusters, nodes and edges are written sorted by id (edges by their ends), attributes
    /// by name, so equal graphs encode identically however they were built. Every id and
    /// value is a quoted, escaped string (see ``DOTEscaping``).
    ///
    /// ```swift
    /// let dot = DOTGraph(id: "g", nodes: [DOTNode(id: "a")]).encoded()
    /// // digraph "g" {\n  "a";\n}\n
    /// ```
    public func encoded() -> String {
        var text = "digraph \(DOTEscaping.quotedID(id)) {\n"
        Self.writeDefaults("graph", attributes, indent: "  ", to: &text)
        Self.writeDefaults("node", nodeDefaults, indent: "  ", to: &text)
        Self.writeDefaults("edge", edgeDefaults, indent: "  ", to: &text)
        for cluster in clusters.stableSorted(by: { $0.id < $1.id }) {
            text += "  subgraph \(DOTEscaping.quotedID("cluster_" + cluster.id)) {\n"
            Self.writeDefaults("graph", cluster.attributes, indent: "    ", to: &text)
            Self.writeNodes(cluster.nodes, indent: "    ", to: &text)
            text += "  }\n"
        }
        Self.writeNodes(nodes, indent: "  ", to: &text)
        let sortedEdges = edges.stableSorted { ($0.from, $0.to) < ($1.from, $1.to) }
        for edge in sortedEdges {
            text += "  " + DOTEscaping.quotedID(edge.from) + " -> " + DOTEscaping.quotedID(edge.to)
            Self.writeAttributeList(edge.attributes, to: &text)
            text += ";\n"
        }
        return text + "}\n"
    }

    // MARK: - Statements

    private static func writeDefaults(
        _ kind: String, _ attributes: DOTAttributes, indent: String, to text: inout String
    ) {
        guard !attributes.isEmpty else { return }
        text += indent + kind
        writeAttributeList(attributes, to: &text)
        text += ";\n"
    }

    private static func writeNodes(_ nodes: [DOTNode], indent: String, to text: inout String) {
        for node in nodes.stableSorted(by: { $0.id < $1.id }) {
            text += indent
            text += DOTEscaping.quotedID(node.id)
            writeAttributeList(node.attributes, to: &text)
            text += ";\n"
        }
    }

    /// Appends ` [name="value", …]`, or nothing for no attributes.
    private static func writeAttributeList(_ attributes: DOTAttributes, to text: inout String) {
        guard !attributes.isEmpty else { return }
        text += " ["
        for (index, (name, value)) in attributes.sorted.enumerated() {
            if index > 0 { text += ", " }
            text += DOTEscaping.attributeName(name)
            text += "="
            text += encode(value, of: name)
        }
        text += "]"
    }

    /// The attributes whose values Graphviz lays out as text.
    private static let textAttributes: Set = ["label", "xlabel", "headlabel", "taillabel"]

    /// `value` as the value of attribute `name`. Text Graphviz lays out is always escaped as
    /// a label, even when it was given as a plain string: that is the one place every label
    /// is made safe.
    private static func encode(_ value: DOTValue, of name: String) -> String {
        switch value {
        case .string(let string) where textAttributes.contains(name): DOTEscaping.quotedLabel(DOTLabel(string))
        case .string(let string): DOTEscaping.quotedID(string)
        case .label(let label): DOTEscaping.quotedLabel(label)
        }
    }
}

// MARK: - Stable sorting

extension Array {
    /// The elements sorted by `areInIncreasingOrder`, equal elements kept in their order.
    func stableSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        enumerated()
            .sorted { lhs, rhs in
                if areInIncreasingOrder(lhs.element, rhs.element) { return true }
                if areInIncreasingOrder(rhs.element, lhs.element) { return false }
                return lhs.offset < rhs.offset
            }
            .map(\.element)
    }
}
