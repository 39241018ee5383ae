/// How a change animates; kept, not run: NavSim's SwiftUI animates nothing, so a change
/// made in ``withAnimation(_:_:)`` is made at once.
public struct Animation: Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    { Animation(name: "spring") }
}

/// Runs `body` at once: the changes it makes are not animated.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// How a view comes and goes; kept, not run.
public struct AnyTransition: Sendable {
    let name: String
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
}

/// An angle, for ``View/rotationEffect(_:)``; kept, not drawn.
public struct Angle: Sendable {
    public let degrees: Double
    public init(degrees: Double) { self.degrees = degrees }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static func radians(_ radians: Double) -> Angle { Angle(degrees: radians * 180 / .pi) }
}

extension View {
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }
    public func transition(_ transition: AnyTransition) -> Self { self }
    public func rotationEffect(_ angle: Angle) -> Self { self }
}

extension View {
    /// Animates this view's changes (deprecated in iOS 15); kept, not run.
    public func animation(_ animation: Animation?) -> Self { self }
}

/// The context of an update, such as its animation; kept, not run.
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` at once, in `transaction`, which animates nothing.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
