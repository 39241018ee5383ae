import NavSimCore

extension UIGestureRecognizer {
    /// The states of a gesture, as UIKit names them.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture, such as a tap, is recognized when it ends.
        public static let recognized = State.ended
    }

    /// Where the gesture is in `view`: NavSim lays nothing out, so it is the origin.
    public func location(in view: UIView?) -> CGPoint { .zero }

    /// Whether a target of the recognizer is still there to be sent its action.
    var hasTargets: Bool { !targets.isEmpty && targets.contains { $0.target.object != nil } }
}

extension UITapGestureRecognizer: TappableControl {
    /// The name of the view tapped: its accessibility identifier or label, else the text of
    /// the first label in it (a "Forgot password?" label), else `tap`.
    var controlName: String {
        ControlNaming.first(view?.accessibilityIdentifier, view?.accessibilityLabel, view?.firstLabelText, or: "tap")
    }

    /// Whether a tap would be recognized: enabled, with a target, on a view a touch reaches
    /// (a label or an image view only once its `isUserInteractionEnabled` is set, as in UIKit).
    var isTappable: Bool { isEnabled && hasTargets && view?.receivesTouches == true }

    var sampleArguments: [JSONValue] { [.null] }

    /// Recognizes the tap, unless the delegate's `gestureRecognizerShouldBegin(_:)` says no:
    /// its actions are sent with the state `.ended`.
    func tap(argument: JSONValue) {
        guard isTappable, delegate?.gestureRecognizerShouldBegin(self) != false else { return }
        state = .ended
        defer { state = .possible }
        sendActions()
    }
}

extension UIView {
    /// The text of the first label in this view's tree, depth first.
    fileprivate var firstLabelText: String? {
        if let text = (self as? UILabel)?.text { return text }
        return subviews.lazy.compactMap(\.firstLabelText).first
    }
}
