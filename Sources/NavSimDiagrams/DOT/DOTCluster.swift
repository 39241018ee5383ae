/// A cluster of a ``DOTGraph``: a subgraph whose nodes Graphviz draws inside one box.
///
/// The encoder names it `cluster_` followed by ``id``, which is what makes Graphviz treat
/// the subgraph as a cluster.
public struct DOTCluster: Hashable, Sendable {
    /// The cluster's id, unique in its graph; encoded with the `cluster_` prefix.
    public var id: String
    /// Its attributes, such as `label`, `style` and `fillcolor`.
    public var attributes: DOTAttributes
    /// The nodes drawn inside it.
    public var nodes: [DOTNode]

    /// Creates a cluster.
    public init(id: String, attributes: DOTAttributes = [:], nodes: [DOTNode] = []) {
        self.id = id
        self.attributes = attributes
        self.nodes = nodes
    }
}
