/// The message of a target–action pair: what `#selector(…)` names in iOS code.
///
/// Linux has no Objective-C runtime to find a method by its name, so a NavSim selector
/// holds a Swift reference to the method. `navsim init`'s build rewrites each
/// `#selector(tap(_:))` of the app into `Selector(navSimPort: "tap(_:)", Owner.tap(_:))`
/// (docs/your-app.md), so `addTarget(_:action:for:)`, `UIBarButtonItem(…target:action:)`
/// and `NotificationCenter.addObserver(_:selector:name:object:)` compile unchanged. Two
/// selectors are equal when they name the same method. It is sent on the main actor only,
/// so it can be handed to the closures Foundation runs there.
public struct Selector: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The method's name as the app wrote it, `tap(_:)`.
    public let name: String
    private let send: (AnyObject, Any?, Any?) -> Bool

    /// A selector of a method taking nothing. What a method returns (`resignFirstResponder()`'s
    /// `Bool`) is dropped, as Objective-C's target–action drops it.
    public init<Target: AnyObject, Result>(navSimPort name: String, _ method: @escaping (Target) -> () -> Result) {
        self.name = name
        send = { target, _, _ in
            guard let target = target as? Target else { return false }
            _ = method(target)()
            return true
        }
    }

    /// A selector of a method taking the sender (or the notification, the timer, …).
    public init<Target: AnyObject, Sender, Result>(
        navSimPort name: String, _ method: @escaping (Target) -> (Sender) -> Result
    ) {
        self.name = name
        send = { target, sender, _ in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            _ = method(target)(sender)
            return true
        }
    }

    /// A selector of an action method whose body never reads its sender (`navsim init`'s
    /// build tells): sent with a sender of another class too, as Objective-C sends it without
    /// checking the sender's type (a storyboard's button connected to an action taking a
    /// `UIBarButtonItem`). That is safe only because the body never touches the sender.
    public init<Target: AnyObject, Sender, Result>(
        navSimPort name: String, unreadSender method: @escaping (Target) -> (Sender) -> Result
    ) {
        self.name = name
        send = { target, sender, _ in
            guard let target = target as? Target else { return false }
            if let sender = sender as? Sender {
                _ = method(target)(sender)
            } else if let sender, type(of: sender) is AnyObject.Type, Sender.self is AnyObject.Type {
                _ = method(target)(unsafeBitCast(sender as AnyObject, to: Sender.self))
            } else {
                return false
            }
            return true
        }
    }

    /// A selector of a method taking the sender and the event.
    public init<Target: AnyObject, Sender, Event, Result>(
        navSimPort name: String, _ method: @escaping (Target) -> (Sender, Event) -> Result
    ) {
        self.name = name
        send = { target, sender, event in
            guard let target = target as? Target, let sender = sender as? Sender, let event = event as? Event else {
                return false
            }
            _ = method(target)(sender, event)
            return true
        }
    }

    /// A selector of a method of `object`'s type (`#selector(object.tap)`); `object` only
    /// gives the type.
    public init<Target: AnyObject, Result>(
        navSimPort name: String, of object: Target, _ method: @escaping (Target) -> () -> Result
    ) {
        self.init(navSimPort: name, method)
    }

    /// A selector of a method of `object`'s type taking the sender.
    public init<Target: AnyObject, Sender, Result>(
        navSimPort name: String, of object: Target, _ method: @escaping (Target) -> (Sender) -> Result
    ) {
        self.init(navSimPort: name, method)
    }

    public var description: String { name }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Calls the method on `target` with `sender` and `event`, as `UIApplication.sendAction`
    /// does. A target of another type does not respond, which UIKit reports with an
    /// "unrecognized selector" exception: NavSim stops with the same words.
    ///
    /// It runs on the calling thread, as Objective-C's message sending does: Foundation
    /// sends a notification's selector on the thread that posted it.
    func perform(on target: AnyObject, sender: Any?, event: Any? = nil) {
        guard send(target, sender, event) else {
            fatalError(
                "-[\(type(of: target)) \(name)]: unrecognized selector sent to instance (NavSim: the target is not "
                    + "of the method's type, or the sender is not of its parameter's)")
        }
    }

    /// Calls the method on the first responder from `first` up the chain that has it, as
    /// UIKit does for a `nil` target; nothing when none has it.
    ///
    /// - Returns: Whether one had it.
    @MainActor @discardableResult
    func performThroughResponderChain(from first: UIResponder, sender: Any?, event: Any? = nil) -> Bool {
        var responder: UIResponder? = first
        while let current = responder {
            if send(current, sender, event) { return true }
            responder = current.next
        }
        return false
    }
}
