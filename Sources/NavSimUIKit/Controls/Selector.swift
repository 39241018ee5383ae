import Foundation

/// The message of a target–action pair: what `#selector(…)` names in iOS code.
///
/// Linux has no Objective-C runtime to find a method by its name, so a NavSim selector
/// holds a Swift reference to the method. `navsim init`'s build rewrites each
/// `#selector(tap(_:))` of the app into `Selector(navSimPort: "tap(_:)", Owner.tap(_:))`
/// (docs/your-app.md), so `addTarget(_:action:for:)`, `UIBarButtonItem(…target:action:)`
/// and `NotificationCenter.addObserver(_:selector:name:object:)` compile unchanged. Two
/// selectors are equal when they name the same method. It is sent on the main actor only,
/// so it can be handed to the closures Foundation runs there.
///
/// Objective-C sends a message by its name, whatever the target's class and the sender's:
/// a target that is not of the referenced method's type, or a sender that is not of its
/// parameter's, gets the method of that name its own class declares with `@objc` or
/// `@IBAction` in the app's ported files (which the port registers), as Objective-C finds it.
public struct Selector: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The method's name as the app wrote it, `tap(_:)`.
    public let name: String
    private let send: (AnyObject, Any?, Any?) -> Delivery

    /// What sending did: called the method, or found the target or the sender not of the
    /// method's types.
    enum Delivery: Equatable {
        case delivered
        case targetOfAnotherType
        case senderOfAnotherType(expected: String)
    }

    /// A selector of a method taking nothing. What a method returns (`resignFirstResponder()`'s
    /// `Bool`) is dropped, as Objective-C's target–action drops it.
    public init<Target: AnyObject, Result>(navSimPort name: String, _ method: @escaping (Target) -> () -> Result) {
        self.name = name
        send = { target, _, _ in
            guard let target = target as? Target else { return .targetOfAnotherType }
            _ = method(target)()
            return .delivered
        }
    }

    /// A selector of a method taking nothing, where the type also has methods of that name
    /// taking parameters (`reload()` beside `reload(animated:)`): the label picks the one
    /// without.
    public init<Target: AnyObject, Result>(
        navSimPort name: String, takingNothing method: @escaping (Target) -> () -> Result
    ) {
        self.init(navSimPort: name, method)
    }

    /// A selector of a method taking the sender (or the notification, the timer, …).
    ///
    /// A `Bool` parameter (`#selector(UIView.endEditing(_:))` on a tap gesture) gets `true`
    /// for an object sender: Objective-C passes the sender's address, which is not zero.
    public init<Target: AnyObject, Sender, Result>(
        navSimPort name: String, _ method: @escaping (Target) -> (Sender) -> Result
    ) {
        self.name = name
        send = { target, sender, _ in
            guard let target = target as? Target else { return .targetOfAnotherType }
            if let sender = Self.cast(sender, to: Sender.self) {
                _ = method(target)(sender)
            } else if Sender.self == Bool.self, let sender, type(of: sender) is AnyObject.Type {
                _ = method(target)(true as! Sender)
            } else {
                return .senderOfAnotherType(expected: "\(Sender.self)")
            }
            return .delivered
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
            guard let target = target as? Target else { return .targetOfAnotherType }
            if let sender = Self.cast(sender, to: Sender.self) {
                _ = method(target)(sender)
            } else if let sender, type(of: sender) is AnyObject.Type, Sender.self is AnyObject.Type {
                _ = method(target)(unsafeBitCast(sender as AnyObject, to: Sender.self))
            } else {
                return .senderOfAnotherType(expected: "\(Sender.self)")
            }
            return .delivered
        }
    }

    /// A selector of a method taking the sender and the event.
    public init<Target: AnyObject, Sender, Event, Result>(
        navSimPort name: String, _ method: @escaping (Target) -> (Sender, Event) -> Result
    ) {
        self.name = name
        send = { target, sender, event in
            guard let target = target as? Target else { return .targetOfAnotherType }
            guard let sender = Self.cast(sender, to: Sender.self), let event = Self.cast(event, to: Event.self) else {
                return .senderOfAnotherType(expected: "\(Sender.self), \(Event.self)")
            }
            _ = method(target)(sender, event)
            return .delivered
        }
    }

    /// `value` as a parameter of type `Parameter`: the value itself, not the optional holding
    /// it (an `Any` parameter gets the button, not `Optional(button)`); `nil` only for an
    /// optional parameter.
    private static func cast<Parameter>(_ value: Any?, to _: Parameter.Type) -> Parameter? {
        if let value { return value as? Parameter }
        return Parameter.self is any ExpressibleByNilLiteral.Type ? Optional<Any>.none as? Parameter : nil
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

    /// Whether two selectors' names reach one method: equal, or one written without its
    /// labels (`#selector(tap)` for `tap(_:)`).
    func names(sameMethodAs other: Selector) -> Bool {
        name == other.name
            || (!(name.contains("(") && other.name.contains("("))
                && name.prefix { $0 != "(" } == other.name.prefix { $0 != "(" })
    }

    /// Registers the `@objc` and `@IBAction` methods of the app's classes (a test of the
    /// class, its methods), which `PortedInterface` installs: what a message by name reaches.
    static func register(_ classes: [(matches: (AnyObject) -> Bool, methods: [Selector])]) {
        RegisteredMethods.lock.withLock { RegisteredMethods.classes = classes }
    }

    /// Sends the method to `target`, or else the method of that name that `target`'s class
    /// declares in the app's ported files.
    func deliver(to target: AnyObject, sender: Any?, event: Any?) -> Delivery {
        let delivery = send(target, sender, event)
        guard delivery != .delivered,
            let declared = RegisteredMethods.lock.withLock({
                RegisteredMethods.classes.lazy.filter { $0.matches(target) }.flatMap(\.methods)
                    .first { $0.names(sameMethodAs: self) }
            })
        else { return delivery }
        let redelivery = declared.send(target, sender, event)
        return redelivery == .targetOfAnotherType ? delivery : redelivery
    }

    /// Calls the method on `target` with `sender` and `event`, as `UIApplication.sendAction`
    /// does. A target without the method does not respond, which UIKit reports with an
    /// "unrecognized selector" exception: NavSim stops with the same words. A sender of
    /// another class than the parameter's that the body reads stops it too, with what to do:
    /// Objective-C passes it unchecked, and the body's messages to it may work on iOS.
    ///
    /// It runs on the calling thread, as Objective-C's message sending does: Foundation
    /// sends a notification's selector on the thread that posted it.
    func perform(on target: AnyObject, sender: Any?, event: Any? = nil) {
        switch deliver(to: target, sender: sender, event: event) {
        case .delivered: return
        case .targetOfAnotherType:
            fatalError(
                "-[\(type(of: target)) \(name)]: unrecognized selector sent to instance (NavSim: no method \(name) "
                    + "of \(type(of: target)) is declared @objc or @IBAction in the app's ported files)")
        case .senderOfAnotherType(let expected):
            fatalError(
                "-[\(type(of: target)) \(name)]: NavSim cannot pass a \(sender.map { "\(type(of: $0))" } ?? "nil") "
                    + "sender to a method that takes \(expected) and reads it (Objective-C passes it unchecked); "
                    + "type the parameter as a class every sender has (UIControl, NSObject, AnyObject) or as Any")
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
            if deliver(to: current, sender: sender, event: event) == .delivered { return true }
            responder = current.next
        }
        return false
    }
}

/// The methods of the app's classes by name, from any thread: a notification's selector is
/// sent on the thread that posted it.
private enum RegisteredMethods {
    static let lock = NSLock()
    nonisolated(unsafe) static var classes: [(matches: (AnyObject) -> Bool, methods: [Selector])] = []
}
