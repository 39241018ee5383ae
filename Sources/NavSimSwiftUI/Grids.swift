import NavSimUIKit

/// A column of a ``LazyVGrid`` or a row of a ``LazyHGrid``; kept, not drawn.
public struct GridItem: Sendable {
    /// How wide a column (or tall a row) is.
    public enum Size: Sendable {
        case fixed(Double)
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {}
}

/// Views in a grid that grows downwards: drawn as every cell, in order (NavSim lays nothing
/// out, and draws every cell rather than those scrolled into view).
public struct LazyVGrid<Content: View>: PrimitiveView {
    let content: Content
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) { self.content = content() }
    func draw(into views: inout [UIView]) { views.append(UIStackView(arrangedSubviews: content.drawnViews)) }
}

/// Views in a grid that grows sideways: drawn as every cell, in order.
public struct LazyHGrid<Content: View>: PrimitiveView {
    let content: Content
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) { self.content = content() }
    func draw(into views: inout [UIView]) { views.append(UIStackView(arrangedSubviews: content.drawnViews)) }
}
