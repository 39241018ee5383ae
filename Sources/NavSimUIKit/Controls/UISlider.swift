import NavSimCore

/// A slider between a minimum and a maximum value.
///
/// A tap takes the value to move to as its argument (the sample arguments are the minimum
/// and the maximum, the ends a user drags to, less the value it has): it sets the value, clamped to the range, and
/// sends `.valueChanged` (and `.primaryActionTriggered`), as a drag that ends there does
/// (https://developer.apple.com/documentation/uikit/uislider). A tap with no number, or to
/// the value the slider has, does nothing. Its name in traces is its
/// `accessibilityIdentifier`, else `slider`.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The value, between ``minimumValue`` and ``maximumValue``.
    open var value: Float = 0
    /// The lowest value.
    open var minimumValue: Float = 0
    /// The highest value.
    open var maximumValue: Float = 1
    /// Whether a drag sends `.valueChanged` as it moves, or only where it ends.
    open var isContinuous = true

    /// Sets the value, clamped to the range, without sending actions.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = min(max(value, minimumValue), maximumValue)
    }

    override var controlName: String {
        ControlNaming.name(accessibilityIdentifier) ?? "slider"
    }

    override var tapEvents: UIControl.Event { [.valueChanged, .primaryActionTriggered] }

    override var sampleArguments: [JSONValue] {
        [minimumValue, maximumValue].filter { $0 != value }.map { .number(Double($0)) }
    }

    override func tap(argument: JSONValue) {
        guard acceptsTouches, case .number(let number) = argument else { return }
        let moved = min(max(Float(number), minimumValue), maximumValue)
        guard moved != value else { return }
        value = moved
        sendActions(for: tapEvents)
    }
}
