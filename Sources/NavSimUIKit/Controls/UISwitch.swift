import NavSimCore

/// An on/off switch.
///
/// A tap toggles ``isOn`` and sends `.valueChanged` (and `.primaryActionTriggered`, for a
/// switch made with a primary action). It can be tapped whenever it is enabled and
/// reachable, even with no action: the app may read ``isOn`` later. Its name in traces
/// is its `accessibilityIdentifier`, else `switch`.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on; app code that changes it changes what the user sees,
    /// a tap's own toggle does not.
    open var isOn = false {
        didSet { if isOn != oldValue, !isToggling { noteChange(of: "isOn") } }
    }
    private var isToggling = false
    /// The color of the track when on.
    open var onTintColor: UIColor?
    /// The color of the thumb.
    open var thumbTintColor: UIColor?

    /// Turns the switch on or off without sending actions, as in UIKit.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    override var controlName: String {
        ControlNaming.name(accessibilityIdentifier) ?? "switch"
    }

    override var isTappable: Bool { acceptsTouches }

    override func tap(argument: JSONValue) {
        guard acceptsTouches else { return }
        sendActions(for: .touchDown)
        isToggling = true
        isOn.toggle()
        isToggling = false
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
}
