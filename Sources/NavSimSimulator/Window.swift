public import NavSimCore

/// A simulated `UIWindow`: the root of everything on screen. The runtime keeps it alive,
/// as `UIApplication` does.
@MainActor
public final class Window {
    /// The window's id in the trace.
    public let windowID: WindowID
    private let runtime: Runtime

    /// Creates a window and hands it to the runtime.
    public init(runtime: Runtime = .forNewObject) {
        self.runtime = runtime
        windowID = runtime.makeWindowID()
        runtime.register(window: self)
        runtime.emit(.windowCreated(windowID))
    }

    /// The root view controller; replacing it takes the old one (and what it presents)
    /// off the screen.
    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let root = rootViewController, root.parent != nil || runtime.state.location(of: root.controllerID) != nil
            {
                rootViewController = oldValue
                return runtime.crash("Window root \(root.controllerID) is already shown elsewhere")
            }
            // What the old root presents leaves with it, top first.
            var presented: [ViewController] = []
            while let next = (presented.last ?? oldValue)?.presentedViewController { presented.append(next) }
            runtime.transition {
                for layer in presented.reversed() { runtime.emit(.dismissed(layer.controllerID)) }
                runtime.emit(.windowRootSet(windowID, root: rootViewController?.controllerID))
            }
            for layer in [oldValue].compactMap({ $0 }) + presented {
                layer.presentedViewController = nil
                layer.presentingViewController = nil
            }
        }
    }

    /// Shows the window; kept for the seeds' `makeKeyAndVisible()`, it changes nothing.
    public func makeKeyAndVisible() {}
}
