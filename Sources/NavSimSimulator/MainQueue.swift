import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs what was queued on libdispatch's main queue from outside a session's thread, so
/// that it happens inside an input.
///
/// App code defers work with `DispatchQueue.main.async { … }` and `Task { @MainActor in
/// … }`; on iOS the main run loop runs those blocks soon after. Queued on a session's
/// thread, both go to the session's own ``JobQueue`` (``SimulatedExecutors``); what another
/// thread queues (counted as outside work), or code outside any session, lands in
/// libdispatch's main queue, which the session drains before an input ends.
///
/// It uses libdispatch's own hook for run loops, `_dispatch_main_queue_callback_4CF`
/// (exported but private ABI, what CoreFoundation calls): each call runs the blocks
/// queued before it, so a block queued by a block runs in the next pass. On Linux the
/// eventfd libdispatch signals when the main queue gets work
/// (`_dispatch_get_main_queue_handle_4CF`) tells whether a pass has anything to run. Both
/// are looked up at run time; where either is missing (other platforms), a pass is one
/// turn of `RunLoop.main`, which runs the same blocks, more slowly and without knowing
/// when it is done (``runLoopPass()``).
///
/// **Only the main thread can drain the main queue.** When the current code runs on the
/// main actor but not on the main thread — Swift Testing's tests on Linux, whose main
/// thread is parked in `dispatch_main()` while main-actor jobs run on a worker — the
/// queued blocks can run only after the current job returns, and ``drain()`` returns 0
/// without running anything. The `navsim` tool and XCTest run on the main thread.
package enum MainQueue {
    /// The passes ``drain()`` runs at most: a chain of blocks each queueing the next ends
    /// there (the rest run at the next drain).
    package static let maximumPasses = 16

    /// Runs every block queued on the main dispatch queue (DispatchQueue.main.async, and
    /// Task { @MainActor in } jobs), including blocks those blocks enqueue, up to 16
    /// passes; returns the number of passes that ran something.
    ///
    /// Off the main thread it runs nothing and returns 0 (see ``MainQueue``).
    @discardableResult
    package static func drain() -> Int {
        guard Thread.isMainThread else { return 0 }
        if let libdispatch = LibdispatchHooks.shared {
            return drain(passingWith: libdispatch.runPass)
        }
        return drain(passingWith: runLoopPass)
    }

    /// Runs passes until one runs nothing, at most ``maximumPasses``; returns how many ran
    /// something.
    static func drain(passingWith pass: () -> Bool) -> Int {
        var passes = 0
        while passes < maximumPasses, pass() { passes += 1 }
        return passes
    }

    /// One turn of the main run loop, which runs the blocks queued before it.
    ///
    /// `RunLoop` cannot tell whether there were any: on the main thread it reports `true`
    /// after every turn, so with this fallback ``drain()`` always runs, and reports,
    /// ``maximumPasses`` passes.
    static func runLoopPass() -> Bool {
        RunLoop.main.run(mode: .default, before: .distantPast)
    }
}

/// libdispatch's private entry points for the run loop of the main thread.
private struct LibdispatchHooks {
    /// Runs the blocks on the main queue at the time of the call (`void
    /// _dispatch_main_queue_callback_4CF(void *unused)`).
    let runMainQueue: @convention(c) (UnsafeMutableRawPointer?) -> Void
    /// The eventfd libdispatch writes to when the main queue gets work.
    let wakeups: Int32

    /// The hooks of this process's libdispatch, `nil` where they are missing.
    static let shared: LibdispatchHooks? = {
        #if os(Linux)
            guard let process = dlopen(nil, RTLD_NOW),
                let callback = dlsym(process, "_dispatch_main_queue_callback_4CF"),
                let handle = dlsym(process, "_dispatch_get_main_queue_handle_4CF")
            else { return nil }
            typealias Handle = @convention(c) () -> Int32
            let wakeups = unsafeBitCast(handle, to: Handle.self)()
            guard wakeups >= 0 else { return nil }
            return LibdispatchHooks(
                runMainQueue: unsafeBitCast(callback, to: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self),
                wakeups: wakeups)
        #else
            return nil
        #endif
    }()

    /// Runs a pass if libdispatch signalled work since the last one; whether it did.
    ///
    /// Reading the eventfd clears the signal. If something else ran the queue after
    /// libdispatch signalled (a run loop turned), the pass runs nothing yet counts.
    func runPass() -> Bool {
        var signals: UInt64 = 0
        guard read(wakeups, &signals, MemoryLayout<UInt64>.size) == MemoryLayout<UInt64>.size else { return false }
        runMainQueue(nil)
        return true
    }
}
