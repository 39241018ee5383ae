import NavSimUIKit

/// What fills a shape or colours a view (``Color``, the gradients); kept, not drawn.
@MainActor @preconcurrency
public protocol ShapeStyle {}

extension Color: ShapeStyle {}

/// Colours that blend into each other; kept, not drawn.
public struct Gradient: Sendable {
    /// A colour at a place along the gradient, from 0 to 1.
    public struct Stop: Sendable {
        public init(color: Color, location: Double) {}
    }
    public init(colors: [Color]) {}
    public init(stops: [Stop]) {}
}

/// A gradient along a line: as a view (a background, a mask) it shows nothing to tap.
public struct LinearGradient: ShapeStyle, PrimitiveView {
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
    func draw(into views: inout [UIView]) {}
}

/// A gradient in circles around a point: as a view it shows nothing to tap.
public struct RadialGradient: ShapeStyle, PrimitiveView {
    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {}
    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {}
    func draw(into views: inout [UIView]) {}
}

/// A gradient around a point: as a view it shows nothing to tap.
public struct AngularGradient: ShapeStyle, PrimitiveView {
    public init(gradient: Gradient, center: UnitPoint) {}
    public init(colors: [Color], center: UnitPoint) {}
    func draw(into views: inout [UIView]) {}
}

extension Shape {
    /// This shape filled with `style`; kept, not drawn.
    public func fill<S: ShapeStyle>(_ style: S, style fillStyle: FillStyle = FillStyle()) -> Self { self }
    /// This shape's outline in `style`; kept, not drawn.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> Self { self }
}

extension View {
    /// Colours the view's text and shapes with `style`; kept, not drawn.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
    /// Shows the view only where `mask` is opaque; kept, not drawn: the view's controls stay.
    public func mask<Mask: View>(_ mask: Mask) -> Self { self }
    /// Shows the view only where the mask is opaque; kept, not drawn: the view's controls stay.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> Self { self }
    /// Whether a list or scroll view draws its background; kept, not drawn.
    public func scrollContentBackground(_ visibility: Visibility) -> Self { self }
    /// How large a navigation bar's title is; kept, not drawn.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> Self { self }
}

/// How large a navigation bar's title is; kept, not drawn.
public struct ToolbarTitleDisplayMode: Sendable {
    let name: String
    public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
    public static let inline = ToolbarTitleDisplayMode(name: "inline")
    public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
    public static let large = ToolbarTitleDisplayMode(name: "large")
}

extension Font {
    /// This font in bold; kept, not drawn.
    public func bold() -> Font { self }
    /// This font in italics; kept, not drawn.
    public func italic() -> Font { self }
    /// This font with `weight`; kept, not drawn.
    public func weight(_ weight: Weight) -> Font { self }
}
