extension FlowGraph {
    /// The flow graph as DOT text.
    public var dot: String { graph.encoded() }

    /// The diagram as a Mermaid flowchart (see ``DOTGraph/mermaid()``).
    public var mermaid: String { graph.mermaid() }

    /// The flow graph as a DOT model.
    ///
    /// Screens are grouped in one cluster per coordinator type, never nested. Edge labels
    /// are `label`s, which dot lays out as part of the graph so that no label covers a node,
    /// up to ``labelledEdgeLimit`` transitions; above it they are `xlabel`s, placed after the
    /// layout (and free to overlap): labelled edges crossing clusters are the shape that made
    /// Graphviz 2.42/2.43 report layout errors on 1,000-node graphs and then abort in
    /// `gvFreeLayout`, and `xlabel`s add no virtual nodes to the layout.
    public var graph: DOTGraph { graph(legend: .used) }

    /// The flow graph as a DOT model, with a key to `legend`'s styles.
    public func graph(legend: DiagramLegend) -> DOTGraph {
        var graph = DOTGraph(
            id: "flow",
            attributes: DiagramStyle.graphAttributes(
                title: DOTLabel(
                    "Flow graph: \(screens.count) screens, \(transitions.count) transitions", alignment: .left),
                rankdir: "LR"
            ),
            nodeDefaults: DiagramStyle.nodeDefaults,
            edgeDefaults: DiagramStyle.edgeDefaults
        )
        let ids = nodeIDs()
        addScreens(to: &graph, ids: ids)
        let labelKey = transitions.count <= Self.labelledEdgeLimit ? "label" : "xlabel"
        for transition in transitions {
            guard let from = ids[transition.from], let to = ids[transition.to] else { continue }
            var attributes = Self.style(of: transition.kind)
            attributes[labelKey] = .text(Self.label(of: transition))
            graph.edges.append(DOTEdge(from: from, to: to, attributes: attributes))
        }
        let kinds = legend == .all ? Kind.allCases : legend == .none ? [] : Set(transitions.map(\.kind)).sorted()
        if let (cluster, edges) = DiagramStyle.legend(kinds.map(Self.legendEntry), prefix: "legend_", paired: false) {
            graph.clusters.append(cluster)
            graph.edges += edges
        }
        return graph
    }

    // MARK: - Nodes

    /// A node id for every endpoint, numbered in sorted order so that ids sort the same way.
    private func nodeIDs() -> [Endpoint: String] {
        var ids: [Endpoint: String] = [.launch: "a_launch"]
        for (index, screen) in screens.enumerated() {
            ids[.screen(screen)] = "s" + DiagramStyle.padded(index, width: 6)
        }
        let crashes = Set(transitions.compactMap { if case .crash = $0.to { $0.to } else { nil } }).sorted()
        for (index, crash) in crashes.enumerated() {
            ids[crash] = "x" + DiagramStyle.padded(index, width: 6)
        }
        return ids
    }

