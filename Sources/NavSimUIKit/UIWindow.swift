import NavSimCore
import NavSimSimulator

/// The root of everything on screen. The session keeps every window alive, as
/// `UIApplication` does.
///
/// Difference from UIKit: a window is in view from its creation; UIKit shows it at
/// `makeKeyAndVisible()`, which here only marks it key.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The session the window lives in.
    let runtime: Runtime
    /// The window's id in the trace.
    let windowID: WindowID
    /// The scene the window belongs to.
    open weak var windowScene: UIWindowScene?
    /// Whether `makeKeyAndVisible()` or `makeKey()` was called.
    open private(set) var isKeyWindow = false

    /// Creates a window and records it.
    public override init(frame: CGRect) {
        runtime = .forNewObject
        windowID = runtime.makeWindowID()
        super.init(frame: frame)
        runtime.register(window: self)
        runtime.emit(.windowCreated(windowID))
    }

    /// Creates a window for `windowScene`, the size of the screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: .zero)
        self.windowScene = windowScene
    }

    /// Creates a window; the coder is not read (a storyboard sets what it holds after).
    public required init?(coder: NSCoder) {
        runtime = .forNewObject
        windowID = runtime.makeWindowID()
        super.init(frame: .zero)
        runtime.register(window: self)
        runtime.emit(.windowCreated(windowID))
    }

    /// The root view controller; replacing it takes the old one, and what it presents, off
    /// the screen.
    open var rootViewController: UIViewController? {
        didSet { rootDidChange(from: oldValue) }
    }

    /// Makes the window key; it is in view already.
    open func makeKeyAndVisible() {
        isKeyWindow = true
    }

    /// Makes the window key.
    open func makeKey() {
        isKeyWindow = true
    }

    private func rootDidChange(from oldValue: UIViewController?) {
        runtime.observer?.appCodeRan()
        guard oldValue !== rootViewController else { return }
        if let root = rootViewController {
            let isShown = root.controllerID.map { runtime.state.location(of: $0) != nil } ?? false
            guard root.runtime === runtime, root.parent == nil, root.presenter == nil, !isShown else {
                rootViewController = oldValue
                return runtime.crash(
                    "window root \(NavSimNames.className(of: root)) is already shown or from another session")
            }
        }
        let rootID = rootViewController?.recordIfNeeded()
        // What the old root presents leaves with it, top first.
        var presented: [UIViewController] = []
        while let next = (presented.last ?? oldValue)?.presented { presented.append(next) }
        runtime.transition {
            for layer in presented.reversed() {
                if let id = layer.controllerID { runtime.emit(.dismissed(id)) }
            }
            runtime.emit(.windowRootSet(windowID, root: rootID))
        }
        for layer in [oldValue].compactMap({ $0 }) + presented {
            layer.presented = nil
            layer.presenter = nil
        }
    }
}
