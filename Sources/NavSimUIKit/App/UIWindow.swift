import NavSimCore
import NavSimSimulator

/// The root of everything on screen. As in UIKit, the window shows its root from
/// `makeKeyAndVisible()` (or `isHidden = false`) on: before that the root is in no window
/// (it cannot present, its pushes run inside their calls). The app keeps a window alive
/// (the scene delegate's `window`): a window it lets go of is released, and what it showed
/// leaves the screen (docs/uikit.md, "Windows").
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The session the window lives in.
    let runtime: Runtime
    /// The window's id in the trace.
    let windowID: WindowID
    /// The scene the window belongs to.
    open weak var windowScene: UIWindowScene?
    /// Whether the window was shown: `makeKeyAndVisible()` or `isHidden = false`.
    private(set) var isShown = false

    /// Whether the window is the key window: the one made key last, one at a time.
    open var isKeyWindow: Bool { runtime.keyWindow === self }

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

    /// The root view controller; in a window shown, replacing it takes the old one, and what
    /// it presents, off the screen.
    open var rootViewController: UIViewController? {
        didSet { rootDidChange(from: oldValue) }
    }

    /// Lets go of the root when the app lets go of the window: what it showed leaves the
    /// screen (UIKit removes a released window "from the view hierarchy").
    deinit {
        MainActor.assumeIsolated {
            guard runtime.isRunning, runtime.state.windows[windowID]?.root != nil else { return }
            takeOff(rootViewController)
        }
    }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        show()
        makeKey()
    }

    /// Showing the window (`false`) makes it visible without making it key; a window is not
    /// hidden again.
    open override var isHidden: Bool {
        didSet { if !isHidden { show() } }
    }

    /// Puts the root into the window the first time the window shows.
    private func show() {
        runtime.observer?.appCodeRan()
        guard !isShown else { return }
        isShown = true
        if let root = rootViewController { takeOff(nil, showing: root.recordIfNeeded()) }
    }

    /// Makes the window the key window; the previous key window resigns.
    open func makeKey() {
        guard !isKeyWindow else { return }
        let previous = runtime.keyWindow as? UIWindow
        runtime.keyWindow = self
        previous?.resignKey()
        becomeKey()
    }

    /// Called when the window becomes the key window; does nothing.
    open func becomeKey() {}

    /// Called when the window stops being the key window; does nothing.
    open func resignKey() {}

    /// The live window with `id` in `runtime`.
    static func window(_ id: WindowID, in runtime: Runtime) -> UIWindow? {
        runtime.windows.lazy.compactMap { $0 as? UIWindow }.first { $0.windowID == id }
    }

    private func rootDidChange(from oldValue: UIViewController?) {
        runtime.observer?.appCodeRan()
        guard oldValue !== rootViewController else { return }
        if let root = rootViewController {
            let isPlaced = root.controllerID.map { runtime.state.location(of: $0) != nil } ?? false
            guard root.runtime === runtime, root.parent == nil, root.presenter == nil, !isPlaced else {
                rootViewController = oldValue
                return runtime.crash(
                    "window root \(NavSimNames.className(of: root)) is already shown or from another session")
            }
        }
        let rootID = rootViewController?.recordIfNeeded()
        if isShown { takeOff(oldValue, showing: rootID) }
    }

    /// Takes `oldRoot` and what it presents off the screen, top first, and shows `newRoot`.
    private func takeOff(_ oldRoot: UIViewController?, showing newRoot: ControllerID? = nil) {
        var presented: [UIViewController] = []
        while let next = (presented.last ?? oldRoot)?.presented { presented.append(next) }
        runtime.transition {
            for layer in presented.reversed() {
                if let id = layer.controllerID { runtime.emit(.dismissed(id)) }
            }
            runtime.emit(.windowRootSet(windowID, root: newRoot))
        }
        for layer in [oldRoot].compactMap({ $0 }) + presented {
            layer.presented = nil
            layer.presenter = nil
        }
    }
}
