/// Which styles a diagram's key explains.
///
/// By default the key explains only what the diagram draws, so that a small diagram is not
/// mostly key: a flow graph with pushes and pops lists those two, a hierarchy with only
/// active coordinators has no entry for leaked ones.
public enum DiagramLegend: Hashable, Sendable {
    /// The styles the diagram uses (the default).
    case used
    /// Every style, used or not (the viewer shows this key once, beside every step).
    case all
    /// No key.
    case none
}
