/// The look both NavSim diagrams share: fonts, colours, and the legend.
enum DiagramStyle {
    // MARK: - Colours

    static let ink = "#1a202c"
    static let muted = "#718096"
    static let active = "#2b6cb0"
    static let activeFill = "#ebf4ff"
    static let danger = "#c53030"
    static let dangerFill = "#fff5f5"
    static let warning = "#b7791f"
    static let present = "#6b46c1"
    static let setRoot = "#2c7a7b"
    static let quietFill = "#f7fafc"
    static let tombstoneFill = "#e2e8f0"

    // MARK: - Defaults

    /// Graph attributes both diagrams start from; `title` is the caption on top.
    static func graphAttributes(title: DOTLabel, rankdir: String) -> DOTAttributes {
        [
            "label": .label(title), "labelloc": "t", "labeljust": "l", "fontname": "Helvetica",
            "fontsize": "14", "rankdir": .string(rankdir), "forcelabels": "true", "nodesep": "0.35",
            "ranksep": "0.55", "bgcolor": "white", "fontcolor": .string(ink),
        ]
    }

    static let nodeDefaults: DOTAttributes = [
        "fontname": "Helvetica", "fontsize": "11", "shape": "box", "style": "rounded,filled",
        "fillcolor": "white", "color": .string(muted), "fontcolor": .string(ink), "margin": "0.12,0.06",
    ]

    static let edgeDefaults: DOTAttributes = [
        "fontname": "Helvetica", "fontsize": "9", "color": .string(muted), "fontcolor": .string(muted),
        "arrowsize": "0.7",
    ]

    // MARK: - Legend

    /// A legend cluster: one sample node per entry, in entry order, all on one rank (a
    /// column left to right, a row top to bottom), or paired into two ranks.
    ///
    /// - Parameters:
    ///   - entries: Each sample's text and the attributes that style it like the real thing.
    ///   - prefix: Makes the legend's node ids unique in the graph.
    ///   - paired: Whether invisible edges pair the samples onto two ranks.
    /// - Returns: The cluster and the invisible edges that pair its samples, or `nil` for no
    ///   entries.
    static func legend(_ entries: [(text: String, attributes: DOTAttributes)], prefix: String, paired: Bool = true)
        -> (DOTCluster, [DOTEdge])?
    {
        guard !entries.isEmpty else { return nil }
        let ids = entries.indices.map { prefix + padded($0, width: 3) }
        let nodes = zip(ids, entries).map { id, entry in
            var attributes = entry.attributes
            attributes["label"] = .text(entry.text)
            attributes["fontsize"] = "9"
            attributes["margin"] = "0.08,0.03"
            attributes["height"] = "0.1"
            return DOTNode(id: id, attributes: attributes)
        }
        let cluster = DOTCluster(
            id: "zz_legend",
            attributes: [
                "label": .text("Key"), "style": "rounded,dashed", "color": .string(muted), "class": "key",
                "fontcolor": .string(muted), "fontsize": "10",
            ],
            nodes: nodes
        )
        let edges = stride(from: 0, to: paired ? ids.count - 1 : 0, by: 2).map {
            DOTEdge(from: ids[$0], to: ids[$0 + 1], attributes: ["style": "invis"])
        }
        return (cluster, edges)
    }

    /// `value` written with at least `width` digits, so that ids sort in numeric order.
    static func padded(_ value: some BinaryInteger, width: Int = 10) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The longest name from a trace a label shows, in Unicode scalars: a name thousands of
    /// characters long made a node wider than dot's longest edge (65,535 points) and the
    /// layout failed.
    static let nameLimit = 60

    /// A name from a trace (a coordinator type, a screen name, an action) as a label shows
    /// it: cut to ``nameLimit``, and an empty name as `""`, so that it is seen. (The encoder
    /// shows any other blank-looking text as a quoted escape.)
    static func shown(_ name: String) -> String {
        name.isEmpty ? "\"\"" : truncated(name, to: nameLimit)
    }

    /// `text` cut to `limit` Unicode scalars, with an ellipsis when cut. Scalars, not
    /// characters: one character can hold thousands of combining marks.
    static func truncated(_ text: String, to limit: Int) -> String {
        guard text.unicodeScalars.count > limit else { return text }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.prefix(max(0, limit - 1)))
        return String(kept) + "…"
    }
}
