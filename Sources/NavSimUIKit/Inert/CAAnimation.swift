import NavSimSimulator

/// A Core Animation animation: nothing is drawn, but its timing is kept on the session's
/// virtual clock, so a delegate that chains animations (a launch screen's shimmer) runs as
/// time passes and never on its own.
///
/// Added to a layer (``CALayer/add(_:forKey:)``), an animation starts at once
/// (`animationDidStart(_:)` when the input's queued work runs) and ends after its active
/// duration of virtual time: `duration` (0.25 s when not positive, Apple's default)
/// × `repeatCount` (at least 1), twice over when it `autoreverses`, plus `beginTime`. The
/// delegate then gets `animationDidStop(_:finished: true)`, and the layer lets go of the
/// animation if `isRemovedOnCompletion`. Removed before that, or replaced by an
/// animation added under its key, it stops with `finished: false`. An animation that repeats
/// for ever never ends. Its end is a timer of the trace, recorded as `CAAnimation`'s.
///
/// As on iOS, the animation holds its delegate strongly (Apple: "The delegate object is
/// retained by the receiver"). NavSim differs in one point: iOS hands the delegate the
/// copy the layer made when it was added; NavSim hands it the animation added, whose values
/// are the same.
open class CAAnimation: NSObject {
    /// Its delegate, held strongly.
    open var delegate: (any CAAnimationDelegate)?
    /// One pass, in seconds: 0.25 when not positive.
    open var duration: TimeInterval = 0
    /// When it starts, in seconds after it is added (NavSim's layers share one timeline).
    open var beginTime: TimeInterval = 0
    /// How many passes: `.infinity` repeats for ever.
    open var repeatCount: Float = 0
    /// Whether each pass plays back after it plays forward.
    open var autoreverses = false
    /// Whether the layer lets go of it when it ends.
    open var isRemovedOnCompletion = true
    /// How its pace changes; kept.
    open var timingFunction: CAMediaTimingFunction?
    /// What the layer shows outside the active duration; kept.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// What the app stored under keys of its own (Apple: a key-value coding compliant
    /// container for arbitrary keys).
    private var values: [String: Any] = [:]

    public override init() {}

    /// Stores `value` under `key`, for the app to read back (`value(forKey:)`).
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }

    /// What the app stored under `key`.
    open func value(forKey key: String) -> Any? { values[key] }

    /// Its active duration, in seconds; `nil` when it repeats for ever.
    var activeDuration: TimeInterval? {
        guard repeatCount.isFinite else { return nil }
        let pass = duration > 0 ? duration : 0.25
        return beginTime + pass * Double(max(repeatCount, 1)) * (autoreverses ? 2 : 1)
    }
}

/// An animation of one of a layer's properties, by key path; the values are kept.
open class CAPropertyAnimation: CAAnimation {
    /// The key path animated (`position.x`).
    open var keyPath: String?

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// An animation from one value to another.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

/// An animation through key frames; the values are kept.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
}

/// Animations that run together: the group's timing is the one kept.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}

/// What an animation tells as it starts and stops.
@MainActor
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation's pacing curve, kept as given: NavSim draws no frames, so nothing is paced by it.
public final class CAMediaTimingFunction: NSObject {
    /// The named curve; `nil` for one given by control points.
    public let name: Name?
    /// The cubic Bézier curve's inner control points, c1 and c2; (0, 0) and (1, 1) end it.
    private let inner: [(Float, Float)]

    public init(name: Name) {
        self.name = name
        // The control points Apple's documentation gives each named curve.
        inner =
            switch name {
            case .easeIn: [(0.42, 0), (1, 1)]
            case .easeOut: [(0, 0), (0.58, 1)]
            case .easeInEaseOut: [(0.42, 0), (0.58, 1)]
            case .default: [(0.25, 0.1), (0.25, 1)]
            default: [(0, 0), (1, 1)]
            }
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        name = nil
        inner = [(c1x, c1y), (c2x, c2y)]
    }

    /// Writes the curve's control point `idx` (0 to 3: the start, c1, c2, the end) to `ptr[0]`
    /// and `ptr[1]`; another index writes nothing.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points = [(Float(0), Float(0))] + inner + [(1, 1)]
        guard points.indices.contains(idx) else { return }
        (ptr[0], ptr[1]) = points[idx]
    }

    public struct Name: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let linear = Name(rawValue: "linear")
        public static let easeIn = Name(rawValue: "easeIn")
        public static let easeOut = Name(rawValue: "easeOut")
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        public static let `default` = Name(rawValue: "default")
    }
}

/// What a layer shows outside an animation's active duration.
public struct CAMediaTimingFillMode: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}
