import NavSimUIKit

/// Content given a proxy that scrolls it to a view: drawn as its content. NavSim draws all
/// of a scroll view's content, so scrolling changes nothing a user can reach.
public struct ScrollViewReader<Content: View>: PrimitiveView {
    let content: (ScrollViewProxy) -> Content
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    func draw(into views: inout [UIView]) { content(ScrollViewProxy()).drawn(into: &views) }
}

/// Scrolls a ``ScrollViewReader``'s content; a scroll does nothing in NavSim.
public struct ScrollViewProxy: Sendable {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
