import NavSimUIKit

/// An outline a view can be clipped to (``View/clipShape(_:style:)``) or drawn as: kept, not
/// drawn, nothing to tap.
@MainActor @preconcurrency
public protocol Shape: View {}

/// A rectangle.
public struct Rectangle: Shape, PrimitiveView {
    public init() {}
    func draw(into views: inout [UIView]) {}
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, PrimitiveView {
    let cornerRadius: Double
    public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }
    func draw(into views: inout [UIView]) {}
}

/// A circle.
public struct Circle: Shape, PrimitiveView {
    public init() {}
    func draw(into views: inout [UIView]) {}
}

/// A rectangle whose short sides are half circles.
public struct Capsule: Shape, PrimitiveView {
    public init() {}
    func draw(into views: inout [UIView]) {}
}

/// How a shape is filled; kept, not drawn.
public struct FillStyle: Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

extension Shape {
    /// This shape filled with `color`; kept, not drawn.
    public func fill(_ color: Color, style: FillStyle = FillStyle()) -> Self { self }
    /// This shape's outline in `color`; kept, not drawn.
    public func stroke(_ color: Color, lineWidth: Double = 1) -> Self { self }
}
