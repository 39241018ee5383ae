import NavSimCore

/// A view that sends actions when the user interacts with it.
///
/// Actions are `UIAction`s added with ``addAction(_:for:)``, or target–action pairs added
/// with ``addTarget(_:action:for:)`` (a ``Selector`` holds a Swift reference to the
/// method, see its documentation). A tap sends `.touchDown`, then `.touchUpInside`; each action runs once per
/// event mask it matches, in the order the actions were added. A control can be tapped
/// when it is enabled, it and every view above it are visible and accept touches, and a
/// tap would run an action. Its name in traces is its `accessibilityIdentifier`, else
/// `control` (subclasses say more).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Whether the control responds to touches.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { noteChange(of: "isEnabled") } }
    }
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted (touched).
    open var isHighlighted = false
    /// How the content lines up horizontally.
    open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment = .center
    /// How the content lines up vertically.
    open var contentVerticalAlignment: UIControl.ContentVerticalAlignment = .center
    private var registrations: [(action: UIAction, events: UIControl.Event)] = []

    /// The control's state: enabled, selected, highlighted.
    open var state: UIControl.State {
        var state: UIControl.State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// The events some action is registered for.
    open var allControlEvents: UIControl.Event {
        registrations.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// Creates a control with `frame` that runs `primaryAction` for
    /// `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { adoptPrimaryAction(primaryAction) }
    }

    /// Registers `action`, the control's primary action; a button also takes its title
    /// and image.
    func adoptPrimaryAction(_ action: UIAction) {
        addAction(action, for: .primaryActionTriggered)
    }

    // MARK: - Actions

    /// Adds `action` for `controlEvents`. Actions are unique by identifier, as in UIKit:
    /// adding one with the identifier of an action already added for some of these events
    /// replaces it for those events.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
        registrations.append((action, controlEvents))
    }

    /// Removes the action with `action`'s identifier from `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action identified by `actionIdentifier` from `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        for index in registrations.indices where registrations[index].action.identifier == actionIdentifier {
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    // MARK: - Target–action

    /// Adds `action` sent to `target` for `controlEvents`. The control holds the target
    /// weakly, as UIKit does; the same pair added again for the same events is kept once. A
    /// `nil` target, or one released since, gets the action through the responder chain
    /// (``UIResponder/next``), from the control up: so a button made in a property's
    /// initializer with `addTarget(self, …)`, where `self` is not the controller but a value
    /// released at once, reaches its controller, as on iOS. A class given as the target
    /// (`addTarget(Screen.self, …)`) stops the app with UIKit's "unrecognized selector sent
    /// to class" when tapped.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        if let type = target as? Any.Type {
            let identifier = UIAction.Identifier("navsim.target.class.\(type).\(action.name)")
            addAction(
                UIAction(identifier: identifier) { _ in
                    fatalError("+[\(type) \(action.name)]: unrecognized selector sent to class")
                }, for: controlEvents)
            return
        }
        let target = target.map { $0 as AnyObject }
        let identifier = UIAction.Identifier("\(Self.targetIdentifier(of: target)).\(action.name)")
        addAction(
            UIAction(identifier: identifier) { [weak self, weak target] sent in
                if let target {
                    action.perform(on: target, sender: sent.sender, event: UIEvent())
                } else if let self {
                    action.performThroughResponderChain(from: self, sender: sent.sender, event: UIEvent())
                }
            }, for: controlEvents)
    }

    /// Removes `target`'s `action` (every action of `target` when `nil`; every target's when
    /// `target` is `nil`) from `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        let receiver = target.map { Self.targetIdentifier(of: $0 as AnyObject) } ?? "navsim.target."
        for index in registrations.indices {
            let identifier = registrations[index].action.identifier.rawValue
            guard identifier.hasPrefix(receiver) else { continue }
            if let action, !identifier.hasSuffix("." + action.name) { continue }
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    private static func targetIdentifier(of target: AnyObject?) -> String {
        target.map { "navsim.target.\(UInt(bitPattern: ObjectIdentifier($0).hashValue))" } ?? "navsim.target.chain"
    }

    /// Runs the actions registered for any of `controlEvents`, in the order they were
    /// added, each once, with this control as their sender.
    open func sendActions(for controlEvents: UIControl.Event) {
        for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
            registration.action.perform(sender: self)
        }
    }

    /// Runs `action` with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Whether some action is registered for any of `controlEvents`.
    func hasActions(for controlEvents: UIControl.Event) -> Bool {
        registrations.contains { !$0.events.isDisjoint(with: controlEvents) }
    }

    // MARK: - Tapping

    /// The events a tap sends after `.touchDown`.
    var tapEvents: UIControl.Event { .touchUpInside }

    /// The control's name in traces.
    var controlName: String {
        ControlNaming.name(accessibilityIdentifier) ?? "control"
    }

    /// Whether a touch reaches the control and it is enabled.
    var acceptsTouches: Bool { isEnabled && receivesTouches }

    /// Whether a tap would do something now.
    var isTappable: Bool { acceptsTouches && hasActions(for: tapEvents.union(.touchDown)) }

    /// The arguments a random walk tries.
    var sampleArguments: [JSONValue] { [.null] }

    /// Does what a tap does: `.touchDown`, then ``tapEvents``.
    func tap(argument: JSONValue) {
        guard acceptsTouches else { return }
        sendActions(for: .touchDown)
        sendActions(for: tapEvents)
    }
}

extension UIControl: TappableControl {}
