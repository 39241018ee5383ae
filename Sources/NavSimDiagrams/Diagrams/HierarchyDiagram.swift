public import NavSimCore

/// The coordinator hierarchy of one ``NavigationState`` as a diagram.
///
/// Each coordinator is a box (a cluster) holding a node for itself and nodes for the screens
/// and containers it created; bold arrows join a parent to the children it stores. Navigation
/// stacks are numbered arrows bottom (1) to top, tab bars point at their tabs with the
/// selected one marked, windows point at their root, and modal presentations are dashed
/// arrows from presenter to presented with the modal style, and dotted arrows join a screen
/// to the child screens embedded in it (`embeds 1`, `embeds 2`, …), then to the navigation
/// controllers embedded in it (an expanded split view controller's columns). Each screen shows a short
/// summary of its ViewModel state. Two or more coordinators that hold nothing (no screen,
/// container or child) and share a type, a parent and a status are one box that counts
/// them (`AddCoordinator × 42`) and names their ids: an app that leaks a flow at every round
/// trip would otherwise draw a box per round trip. Active, not-started, finished, leaked and deallocated
/// coordinators are styled apart, as the legend shows.
///
/// ```swift
/// let state = try events.reduce(into: NavigationState()) { try $0.apply($1) }
/// let svg = try GraphvizRenderer().renderSVG(HierarchyDiagram(state: state).dot)
/// ```
public struct HierarchyDiagram: Hashable, Sendable {
    /// The longest ViewModel state summary, in characters.
    static let summaryLimit = 44

    /// The state drawn.
    public let state: NavigationState
    /// Which styles the key explains.
    public let legend: DiagramLegend

    /// Creates the diagram of `state`, with a key to the styles it uses unless told otherwise.
    public init(state: NavigationState, legend: DiagramLegend = .used) {
        self.state = state
        self.legend = legend
    }

    /// The diagram as DOT text.
    public var dot: String { graph.encoded() }

    /// The diagram as a Mermaid flowchart (see ``DOTGraph/mermaid()``).
    public var mermaid: String { graph.mermaid() }

    /// The fewest nodes the diagram of `state` can have, without its legend, counted in
    /// time linear in the state and without drawing it: coordinators that hold nothing and
    /// share a type, a parent and a status are drawn as one node.
    public static func fewestNodes(of state: NavigationState) -> Int {
        IdleSiblings.fewestNodes(of: state)
    }

    /// The diagram as a DOT model.
    public var graph: DOTGraph {
        let violations = ViolationIndex(state.invariantViolations())
        var graph = DOTGraph(
            id: "hierarchy",
            attributes: DiagramStyle.graphAttributes(title: title(violations), rankdir: "TB"),
            nodeDefaults: DiagramStyle.nodeDefaults,
            edgeDefaults: DiagramStyle.edgeDefaults
        )
        addCoordinators(to: &graph, violations: violations)
        addUnowned(to: &graph, violations: violations)
        addContainerEdges(to: &graph)
        addEmbeddingEdges(to: &graph)
        addWindows(to: &graph)
        if let (cluster, edges) = DiagramStyle.legend(legendEntries(violations), prefix: "legend_") {
            graph.clusters.append(cluster)
            graph.edges += edges
        }
        return graph
    }

    // MARK: - Caption

    /// The most findings the caption lists; the others are counted.
    static let listedFindings = 10

    private func title(_ violations: ViolationIndex) -> DOTLabel {
        var lines = [DOTLabel.Line("Coordinator hierarchy at step \(state.step)", alignment: .left)]
        for violation in violations.all.prefix(Self.listedFindings) {
            lines.append(DOTLabel.Line("⚠ " + DiagramStyle.truncated(violation.message, to: 120), alignment: .left))
        }
        let unlisted = violations.all.count - Self.listedFindings
        if unlisted > 0 {
            lines.append(DOTLabel.Line("⚠ and \(unlisted) more (navsim check lists them all)", alignment: .left))
        }
        return DOTLabel(lines: lines)
    }

    // MARK: - Coordinators

    private func addCoordinators(to graph: inout DOTGraph, violations: ViolationIndex) {
        let idle = IdleSiblings(state: state, violations: violations)
        for node in state.coordinators.values.sorted(by: { $0.id < $1.id }) {
            let group = idle.group(of: node.id)
            if let group, group.representative != node.id { continue }
            let status = CoordinatorStatus.of(node, violations: violations)
            var attributes = status.nodeAttributes
            attributes["shape"] = "component"
            var lines =
                group.map { Self.groupLines($0, type: node.type, status: status) } ?? [
                    DOTLabel.Line(DiagramStyle.shown(node.type) + "#\(node.id.rawValue)"),
                    DOTLabel.Line(status.caption),
                ]
            if let crash = state.crash, crash.coordinator == node.id {
                lines.append(DOTLabel.Line("CRASHED: " + DiagramStyle.truncated(crash.reason, to: 60)))
                attributes["color"] = .string(DiagramStyle.danger)
                attributes["class"] = "crashed"
            }
            attributes["label"] = .label(DOTLabel(lines: lines))
            var members = [DOTNode(id: Self.id(node.id), attributes: attributes)]
            members += node.screens.compactMap { state.screens[$0] }.map { screenNode($0, violations: violations) }
            members += node.containers.compactMap { state.containers[$0] }.map(containerNode)
            var clusterAttributes = status.clusterAttributes
            clusterAttributes["label"] = .text("")
            graph.clusters.append(DOTCluster(id: Self.id(node.id), attributes: clusterAttributes, nodes: members))
            for child in node.children where idle.group(of: child).map({ $0.representative == child }) ?? true {
                graph.edges.append(
                    DOTEdge(
                        from: Self.id(node.id), to: Self.id(child),
                        attributes: ["penwidth": "2.2", "color": .string(DiagramStyle.ink), "arrowhead": "vee"]
                    )
                )
            }
        }
    }

