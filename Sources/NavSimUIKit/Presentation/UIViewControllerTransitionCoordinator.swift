/// Which side of a transition a view controller is on.
public struct UITransitionContextViewControllerKey: Hashable, Sendable {
    let name: String
    /// The controller leaving.
    public static let from = UITransitionContextViewControllerKey(name: "from")
    /// The controller arriving.
    public static let to = UITransitionContextViewControllerKey(name: "to")
}

/// The context given to `animate(alongsideTransition:completion:)` blocks.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the user drives it now (a back swipe, or the app's gesture driving an
    /// interaction controller, until it finishes or cancels).
    var isInteractive: Bool { get }
    /// Whether an interactive transition was cancelled.
    var isCancelled: Bool { get }
    /// Whether the transition was interactive when it started.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted: `false`, as NavSim's transitions have no
    /// interruptible animator.
    var isInterruptible: Bool { get }
    /// The presented controller's `modalPresentationStyle` in a presentation or dismissal;
    /// `.none` in a navigation transition.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The view the transition's animations run in.
    var containerView: UIView { get }
    /// The controller on one side of the transition.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view of the controller on one side, once loaded.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// A transition under way (a push, a pop, a presentation, a dismissal, a swipe), as
/// `transitionCoordinator` gives it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` now and `completion` when the transition ends; NavSim does not
    /// animate, so both run at once if the transition is already over.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Runs `handler` when the app's gesture stops driving an interactive transition, finished
    /// or cancelled (``UIViewControllerTransitionCoordinatorContext/isCancelled``), before the
    /// callbacks that end or undo it.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
    /// As ``animate(alongsideTransition:completion:)``, for animations in `view` (outside the
    /// container view).
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` now, with no completion (UIKit's `completion` defaults to `nil`).
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// A transition's coordinator: a push, pop or back swipe of a navigation controller, from
/// its start until the delegate's `didShow` has returned; a presentation or dismissal, or
/// the user's sheet swipe or tap outside a popover, from its start until the completions
/// registered with it have run.
///
/// Difference from UIKit: UIKit has no transition coordinator for a transition that is
/// not animated; NavSim gives one for every transition, so code that reads `.from` in
/// `navigationController(_:didShow:animated:)` also works for `animated: false`.
@MainActor
final class ControllerTransition: UIViewControllerTransitionCoordinator {
    private let from: UIViewController?
    private let to: UIViewController?
    let isAnimated: Bool
    var isInteractive: Bool
    var isCancelled = false
    var initiallyInteractive: Bool
    var isInterruptible: Bool { false }
    let presentationStyle: UIModalPresentationStyle
    let containerView = UIView()
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(
        from: UIViewController?, to: UIViewController?, animated: Bool, interactive: Bool = false,
        style: UIModalPresentationStyle = .none
    ) {
        self.from = from
        self.to = to
        isAnimated = animated
        isInteractive = interactive
        initiallyInteractive = interactive
        presentationStyle = style
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : to
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        (key == .from ? from : to)?.viewIfLoaded
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// The gesture stopped driving the transition: runs the handlers registered with
    /// `notifyWhenInteractionChanges(_:)`; whether there were any.
    @discardableResult
    func endInteraction(cancelled: Bool) -> Bool {
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
        return !handlers.isEmpty
    }

    /// Runs the completions registered with `animate(alongsideTransition:completion:)`;
    /// whether there were any.
    @discardableResult
    func complete() -> Bool {
        let pending = completions
        completions = []
        for completion in pending { completion(self) }
        return !pending.isEmpty
    }
}
