import NavSimCore
import NavSimDiagrams

/// DOT inputs shared by the renderer tests.
enum SampleGraphs {
    /// A graph with several clusters: the shape whose cluster order followed heap addresses.
    static let clustered: String = {
        var graph = DOTGraph(id: "clustered", attributes: ["rankdir": "LR"])
        for group in 0..<12 {
            var cluster = DOTCluster(id: "group\(group)", attributes: ["label": .text("Group \(group)")])
            for member in 0..<3 {
                cluster.nodes.append(
                    DOTNode(id: "n\(group)_\(member)", attributes: ["label": .text("Node \(group).\(member)")]))
            }
            graph.clusters.append(cluster)
            if group > 0 {
                graph.edges.append(
                    DOTEdge(from: "n\(group - 1)_0", to: "n\(group)_1", attributes: ["xlabel": .text("go \(group)")])
                )
            }
        }
        return graph.encoded()
    }()

    /// A large flow: `screenCount` screens of 25 per coordinator type, visited in a fixed
    /// pseudo-random order by taps that replace the stack, so edges cross clusters.
    static func largeFlowTrace(screenCount: Int = 1_200, taps: Int = 2_400) -> [NavigationEvent] {
        let window = WindowID(1)
        let container = ContainerID(1)
        let types = (screenCount + 24) / 25
        var events: [NavigationEvent] = [.launched, .windowCreated(window)]
        for type in 0..<types {
            let id = CoordinatorID(UInt32(type + 1))
            events += [.coordinatorCreated(id, type: "Flow\(type)Coordinator"), .coordinatorStarted(id)]
        }
        events += [
            .containerCreated(container, style: .navigation, owner: CoordinatorID(1)),
            .screenCreated(ScreenID(1), name: "Screen 0", owner: CoordinatorID(1), state: .null),
            .pushed(.screen(ScreenID(1)), container: container),
            .windowRootSet(window, root: .container(container)),
            .lifecycle(ScreenID(1), .viewDidLoad), .lifecycle(ScreenID(1), .viewWillAppear),
            .lifecycle(ScreenID(1), .viewDidAppear),
        ]
        var front = ScreenID(1)
        for step in 1...taps {
            // 7 is prime to any count here that matters: the first `screenCount` taps visit every screen.
            let target = step <= screenCount ? (step * 7) % screenCount : (step * 7_919 + 13) % screenCount
            let next = ScreenID(UInt32(step + 1))
            let owner = CoordinatorID(UInt32(target / 25 + 1))
            events += [
                .userTapped(screen: front, action: "go \(target % 10)", argument: .null),
                .screenCreated(next, name: "Screen \(target)", owner: owner, state: ["index": .number(Double(target))]),
                .stackReplaced(container: container, stack: [.screen(next)]),
                .lifecycle(front, .viewWillDisappear), .lifecycle(next, .viewDidLoad),
                .lifecycle(next, .viewWillAppear),
                .lifecycle(front, .viewDidDisappear), .lifecycle(next, .viewDidAppear), .screenDeallocated(front),
            ]
            front = next
        }
        return events
    }

    /// The shape that made Graphviz abort: 1,000 nodes in nested clusters with labelled
    /// (`label`, not `xlabel`) edges crossing them.
    static let nestedWithLabels: String = {
        var lines = ["digraph \"nested\" {"]
        var nodes: [String] = []
        for outer in 0..<40 {
            lines.append("  subgraph \"cluster_o\(outer)\" { label=\"outer \(outer)\";")
            for inner in 0..<2 {
                lines.append("    subgraph \"cluster_i\(outer)_\(inner)\" { label=\"inner\";")
                for member in 0..<(inner == 0 ? 12 : 13) {
                    let name = "n\(outer)_\(inner)_\(member)"
                    nodes.append(name)
                    lines.append("      \"\(name)\";")
                }
                lines.append("    }")
            }
            lines.append("  }")
        }
        for edge in 0..<1_500 {
            let from = nodes[(edge * 7_919 + 1) % nodes.count]
            let to = nodes[(edge * 104_729 + 7) % nodes.count]
            lines.append("  \"\(from)\" -> \"\(to)\" [label=\"tap \(edge)\"];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }()
}
