import NavSimUIKit

/// A view whose content reads the size it is given: NavSim lays nothing out, so the size is
/// zero and the content is drawn once with it.
public struct GeometryReader<Content: View>: PrimitiveView {
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    func draw(into views: inout [UIView]) { content(GeometryProxy()).drawn(into: &views) }
}

/// The size a ``GeometryReader`` gives its content: zero, as NavSim lays nothing out.
public struct GeometryProxy: Sendable {
    public let size = CGSize.zero
    public let safeAreaInsets = UIEdgeInsets.zero
}
