/// A touch, motion or press event, which UIKit hands to actions that take one
/// (`tap(_:for:)`) and to `sendAction(_:to:from:for:)`. NavSim makes none: its actions get
/// `nil`, so the type is here for the app's signatures to compile.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// What kind of event it is.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// The kind of event: `touches`.
    open var type: EventType { .touches }

    /// When the event happened, in seconds since the system started: 0.
    open var timestamp: TimeInterval { 0 }
}

/// What a background fetch found, for the completion handler of the app delegate's
/// background fetch and remote notification methods; NavSim never calls those.
public enum UIBackgroundFetchResult: UInt, Sendable {
    case newData, noData, failed
}
