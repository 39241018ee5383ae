import NavSimCore

extension UIGestureRecognizer {
    /// The states of a gesture, as UIKit names them.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture, such as a tap, is recognized when it ends.
        public static let recognized = State.ended
    }

    /// Where the gesture is in `view`. NavSim lays nothing out: it is the origin, except
    /// while a tap aimed at part of a label's text is recognized, when it is where NavSim
    /// places that part in the label (`UILabel.point(of:)`; views have no frames to
    /// convert between, so the point is the same in every view).
    public func location(in view: UIView?) -> CGPoint { tapLocation ?? .zero }

    /// Whether a target of the recognizer is still there to be sent its action.
    var hasTargets: Bool { !targets.isEmpty && targets.contains { $0.target.object != nil } }
}

extension UITapGestureRecognizer: TappableControl {
    /// The name of the view tapped: its accessibility identifier or label; else
    /// ``NavigationEvent/backgroundTap`` when the view holds controls of its own (a form's
    /// view, tapped beside its fields to end editing); else the text of the first label in
    /// it (a "Forgot password?" label), else `tap`.
    var controlName: String {
        ControlNaming.name(view?.accessibilityIdentifier) ?? ControlNaming.name(view?.accessibilityLabel)
            ?? (view?.subviews.contains(where: \.holdsControls) == true
                ? NavigationEvent.backgroundTap : ControlNaming.name(view?.firstLabelText)) ?? "tap"
    }

    /// Whether a tap would be recognized: enabled, with a target, on a view a touch reaches
    /// (a label or an image view only once its `isUserInteractionEnabled` is set, as in UIKit).
    var isTappable: Bool { isEnabled && hasTargets && view?.receivesTouches == true }

    /// A plain tap; on a label whose text has parts of different styles (a link-like
    /// "sign up"), a tap on each part, by its text.
    var sampleArguments: [JSONValue] {
        let parts = (view as? UILabel)?.styledParts ?? []
        return parts.isEmpty ? [.null] : parts.map(JSONValue.string)
    }

    /// Recognizes the tap, unless the delegate's `gestureRecognizerShouldBegin(_:)` says no:
    /// its actions are sent with the state `.ended`. A string argument aims the tap at that
    /// part of a label's text: ``location(in:)`` answers where it is while the actions run.
    func tap(argument: JSONValue) {
        guard isTappable, delegate?.gestureRecognizerShouldBegin(self) != false else { return }
        if case .string(let part) = argument { tapLocation = (view as? UILabel)?.point(of: part) }
        state = .ended
        defer { (state, tapLocation) = (.possible, nil) }
        sendActions()
    }
}

extension UIView {
    /// Whether this view's shown tree has something a touch acts on: a control, a text view,
    /// a table's rows, a view with a gesture recognizer.
    fileprivate var holdsControls: Bool {
        !isHidden
            && (ClassConformances.isTappableControl(self) || !attachedGestureRecognizers.isEmpty
                || subviews.contains(where: \.holdsControls))
    }

    /// The text of the first label in this view's tree, depth first.
    fileprivate var firstLabelText: String? {
        if let text = (self as? UILabel)?.text { return text }
        return subviews.lazy.compactMap(\.firstLabelText).first
    }
}