    /// The label of coordinators drawn as one: their type and count, their status, and their
    /// ids (the first three and the last when there are more than four).
    private static func groupLines(_ group: IdleSiblings.Group, type: String, status: CoordinatorStatus)
        -> [DOTLabel.Line]
    {
        let ids = group.members.map { "#\($0.rawValue)" }
        let shown =
            ids.count > 4
            ? ids.prefix(3).joined(separator: ", ") + " … " + ids[ids.count - 1] : ids.joined(separator: ", ")
        return [
            DOTLabel.Line(DiagramStyle.shown(type) + " × \(ids.count)"), DOTLabel.Line(status.caption),
            DOTLabel.Line(shown),
        ]
    }

    /// Screens and containers that no coordinator created, or whose creator is gone.
    private func addUnowned(to graph: inout DOTGraph, violations: ViolationIndex) {
        for screen in state.screens.values.sorted(by: { $0.id < $1.id }) where !isOwned(screen.owner) {
            graph.nodes.append(screenNode(screen, violations: violations))
        }
        for container in state.containers.values.sorted(by: { $0.id < $1.id }) where !isOwned(container.owner) {
            graph.nodes.append(containerNode(container))
        }
    }

    private func isOwned(_ owner: CoordinatorID?) -> Bool {
        owner.map { state.coordinators[$0] != nil } ?? false
    }

    // MARK: - Screens and containers

    private func screenNode(_ screen: ScreenNode, violations: ViolationIndex) -> DOTNode {
        var lines = [DOTLabel.Line(DiagramStyle.shown(screen.name) + "#\(screen.id.rawValue)")]
        let isOnScreen = screen.appearance == .appeared
        lines.append(DOTLabel.Line(isOnScreen ? "on screen" : screen.appearance.rawValue))
        if screen.state != .null {
            lines.append(DOTLabel.Line(DiagramStyle.truncated(screen.state.description, to: Self.summaryLimit)))
        }
        var attributes: DOTAttributes = [
            "shape": "note", "style": "filled", "fillcolor": "white", "class": isOnScreen ? "onScreen" : "screen",
        ]
        if isOnScreen { attributes["penwidth"] = "2" }
        if let fault = screen.lifecycleFault {
            lines.append(DOTLabel.Line("lifecycle: \(fault.callback.rawValue) while \(fault.phase.rawValue)"))
            attributes["color"] = .string(DiagramStyle.warning)
            attributes["class"] = "lifecycleFault"
        }
        if violations.orphanedScreens.contains(screen.id) {
            lines.append(DOTLabel.Line("ORPHANED: its taps do nothing"))
            attributes["color"] = .string(DiagramStyle.danger)
            attributes["fontcolor"] = .string(DiagramStyle.danger)
            attributes["class"] = "orphaned"
        }
        attributes["label"] = .label(DOTLabel(lines: lines))
        return DOTNode(id: Self.id(screen.id), attributes: attributes)
    }

    private func containerNode(_ container: ContainerNode) -> DOTNode {
        var lines = [DOTLabel.Line(container.displayName)]
        switch container.style {
        case .navigation:
            lines.append(DOTLabel.Line("stack: \(container.stack.count) (1 = bottom)"))
        case .tabBar:
            lines.append(DOTLabel.Line("\(container.tabs.count) tabs, tab \(container.selectedTab) selected"))
        }
        let shape: DOTValue = container.style == .navigation ? "folder" : "tab"
        return DOTNode(
            id: Self.id(container.id),
            attributes: [
                "shape": shape, "style": "filled", "fillcolor": .string(DiagramStyle.quietFill),
                "label": .label(DOTLabel(lines: lines)), "class": "container",
            ]
        )
    }

    /// Numbered arrows from each container to its stack or its tabs, and the invisible
    /// ordering edges that stand them left to right in that order.
    private func addContainerEdges(to graph: inout DOTGraph) {
        for container in state.containers.values.sorted(by: { $0.id < $1.id }) {
            Self.addLeftToRight(container.stack.map(Self.id) + container.tabs.map(Self.id), to: &graph)
            for (index, entry) in container.stack.enumerated() {
                let isTop = index == container.stack.count - 1
                let text = isTop ? "\(index + 1) top" : "\(index + 1)"
                graph.edges.append(
                    DOTEdge(from: Self.id(container.id), to: Self.id(entry), attributes: ["xlabel": .text(text)])
                )
            }
            for (index, tab) in container.tabs.enumerated() {
                let isSelected = index == container.selectedTab
                var attributes: DOTAttributes = [
                    "xlabel": .text(isSelected ? "tab \(index) ✓ selected" : "tab \(index)")
                ]
                if isSelected {
                    attributes["penwidth"] = "2"
                    attributes["color"] = .string(DiagramStyle.warning)
                }
                graph.edges.append(DOTEdge(from: Self.id(container.id), to: Self.id(tab), attributes: attributes))
            }
        }
    }

