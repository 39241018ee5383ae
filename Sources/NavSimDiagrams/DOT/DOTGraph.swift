/// A directed Graphviz graph: the pure-Swift model that NavSim's diagrams are built in.
///
/// The model knows nothing of Graphviz: ``encoded()`` turns it into DOT text that is the
/// same byte for byte for equal graphs, whatever order things were added in.
///
/// ```swift
/// var graph = DOTGraph(id: "flow")
/// graph.nodes.append(DOTNode(id: "login", attributes: ["label": .text("Login")]))
/// print(graph.encoded())
/// ```
///
/// Clusters are one level deep on purpose: nested clusters with labelled edges that cross
/// them are the shape that made Graphviz 2.42/2.43 abort (see `docs/diagrams.md`).
public struct DOTGraph: Hashable, Sendable {
    /// The graph's name.
    public var id: String
    /// Graph attributes such as `rankdir` or `label`.
    public var attributes: DOTAttributes
    /// Defaults for every node.
    public var nodeDefaults: DOTAttributes
    /// Defaults for every edge.
    public var edgeDefaults: DOTAttributes
    /// Nodes outside any cluster.
    public var nodes: [DOTNode]
    /// Clusters: boxed groups of nodes.
    public var clusters: [DOTCluster]
    /// Edges between any nodes.
    public var edges: [DOTEdge]

    /// Creates a directed graph.
    public init(
        id: String,
        attributes: DOTAttributes = [:],
        nodeDefaults: DOTAttributes = [:],
        edgeDefaults: DOTAttributes = [:],
        nodes: [DOTNode] = [],
        clusters: [DOTCluster] = [],
        edges: [DOTEdge] = []
    ) {
        self.id = id
        self.attributes = attributes
        self.nodeDefaults = nodeDefaults
        self.edgeDefaults = edgeDefaults
        self.nodes = nodes
        self.clusters = clusters
        self.edges = edges
    }
}

extension DOTGraph {
    /// How many nodes (declared or named by an edge), edges and clusters Graphviz will read.
    var size: (nodes: Int, edges: Int, clusters: Int) {
        var ids = Set(nodes.map(\.id))
        for cluster in clusters { ids.formUnion(cluster.nodes.map(\.id)) }
        for edge in edges {
            ids.insert(edge.from)
            ids.insert(edge.to)
        }
        return (ids.count, edges.count, clusters.count)
    }
}
