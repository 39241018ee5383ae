import NavSimCore

/// Something a user can tap on a screen: a button, a bar button item, an alert action, a
/// table's rows. A screen's controls are what `navsim` lists, taps and explores.
@MainActor
protocol TappableControl: AnyObject {
    /// The name inputs address the control by (a button's title, an accessibility
    /// identifier, a bar item's system item); screens number repeated names `#2`, `#3`.
    var controlName: String { get }
    /// Whether a tap does something now: enabled, with an action.
    var isTappable: Bool { get }
    /// The arguments a random walk tries: `[null]` for a plain button, `[section, row]` for a
    /// table's rows.
    var sampleArguments: [JSONValue] { get }
    /// Does what a tap does, with the input's argument.
    func tap(argument: JSONValue)
}

extension UIView {
    /// Appends the tappable controls in this view's tree, depth first in subview order,
    /// each view's tap and pan recognizers after it, and the input views of a text input that is the
    /// first responder after those (``KeyboardInputViews``); a hidden view hides its whole
    /// subtree, as on a device.
    func collectControls(into controls: inout [any TappableControl]) {
        guard !isHidden else { return }
        loadDeferredSubviews()
        if ClassConformances.isTappableControl(self), let control = self as? any TappableControl, control.isTappable {
            controls.append(control)
        }
        for case let recognizer as any TappableControl in attachedGestureRecognizers where recognizer.isTappable {
            controls.append(recognizer)
        }
        if ClassConformances.hasKeyboardInputViews(self), let input = self as? any KeyboardInputViews {
            for shown in input.shownInputViews { shown.collectControls(into: &controls) }
        }
        for item in (self as? UIToolbar)?.items ?? [] { item.collectControls(into: &controls) }
        for subview in subviews { subview.collectControls(into: &controls) }
    }
}
