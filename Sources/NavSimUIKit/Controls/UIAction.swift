/// The closure an action runs.
public typealias UIActionHandler = (UIAction) -> Void

/// An action a control, a bar button item or a menu runs: a title, an image and a handler.
///
/// The handler gets the action; while it runs, ``sender`` is the control or bar button
/// item that sent it (`nil` when code calls the handler some other way), as in UIKit.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    private static var actionsCreated = 0

    private let handler: UIActionHandler
    /// The action's identifier: one given, or a unique one. A control keeps one action per
    /// identifier and event.
    open private(set) var identifier: UIAction.Identifier
    /// A longer title for discoverability.
    open var discoverabilityTitle: String?
    /// How the action looks and behaves in a menu.
    open var attributes: UIMenuElement.Attributes
    /// Whether the action shows a checkmark in a menu.
    open var state: UIMenuElement.State
    /// The control or bar button item running the action, while its handler runs.
    open private(set) var sender: Any?

    /// Creates an action running `handler`.
    public init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        Self.actionsCreated += 1
        self.identifier = identifier ?? UIAction.Identifier("navsim.action.\(Self.actionsCreated)")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with ``sender`` set to `sender` while it runs.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}

extension UIAction {
    /// The identifier of an action.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
