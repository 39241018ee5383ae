/// A gesture a view recognizes with ``View/gesture(_:)``.
///
/// Only taps are inputs in NavSim (``View/onTapGesture(count:perform:)``): a drag's meaning
/// lies in its path and distance, which NavSim does not model, so a gesture attached with
/// ``View/gesture(_:)`` is kept and never offered, and its actions never run.
@MainActor @preconcurrency
public protocol Gesture {
    associatedtype Value
}

/// A drag; kept, never offered (``Gesture``).
public struct DragGesture: Gesture {
    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }

    public init(minimumDistance: Double = 10) {}

    /// The drag, which would run `action` as it moves.
    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture { self }

    /// The drag, which would run `action` where it ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { self }
}

extension View {
    /// This view with `gesture` attached: kept, never offered (``Gesture``).
    public func gesture<G: Gesture>(_ gesture: G) -> Self { self }
    public func simultaneousGesture<G: Gesture>(_ gesture: G) -> Self { self }
    public func highPriorityGesture<G: Gesture>(_ gesture: G) -> Self { self }
}
