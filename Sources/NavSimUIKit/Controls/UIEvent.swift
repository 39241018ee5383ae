/// A touch, motion or press event, which UIKit hands to actions that take one
/// (`tap(_:forEvent:)`) and to `sendAction(_:to:from:for:)`. A control's actions get a
/// touches event that holds nothing else, so an action taking one runs.
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
