import NavSimCore
import NavSimSimulator

/// The root of everything on screen. As in UIKit, the window shows its root from
/// `makeKeyAndVisible()` (or `isHidden = false`) on and until `isHidden = true`: while it is
/// hidden it keeps its root and presentations off the screen (they present out of sight,
/// their pushes run inside their calls, their controls take no touch). The app keeps a window
/// alive (the scene delegate's `window`): a window it lets go of is released, and what it
/// showed leaves the screen (docs/uikit.md, "Windows").
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The session the window lives in.
    let runtime: Runtime
    /// The window's id in the trace.
    let windowID: WindowID
    /// The scene the window belongs to.
    open weak var windowScene: UIWindowScene?
    /// Whether the window is on screen: shown by `makeKeyAndVisible()` or `isHidden = false`,
    /// and not hidden since.
    private(set) var isShown = false

    /// Whether the window is the key window: the one made key last, one at a time.
    open var isKeyWindow: Bool { runtime.keyWindow === self }

    /// The window's level: every window of a higher level is in front of every window of a
    /// lower one, whatever the order they were shown in.
    open var windowLevel = Level.normal {
        didSet { if oldValue != windowLevel { recordFrontWindow() } }
    }

    /// When the window was last put in front of its level (`makeKeyAndVisible()`, or shown):
    /// the later, the nearer the front among windows of one level.
    private var orderedAt = 0

    /// Creates a window and records it.
    public override init(frame: CGRect) {
        runtime = .forNewObject
        windowID = runtime.makeWindowID()
        super.init(frame: frame)
        isHidden = true
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
        isHidden = true
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
            guard runtime.isRunning, let window = runtime.state.windows[windowID],
                window.root != nil || !window.modals.isEmpty
            else { return }
            takeOff(rootViewController)
            Self.recordFrontWindow(in: runtime)
        }
    }

    /// Shows the window in front of every window of its level or a lower one, and makes it
    /// the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        orderFront()
        makeKey()
    }

    /// Whether the window is off the screen; `true` until the window is first shown. Showing
    /// it (`false`) makes it visible without making it key; hiding it takes what it shows
    /// off the screen until it shows again.
    open override var isHidden: Bool {
        didSet { isHidden ? hide() : show() }
    }

    /// Puts the root, and what it presents, into the window when the window shows, in front
    /// of its level: the root first shown is recorded then (`windowRootSet`), a window hidden
    /// in the trace shows again (`windowShown`).
    private func show() {
        runtime.observer?.appCodeRan()
        guard !isShown else { return }
        isShown = true
        if isHiddenInTrace {
            runtime.transition { runtime.emit(.windowShown(windowID)) }
        } else if let root = rootViewController {
            takeOff(nil, showing: root.recordIfNeeded())
        }
        orderFront()
    }

    /// Takes the root, and what it presents, off the screen while the window is hidden
    /// (`windowHidden`): they stay the window's (its presentations stay presented) and get
    /// their disappearance callbacks; the window in front of the others that show takes the
    /// touches. A window that shows no root records nothing: nothing leaves the screen.
    private func hide() {
        guard isShown else { return }
        runtime.observer?.appCodeRan()
        isShown = false
        guard runtime.isRunning, runtime.state.windows[windowID]?.root != nil else { return }
        runtime.transition { runtime.emit(.windowHidden(windowID)) }
        recordFrontWindow()
    }

    /// Whether the trace has the window hidden: it was hidden after showing a root, and not
    /// shown since.
    private var isHiddenInTrace: Bool { runtime.state.windows[windowID]?.isHidden == true }

    /// Puts the window in front of the others of its level.
    private func orderFront() {
        runtime.windowOrderings += 1
        orderedAt = runtime.windowOrderings
        recordFrontWindow()
    }

    private func recordFrontWindow() {
        Self.recordFrontWindow(in: runtime)
    }

    /// Records `windowOrderedFront` when the window UIKit puts in front, of those that show a
    /// controller (the highest level, then the one last put in front), is not the one the
    /// state has in front.
    static func recordFrontWindow(in runtime: Runtime) {
        let state = runtime.state
        let shown = backToFront(runtime.windows.compactMap { $0 as? UIWindow }).filter {
            $0.isShown && state.windows[$0.windowID]?.root != nil
        }
        guard runtime.isRunning, let front = shown.last, state.frontWindow?.id != front.windowID else { return }
        runtime.emit(.windowOrderedFront(front.windowID))
    }

    /// `windows` from back to front: by level, then in the order they were put in front of
    /// their level (a window never shown first).
    static func backToFront(_ windows: [UIWindow]) -> [UIWindow] {
        windows.sorted { ($0.windowLevel.rawValue, $0.orderedAt) < ($1.windowLevel.rawValue, $1.orderedAt) }
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
        // A window never shown records its root when it shows; one hidden in the trace holds
        // the new root there, off the screen.
        guard isShown || isHiddenInTrace else { return }
        takeOff(oldValue, showing: rootID)
        recordFrontWindow()
    }

    /// Takes `oldRoot` and what it presents off the screen and out of the window, top first,
    /// and shows `newRoot`.
    private func takeOff(_ oldRoot: UIViewController?, showing newRoot: ControllerID? = nil) {
        var presented: [UIViewController] = []
        while let next = (presented.last ?? oldRoot)?.presented { presented.append(next) }
        runtime.transition {
            for layer in presented.reversed() {
                if let id = layer.controllerID { runtime.emit(.dismissed(id)) }
            }
            if runtime.state.windows[windowID]?.root != newRoot {
                runtime.emit(.windowRootSet(windowID, root: newRoot))
            }
        }
        for layer in [oldRoot].compactMap({ $0 }) + presented {
            layer.presented = nil
            layer.presenter = nil
        }
    }
}

extension UIWindow {
    /// A window's place on the z-axis: windows of a higher level are in front.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a level.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default level, 0.
        public static let normal = Level(0)
        /// The status bar's level, 1000.
        public static let statusBar = Level(1000)
        /// The level of alerts, 2000.
        public static let alert = Level(2000)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        /// The level `rhs` above `lhs` (`.alert + 1`).
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        /// The level `rhs` below `lhs`.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }
}
