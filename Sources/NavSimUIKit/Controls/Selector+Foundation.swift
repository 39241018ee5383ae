/// Foundation's selector-taking calls that iOS code makes, over NavSim's ``Selector``
/// (Linux's Foundation has none of them: they need the Objective-C runtime).
extension NotificationCenter {
    /// Sends `selector` to `observer`, with the notification, for each notification
    /// `name` from `object` (any name or object when `nil`), on the thread that posts it.
    /// The center holds the observer weakly, as Foundation has since iOS 9;
    /// ``removeObserver(_:)`` stops it. Like Foundation's, it may be called from any thread
    /// (an observer's `init` that is not on the main actor).
    public func addObserver(_ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?) {
        let observer = observer as AnyObject
        nonisolated(unsafe) let receiver = WeakReference(observer)
        let token = addObserver(forName: name, object: object, queue: nil) { notification in
            if let observer = receiver.object { selector.perform(on: observer, sender: notification) }
        }
        SelectorObservers.lock.withLock {
            SelectorObservers.tokens[ObjectIdentifier(observer), default: []].append(token)
        }
    }

    /// Stops sending `observer` its notifications: those added with a selector, and, for a
    /// block's token, the block. It may be called from any thread (a `deinit`).
    public func removeObserver(_ observer: AnyObject) {
        let tokens = SelectorObservers.lock.withLock {
            SelectorObservers.tokens.removeValue(forKey: ObjectIdentifier(observer)) ?? []
        }
        for token in tokens { removeObserver(token as Any) }
        removeObserver(observer as Any)
    }
}

/// The block observers standing for selector observers, by observer.
private enum SelectorObservers {
    /// Guards ``tokens``: observers are added and removed from any thread.
    static let lock = NSLock()
    nonisolated(unsafe) static var tokens: [ObjectIdentifier: [any NSObjectProtocol]] = [:]
}

extension NSObject {
    /// Sends `selector` to this object with `argument` after `delay` seconds of the app's
    /// (virtual) time.
    @MainActor
    public func perform(_ selector: Selector, with argument: Any?, afterDelay delay: TimeInterval) {
        nonisolated(unsafe) let (target, argument) = (self, argument)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { selector.perform(on: target, sender: argument) }
    }

    /// Sends `selector` to this object now.
    @MainActor
    public func perform(_ selector: Selector) {
        selector.perform(on: self, sender: nil)
    }

    /// Sends `selector` to this object now, with `argument`.
    @MainActor
    public func perform(_ selector: Selector, with argument: Any?) {
        selector.perform(on: self, sender: argument)
    }
}

extension Timer {
    /// A timer sending `selector` to `target` (which it holds) with the timer, every
    /// `interval` seconds when `repeats`, scheduled on the main run loop. `userInfo` is not
    /// kept.
    @MainActor
    public class func scheduledTimer(
        timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) -> Timer {
        nonisolated(unsafe) let target = target as AnyObject
        return scheduledTimer(withTimeInterval: interval, repeats: repeats) { timer in
            selector.perform(on: target, sender: timer)
        }
    }
}
