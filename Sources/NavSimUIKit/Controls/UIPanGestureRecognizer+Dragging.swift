import NavSimCore
import NavSimSimulator

/// A drag is an input, as a tap is: the user drags across the screen (`"across"`) or part of
/// the way and lets go (`"partway"`), and the recognizer's actions are sent three times, each
/// in a run loop turn of its own as touches arrive on a device: `.began`, then `.changed` with
/// the distance dragged, then `.ended`. So a handler that starts a transition in `.began`
/// (`popViewController(animated: true)` with an interaction controller), reports progress in
/// `.changed` and finishes or cancels it in `.ended` runs as it does on a device
/// (docs/uikit.md, "Interactive transitions").
extension UIPanGestureRecognizer: TappableControl {
    /// The name of the view dragged: its accessibility identifier or label, else `pan`.
    var controlName: String {
        ControlNaming.name(view?.accessibilityIdentifier) ?? ControlNaming.name(view?.accessibilityLabel) ?? "pan"
    }

    /// Whether a drag would be recognized: enabled, with a target, on a view a touch reaches.
    var isTappable: Bool { isEnabled && hasTargets && view?.receivesTouches == true }

    /// A drag across the screen, and one that stops a quarter of the way.
    var sampleArguments: [JSONValue] { [.string(Self.across), .string(Self.partway)] }

    /// Drags across the screen, or a quarter of the way with `"partway"`, unless the
    /// delegate's `gestureRecognizerShouldBegin(_:)` says no.
    func tap(argument: JSONValue) {
        guard isTappable, delegate?.gestureRecognizerShouldBegin(self) != false else { return }
        let isAcross = argument != .string(Self.partway)
        let distance = distanceDragged(fraction: isAcross ? 0.75 : 0.25)
        defer { (state, dragTranslation, dragVelocity) = (.possible, .zero, .zero) }
        send(.began)
        Runtime.current?.turnRunLoop()
        dragTranslation = distance
        dragVelocity = isAcross ? CGPoint(x: distance.x == 0 ? 0 : 1000, y: distance.y == 0 ? 0 : 1000) : .zero
        send(.changed)
        Runtime.current?.turnRunLoop()
        send(.ended)
    }

    private static let across = "across"
    private static let partway = "partway"

    /// How far a drag of `fraction` of the screen moves: rightwards from a leading edge
    /// recognizer's edge, else rightwards and downwards (a pan to go back and one to
    /// dismiss both see themselves dragged).
    private func distanceDragged(fraction: CGFloat) -> CGPoint {
        let size = UIScreen.main.bounds.size
        let isEdge = (self as? UIScreenEdgePanGestureRecognizer).map { !$0.edges.isEmpty } ?? false
        return CGPoint(x: size.width * fraction, y: isEdge ? 0 : size.height * fraction)
    }

    /// Sends the actions with `state`, while the recognizer is still wanted.
    private func send(_ phase: State) {
        guard Runtime.current?.isRunning ?? false else { return }
        state = phase
        sendActions()
        Runtime.current?.observer?.appCodeRan()
    }
}
