/// A gesture recognizer: a navigation controller's back swipe
/// (`interactivePopGestureRecognizer`), turned off on steps a user must not leave by
/// swiping (payment, onboarding), and the recognizers an app adds to its views with
/// target–action pairs (`UITapGestureRecognizer(target: self, action: #selector(…))`).
/// A disabled one recognizes nothing.
///
/// The recognizers an app adds are kept, with their targets (held weakly) and actions. A
/// tap recognizer is a control a user can tap (``UITapGestureRecognizer``), a pan recognizer
/// one a user can drag (``UIPanGestureRecognizer``); the other gestures are not performed by
/// any input (docs/uikit.md). The delegate is asked
/// ``UIGestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)``: for the back swipe's
/// recognizer before a back swipe is offered or sent, for a tap or pan recognizer as it is
/// tapped or dragged.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Whether it recognizes its gesture.
    open var isEnabled = true
    /// Asked whether the gesture may begin; held weakly, as in UIKit.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// The view it is attached to.
    open internal(set) weak var view: UIView?
    /// Whether a recognized gesture cancels the touches the view would get.
    open var cancelsTouchesInView = true
    /// Whether touches wait for the recognizer before the view gets them.
    open var delaysTouchesBegan = false
    /// Whether the end of touches waits for the recognizer.
    open var delaysTouchesEnded = true
    /// Where the gesture is: `.ended` while a tap's actions run, else `.possible`; settable,
    /// as custom recognizers see it through `UIKit.UIGestureRecognizerSubclass`.
    open var state = State.possible
    private(set) var targets: [(target: WeakReference, action: Selector)] = []
    /// Where the tap being recognized landed, if it was aimed (``location(in:)``).
    var tapLocation: CGPoint?

    /// A recognizer sending `action` to `target` when it recognizes its gesture.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer with no target.
    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Adds a target–action pair; the target is held weakly.
    open func addTarget(_ target: Any, action: Selector) {
        targets.append((WeakReference(target as AnyObject), action))
    }

    /// Removes `target`'s `action` (every action of `target` when `nil`; every pair when
    /// `target` is `nil`).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { pair in
            (object == nil || pair.target.object === object) && (action == nil || pair.action == action)
        }
    }

    /// Sends every action to its target, with the recognizer as sender.
    func sendActions() {
        for (target, action) in targets {
            if let object = target.object { action.perform(on: object, sender: self) }
        }
    }
}

/// Decides whether a gesture recognizer's gesture may begin.
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Whether `gestureRecognizer` may begin its gesture; `true` when not implemented.
    ///
    /// NavSim asks it when it lists the inputs and before it sends a back swipe (and as a
    /// tap recognizer is tapped), so keep it free of side effects, as UIKit may also ask it
    /// more than once.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

/// A recognizer of taps: a control named by its view (`controlName`),
/// whose tap sends its actions with `state` `.ended`.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The taps the gesture takes.
    open var numberOfTapsRequired = 1
    /// The fingers the gesture takes.
    open var numberOfTouchesRequired = 1
}

/// A recognizer of long presses.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the press lasts, in seconds.
    open var minimumPressDuration: TimeInterval = 0.5
    /// The taps before the press.
    open var numberOfTapsRequired = 0
}

/// A recognizer of swipes.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions it recognizes.
    open var direction: Direction = .right

    /// A swipe's directions.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
}

/// A recognizer of drags: a control a user can drag across the screen or part of the way,
/// whose actions are sent as the drag begins, moves and ends (docs/uikit.md, "Interactive
/// transitions").
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far the finger moved since the drag began (or since ``setTranslation(_:in:)``).
    var dragTranslation = CGPoint.zero
    /// How fast the finger moves, in points per second.
    var dragVelocity = CGPoint.zero

    /// How far the finger moved since the drag began; views have no frames to convert
    /// between, so it is the same in every view.
    open func translation(in view: UIView?) -> CGPoint { dragTranslation }

    /// Sets how far the finger moved, as a handler that consumes the movement does.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { dragTranslation = translation }

    /// How fast the finger moves, in points per second.
    open func velocity(in view: UIView?) -> CGPoint { dragVelocity }
}

/// A recognizer of drags that start at an edge of the screen.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a drag may start from.
    open var edges: UIRectEdge = []
}

/// Edges of a rectangle.
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A recognizer of pinches.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale of the pinch.
    open var scale: CGFloat = 1
}

extension UIView {
    /// Attaches `gestureRecognizer` to this view (it holds it).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizer.view = self
        attachedGestureRecognizers.append(gestureRecognizer)
    }

    /// Detaches `gestureRecognizer` from this view.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    /// The recognizers attached to this view, `nil` when none is.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
}
