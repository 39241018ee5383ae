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