    private func addScreens(to graph: inout DOTGraph, ids: [Endpoint: String]) {
        graph.nodes.append(
            DOTNode(
                id: "a_launch",
                attributes: [
                    "shape": "circle", "style": "filled", "fillcolor": .string(DiagramStyle.ink),
                    "fontcolor": "white", "label": .text("launch"), "fontsize": "9", "class": "launch",
                ]
            )
        )
        let types = Set(screens.compactMap(\.coordinatorType)).sorted()
        var clusters = types.enumerated().map { index, type in
            DOTCluster(
                id: "t" + DiagramStyle.padded(index, width: 6),
                attributes: [
                    "label": .text(DiagramStyle.shown(type)), "style": "rounded,filled", "class": "coordinator",
                    "fillcolor": .string(DiagramStyle.quietFill),
                    "color": .string(DiagramStyle.muted), "fontsize": "12",
                ]
            )
        }
        let clusterIndex = Dictionary(uniqueKeysWithValues: types.enumerated().map { ($1, $0) })
        let buggy = Set(transitions.filter(\.kind.isBug).map(\.from))
        for screen in screens {
            guard let id = ids[.screen(screen)] else { continue }
            var attributes: DOTAttributes = ["label": .text(DiagramStyle.shown(screen.name)), "class": "screen"]
            if buggy.contains(.screen(screen)) {
                attributes["color"] = .string(DiagramStyle.danger)
                attributes["penwidth"] = "2"
                attributes["class"] = "bug"
            }
            let node = DOTNode(id: id, attributes: attributes)
            if let type = screen.coordinatorType, let index = clusterIndex[type] {
                clusters[index].nodes.append(node)
            } else {
                graph.nodes.append(node)
            }
        }
        graph.clusters += clusters
        for case .crash(let reason) in ids.keys.sorted() {
            guard let id = ids[.crash(reason: reason)] else { continue }
            graph.nodes.append(
                DOTNode(
                    id: id,
                    attributes: [
                        "shape": "octagon", "style": "filled", "fillcolor": .string(DiagramStyle.danger),
                        "fontcolor": "white", "color": .string(DiagramStyle.danger), "class": "crash",
                        "label": .text("CRASH\n" + DiagramStyle.truncated(reason, to: 48)),
                    ]
                )
            )
        }
    }

    // MARK: - Edges

    /// The most transitions whose labels are laid out with the graph (`label`); a larger
    /// graph's are `xlabel`s.
    public static let labelledEdgeLimit = 150

    /// The text on a transition's edge: the input, what the app annotated, the count.
    private static func label(of transition: Transition) -> String {
        let notes = transition.notes.prefix(3).map { " ⇒ " + DiagramStyle.shown($0) }.joined()
        let action =
            DiagramStyle.shown(transition.action) + notes + (transition.notes.count > 3 ? " ⇒ …" : "")
        switch transition.kind {
        case .noEffect: return "⚠ \(action): nothing happened ×\(transition.count)"
        case .crash: return "⚠ \(action): crash ×\(transition.count)"
        default: return "\(action) ×\(transition.count)"
        }
    }

    /// The line style of each kind, shared by the edges and the legend.
    private static func style(of kind: Kind) -> DOTAttributes {
        let color: String
        var attributes: DOTAttributes = [:]
        switch kind {
        case .push: color = DiagramStyle.active
        case .present:
            color = DiagramStyle.present
            attributes["style"] = "dashed"
        case .pop, .dismiss:
            color = DiagramStyle.muted
            attributes["arrowhead"] = "empty"
            if kind == .dismiss { attributes["style"] = "dashed" }
        case .setRoot:
            color = DiagramStyle.setRoot
            attributes["style"] = "bold"
        case .tab: color = DiagramStyle.warning
        case .noEffect:
            color = DiagramStyle.danger
            attributes["style"] = "dashed"
            attributes["penwidth"] = "2"
        case .crash:
            color = DiagramStyle.danger
            attributes["penwidth"] = "2.5"
        }
        attributes["color"] = .string(color)
        attributes["fontcolor"] = .string(color)
        attributes["class"] = .string(kind.rawValue)
        return attributes
    }

    // MARK: - Legend

    /// The key's sample of `kind`: its name in its colour.
    private static func legendEntry(_ kind: Kind) -> (text: String, attributes: DOTAttributes) {
        var attributes = style(of: kind)
        attributes["shape"] = "plaintext"
        attributes["style"] = "solid"
        attributes["penwidth"] = nil
        attributes["color"] = nil
        attributes["arrowhead"] = nil
        return (legendText(kind), attributes)
    }

    private static func legendText(_ kind: Kind) -> String {
        switch kind {
        case .push: "── push"
        case .present: "╌╌ present"
        case .pop: "──▷ pop"
        case .dismiss: "╌╌▷ dismiss"
        case .setRoot: "━━ set root / stack"
        case .tab: "── tab"
        case .noEffect: "╌╌ bug: tap went nowhere"
        case .crash: "━━ bug: crash"
        }
    }
}