    /// Invisible edges of length 0 from each of `ids` to the next: they put the nodes on one
    /// rank and make dot place each to the left of the next (a "flat" edge), whatever
    /// coordinator's box each is in. Without them a stack of `1, 2, 3` was drawn `1, 3, 2`
    /// when its screens belonged to two coordinators.
    private static func addLeftToRight(_ ids: [String], to graph: inout DOTGraph) {
        for (left, right) in zip(ids, ids.dropFirst()) where left != right {
            graph.edges.append(DOTEdge(from: left, to: right, attributes: ["style": "invis", "minlen": "0"]))
        }
    }

    /// A dotted arrow from each screen to each screen and navigation controller embedded in
    /// it, numbered in the order they were embedded.
    private func addEmbeddingEdges(to graph: inout DOTGraph) {
        for screen in state.screens.values.sorted(by: { $0.id < $1.id }) {
            for (index, child) in screen.embedded.enumerated() {
                graph.edges.append(
                    DOTEdge(
                        from: Self.id(screen.id), to: Self.id(child),
                        attributes: ["xlabel": .text("embeds \(index + 1)"), "style": "dotted"]
                    )
                )
            }
        }
    }

    // MARK: - Windows

    private func addWindows(to graph: inout DOTGraph) {
        for window in state.windows.values.sorted(by: { $0.id < $1.id }) {
            graph.nodes.append(
                DOTNode(
                    id: Self.id(window.id),
                    attributes: [
                        "shape": "box3d", "style": "filled", "fillcolor": .string(DiagramStyle.tombstoneFill),
                        "label": .text("Window \(window.id)\(window.isHidden ? " (hidden)" : "")"), "class": "window",
                    ]
                )
            )
            if let root = window.root {
                graph.edges.append(
                    DOTEdge(
                        from: Self.id(window.id), to: Self.id(root),
                        attributes: ["xlabel": .text("root"), "color": .string(DiagramStyle.setRoot)]
                    )
                )
            }
            for (index, presentation) in window.modals.enumerated() {
                let text = "presents \(index + 1) · \(presentation.style.rawValue)"
                graph.edges.append(
                    DOTEdge(
                        from: Self.id(presentation.presenter), to: Self.id(presentation.controller),
                        attributes: [
                            "xlabel": .text(text), "style": "dashed", "color": .string(DiagramStyle.present),
                            "fontcolor": .string(DiagramStyle.present),
                        ]
                    )
                )
            }
        }
    }

    // MARK: - Legend

    /// The key's entries: every style with ``DiagramLegend/all``, else those the state
    /// uses, none with ``DiagramLegend/none``.
    private func legendEntries(_ violations: ViolationIndex) -> [(text: String, attributes: DOTAttributes)] {
        guard legend != .none else { return [] }
        let all = legend == .all
        let used = Set(state.coordinators.values.map { CoordinatorStatus.of($0, violations: violations).className })
        var entries: [(text: String, attributes: DOTAttributes)] = CoordinatorStatus.legendOrder.compactMap { status in
            guard all || used.contains(status.className) else { return nil }
            var attributes = status.nodeAttributes
            attributes["shape"] = "component"
            return ("Coordinator\n" + status.caption, attributes)
        }
        if all || !state.screens.isEmpty {
            entries.append(
                ("Screen on screen\nViewModel state", ["shape": "note", "style": "filled", "penwidth": "2"]))
        }
        if all || !state.containers.isEmpty {
            entries.append(("Navigation or tab bar\ncontroller", ["shape": "folder", "style": "filled"]))
        }
        var arrows: [String] = []
        if all || state.coordinators.values.contains(where: { !$0.children.isEmpty }) {
            arrows.append("bold arrow: stores child")
        }
        if all || state.containers.values.contains(where: { !$0.stack.isEmpty }) {
            arrows.append("numbered: stack, 1 = bottom")
        }
        if all || state.windows.values.contains(where: { !$0.modals.isEmpty }) {
            arrows.append("dashed: presents modally")
        }
        if !arrows.isEmpty {
            entries.append((arrows.joined(separator: "\n"), ["shape": "plaintext", "style": "solid"]))
        }
        return entries
    }

    // MARK: - Ids

    /// A node id that sorts in numeric order: `c0000000003`.
    static func id<Kind>(_ id: Identifier<Kind>) -> String {
        Kind.prefix + DiagramStyle.padded(id.rawValue)
    }

    static func id(_ controller: ControllerID) -> String {
        switch controller {
        case .screen(let screen): id(screen)
        case .container(let container): id(container)
        }
    }
}
