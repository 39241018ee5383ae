import NavSimSimulator

// View animations: NavSim has no frames to animate, so an animation's changes happen at
// once and its completion runs before the call returns, with `true` (finished); started by
// a custom transition's animator (`animateTransition(using:)`), the completion runs when
// the transition's animations end (the `animationsEnded` input), as on a device.

extension UIView {
    /// Options for view animations; kept nowhere, as animations happen at once.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// Runs `animations` at once (NavSim has no animation), then `completion` with `true`,
    /// before returning: on a device the completion runs when the animation ends. Called
    /// from a custom transition's animator, the completion runs when the transition's
    /// animations end.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        finish(completion)
    }

    /// Runs `completion` with `true`: now, or when the animations of the custom transition
    /// whose animator runs end.
    private class func finish(_ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        guard let transition = Runtime.current?.animatorTransition else { return completion(true) }
        transition.addAnimationCompletion { completion(true) }
    }

    /// Runs `animations` at once, then `completion` with `true`, before returning.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
    }

    /// Runs `animations` at once.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, animations: animations, completion: nil)
    }

    /// Runs `animations` at once, then `completion` with `true`, before returning.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, animations: animations, completion: completion)
    }

    /// Runs `animations` at once, then `completion` with `true`, before returning.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        animations?()
        finish(completion)
    }

    /// Runs `actionsWithoutAnimation`.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// Whether view animations are on: kept for the app to read back, as NavSim's happen at
    /// once either way.
    public private(set) static var areAnimationsEnabled = true

    /// Turns view animations on or off (``areAnimationsEnabled``).
    public class func setAnimationsEnabled(_ enabled: Bool) {
        areAnimationsEnabled = enabled
    }
}
