import NavSimUIKit

/// A view with others laid over it, behind it or at its safe-area edge: drawn as the view's
/// own views, then the others' (``View/overlay(_:alignment:)``, ``View/background(_:alignment:)``,
/// ``View/safeAreaInset(edge:alignment:spacing:content:)``), so a button is still named by
/// its own label and every layer's controls are inputs.
public struct Layered<Content: View, Layer: View>: PrimitiveView, ModifiedView {
    let content: Content
    let layer: Layer
    func draw(into views: inout [UIView]) {
        content.drawn(into: &views)
        Drawing.at("layer") { layer.drawn(into: &views) }
    }
}

extension View {
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> Layered<Self, V> {
        Layered(content: self, layer: overlay)
    }

    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> Layered<Self, V> {
        Layered(content: self, layer: content())
    }

    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> Layered<Self, V> {
        Layered(content: self, layer: background)
    }

    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> Layered<
        Self, V
    > {
        Layered(content: self, layer: content())
    }

    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> V
    ) -> Layered<Self, V> {
        Layered(content: self, layer: content())
    }
}
