import NavSimSimulator

/// An exception UIKit raises on app code it cannot serve, such as a storyboard identifier or a
/// cell reuse identifier that names nothing registered.
///
/// An uncaught exception ends an iOS app; here it ends the process too (app code cannot go on
/// without the controller or cell it asked for), but first it is recorded as the running
/// session's `crashed` event with UIKit's reason, so that the trace and the test store's events
/// say why the app ended rather than only the signal that ended it.
enum UIKitException {
    /// Records `reason` as a crash of the running session, if any, then stops the program with it.
    static func raise(_ reason: String) -> Never {
        MainActor.assumeIsolated { Runtime.current?.crash(reason) }
        fatalError(reason)
    }
}
