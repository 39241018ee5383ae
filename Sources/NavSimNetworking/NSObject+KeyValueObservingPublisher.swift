public import Foundation
public import NavSimCombine

/// What a key-value observation sends: Foundation's options, which Linux's Foundation does not
/// declare.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
    public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
    public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
    public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}

extension NSObjectProtocol where Self: NSObject {
    /// A publisher of the value at `keyPath`: with `.initial` (the default), its value when
    /// subscribed, then nothing, and it never finishes.
    ///
    /// Linux has no key-value observing, so no later change is sent. On iOS, UIKit's own
    /// properties send none either when the user changes them (a text field's `text` as the
    /// user types: "not all UIKit properties are KVO compliant", Apple's
    /// [Key-Value Observing](https://developer.apple.com/documentation/swift/using-key-value-observing-in-swift));
    /// a property the app itself declares `@objc dynamic` would, which NavSim does not send.
    public func publisher<Value>(
        for keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [.initial, .new]
    ) -> AnyPublisher<Value, Never> {
        let never = Empty<Value, Never>(completeImmediately: false)
        guard options.contains(.initial) else { return never.eraseToAnyPublisher() }
        return never.prepend(self[keyPath: keyPath]).eraseToAnyPublisher()
    }
}
