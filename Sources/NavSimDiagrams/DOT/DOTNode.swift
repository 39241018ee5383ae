/// A node of a ``DOTGraph``.
public struct DOTNode: Hashable, Sendable {
    /// The node's id, unique in its graph.
    public var id: String
    /// Its attributes, such as `label` and `shape`.
    public var attributes: DOTAttributes

    /// Creates a node.
    public init(id: String, attributes: DOTAttributes = [:]) {
        self.id = id
        self.attributes = attributes
    }
}
