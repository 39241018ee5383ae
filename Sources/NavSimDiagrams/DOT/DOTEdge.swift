/// A directed edge of a ``DOTGraph``.
public struct DOTEdge: Hashable, Sendable {
    /// The id of the node the edge leaves.
    public var from: String
    /// The id of the node the edge enters.
    public var to: String
    /// Its attributes, such as `xlabel` and `color`.
    public var attributes: DOTAttributes

    /// Creates an edge.
    public init(from: String, to: String, attributes: DOTAttributes = [:]) {
        self.from = from
        self.to = to
        self.attributes = attributes
    }
}
