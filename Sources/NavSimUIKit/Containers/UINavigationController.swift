import NavSimCore
public import NavSimSimulator

/// Told when a navigation controller shows a view controller.
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Called after the `will` lifecycle callbacks of a push, pop or back swipe, before the
    /// `did` ones (the order of published logs; see docs/uikit.md).
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called once a push, pop or completed back swipe is over; not after a cancelled swipe.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator of an animated push or pop, or `nil` for UIKit's own: asked right after
    /// `willShow`; the transition then ends when the animator calls `completeTransition(_:)`.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interactive animator of a transition: asked after `animationControllerFor`; one
    /// that is not `nil` makes the push or pop interactive, and the app's gesture finishes or
    /// cancels it (docs/uikit.md, "Interactive transitions").
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

/// A stack of view controllers with UIKit's push and pop semantics, lifecycle order,
/// warnings, exceptions (recorded as crashes) and the interactive back swipe.
///
/// A tab bar controller can be pushed, as in UIKit: it is one entry of the stack, and the
/// stack shows its selected tab. The delegate is told once about the changes asked for
/// before one commit, as UIKit runs them as one transition. Difference from UIKit: the
/// delegate is called for every change while the stack is not in a window.
@preconcurrency @MainActor
open class UINavigationController: UIViewController, ContainerDriving {
    /// Told about the transitions.
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// The bar at the top; its back button and bar button items can be tapped while it shows.
    open private(set) lazy var navigationBar = UINavigationBar()

    /// The back swipe from the screen's leading edge; disabling it leaves the back button.
    /// Its delegate is UIKit's own until the app sets another: that one refuses the swipe
    /// where the back button is hidden or replaced.
    open private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = {
        let recognizer = UIGestureRecognizer()
        recognizer.delegate = systemPopGestureDelegate
        return recognizer
    }()
    /// The recognizer's first delegate, which the navigation controller keeps.
    private lazy var systemPopGestureDelegate = PopGestureDelegate(navigationController: self)

    /// Whether the bar is hidden: the bar's `isHidden`.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { navigationBar.isHidden = newValue }
    }
    /// The transition under way, from the call that asked for it until the delegate's
    /// `didShow` returned.
    var activeTransition: ControllerTransition?
    /// The transition the commit started and whose animation runs.
    private var animatingTransition: ControllerTransition?
    /// The transition asked for last that the commit has not started: UIKit runs the
    /// changes asked for before one commit as one transition, from the controller shown
    /// before the first to the top after the last, so only it tells the delegate.
    private var unstartedTransition: ControllerTransition?
    /// The controller being swiped away, while a back swipe is under way.
    var swipedViewController: UIViewController?

    /// Creates a navigation controller with `rootViewController` at the bottom of the stack.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        if isSameSession(as: rootViewController, in: "init(rootViewController:)") {
            rootViewController.parent = self
            containedChildren = [rootViewController]
        }
    }

    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates an empty navigation controller; the coder is not read (a storyboard sets what it holds after).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The stack, bottom first; setting it is `setViewControllers(_:animated: false)`.
    ///
    /// While a back swipe is under way the controller being swiped away is not in it, as in
    /// UIKit, which pops it when the swipe begins and puts it back if the swipe is cancelled
    /// (inferred from published reports: docs/uikit.md).
    open var viewControllers: [UIViewController] {
        get { swipedViewController == nil ? containedChildren : Array(containedChildren.dropLast()) }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack (the one below the swiped one during a back swipe).
    open var topViewController: UIViewController? { viewControllers.last }

    /// What is in view: a controller presented over the navigation controller, else the top.
    open var visibleViewController: UIViewController? { presented ?? topViewController }

    /// Hides or shows the bar, with its back button and bar button items.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    // MARK: - Commands

    /// Pushes `viewController` on top of the stack.
    ///
    /// Pushing a controller that is already in a container or presented raises an
    /// exception in UIKit: a recorded crash here. For a controller already on a stack
    /// UIKit's reason is `NSInvalidArgumentException`, "Pushing the same view controller
    /// instance more than once is not supported (<FeedDetailViewController: 0x7fd758e40980>)"
    /// (as in crash reports such as github.com/samuelclay/NewsBlur/issues/886 and
    /// github.com/artsy/eigen/issues/2188; recent iOS words it "… is pushing the same view
    /// controller instance (…) more than once which is not supported", as in
    /// github.com/thexande/SwiftAlgorithms/issues/31). The crash's reason is UIKit's older
    /// wording, with the class name in place of the address.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard isSameSession(as: viewController, in: "pushViewController"), checkIdle("pushViewController")
        else { return }
        guard canJoin(viewController, command: "pushViewController") else { return }
        guard case .container(let container) = recordIfNeeded() else { return }
        let entry = viewController.recordIfNeeded()
        let previous = containedChildren
        viewController.willMove(toParent: self)
        viewController.parent = self
        containedChildren.append(viewController)
        viewController.isMovingToParent = true
        runTransition(
            from: previous.last, to: viewController, animated: animated, replacing: previous,
            change: { runtime.emit(.pushed(entry, container: container)) },
            ended: {
                viewController.isMovingToParent = false
                viewController.didMove(toParent: self)
            })
    }

    /// Pops the top controller; UIKit ignores a pop of the root.
    ///
    /// - Returns: The popped controller, or `nil` when only the root was left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard checkIdle("popViewController"), case .container(let container) = recordIfNeeded(),
            let top = topViewController
        else { return nil }
        guard containedChildren.count > 1, let entry = top.controllerID else {
            runtime.ignore("popViewController on \(container)", because: "only the root screen is left")
            return nil
        }
        return pop(to: containedChildren.count - 2, animated: animated, event: .popped(entry, container: container))
            .first
    }

    /// Pops every controller above the root. With only the root left there is nothing to
    /// pop and nothing is refused: the stack already is what was asked for (unlike a pop of
    /// the root, which cannot go back), so no ignored command is recorded.
    ///
    /// - Returns: The popped controllers, or `nil` when only the root was left.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard checkIdle("popToRootViewController"), case .container(let container) = recordIfNeeded(),
            containedChildren.count > 1
        else { return nil }
        return pop(to: 0, animated: animated, event: .poppedToRoot(container: container))
    }

    /// Pops every controller above `viewController`.
    ///
    /// - Returns: The popped controllers, or `nil` when `viewController` is not below the top.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard checkIdle("popToViewController"), case .container(let container) = recordIfNeeded() else { return nil }
        guard let index = containedChildren.firstIndex(where: { $0 === viewController }),
            index < containedChildren.count - 1, let entry = viewController.controllerID
        else {
            let name = viewController.controllerID.map(\.description) ?? NavSimNames.className(of: viewController)
            runtime.ignore("popToViewController \(name)", because: "it is not below the top of \(container)")
            return nil
        }
        return pop(to: index, animated: animated, event: .poppedTo(entry, container: container))
    }

    /// Replaces the whole stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard checkIdle("setViewControllers") else { return }
        let incoming = viewControllers.filter { new in !containedChildren.contains { $0 === new } }
        for controller in incoming {
            guard isSameSession(as: controller, in: "setViewControllers"),
                canJoin(controller, command: "setViewControllers")
            else { return }
        }
        guard case .container(let container) = recordIfNeeded() else { return }
        let stack = viewControllers.map { $0.recordIfNeeded() }
        let previous = containedChildren
        // Children removed and added are told as a pop and a push tell theirs (the
        // containment contract: willMove before the change, didMove once it is over).
        let removed = previous.filter { old in !viewControllers.contains { $0 === old } }
        for controller in removed {
            controller.willMove(toParent: nil)
            controller.parent = nil
            controller.isMovingFromParent = true
        }
        for controller in incoming {
            controller.willMove(toParent: self)
            controller.isMovingToParent = true
        }
        for controller in viewControllers { controller.parent = self }
        containedChildren = viewControllers
        // The transition holds the replaced controllers until it is over.
        runTransition(
            from: previous.last, to: viewControllers.last, animated: animated, replacing: previous,
            change: { runtime.emit(.stackReplaced(container: container, stack: stack)) },
            ended: {
                for controller in removed {
                    controller.isMovingFromParent = false
                    controller.didMove(toParent: nil)
                }
                for controller in incoming {
                    controller.isMovingToParent = false
                    controller.didMove(toParent: self)
                }
            })
    }

    /// Puts `controllers` on top of the stack of this navigation controller, not shown yet:
    /// a collapsing split view controller's secondary screens.
    func appendUnshown(_ controllers: [UIViewController]) {
        for controller in controllers { controller.parent = self }
        containedChildren += controllers
    }

    /// Takes the whole stack of this navigation controller, not shown: a collapsing split
    /// view controller moves it onto its primary navigation controller.
    func takeUnshownStack() -> [UIViewController] {
        let stack = containedChildren
        containedChildren = []
        return stack
    }

    // MARK: - Recording

    override func makeRecord() -> ControllerID {
        let id = runtime.makeContainerID()
        runtime.register(self as any ContainerDriving, as: id)
        runtime.emit(.containerCreated(id, style: .navigation, owner: runtime.observer?.owner(of: self)))
        let stack = containedChildren.map { $0.recordIfNeeded() }
        if !stack.isEmpty { runtime.emit(.stackReplaced(container: id, stack: stack)) }
        return .container(id)
    }

    // MARK: - Shared steps

    private func pop(to index: Int, animated: Bool, event: NavigationEvent) -> [UIViewController] {
        let previous = containedChildren
        let popped = Array(containedChildren[(index + 1)...])
        for controller in popped {
            controller.willMove(toParent: nil)
            controller.parent = nil
            controller.isMovingFromParent = true
        }
        containedChildren.removeSubrange((index + 1)...)
        runTransition(
            from: popped.last, to: topViewController, animated: animated, replacing: previous,
            change: { runtime.emit(event) },
            ended: {
                for controller in popped {
                    controller.isMovingFromParent = false
                    controller.didMove(toParent: nil)
                }
            })
        return popped
    }

    /// Asks for a transition from `from` to `to`: `change` records the new stack at once;
    /// the commit at the end of the run loop's turn sends the `will` callbacks and the
    /// delegate's `willShow`; when it finishes come the `did` callbacks, `didShow`, the
    /// transition coordinator's completions, and the CATransaction completion blocks.
    ///
    /// Asked for while this controller's animated transition runs, it is nested: recorded
    /// (`NavigationEvent.transitionNested(container:reason:)`, UIKit's console warning)
    /// and started when the running one finishes. `previous` is the stack before the change,
    /// which an interactive transition the app cancels puts back.
    func runTransition(
        from: UIViewController?, to: UIViewController?, animated: Bool, replacing previous: [UIViewController],
        change: () -> Void, ended: @escaping () -> Void
    ) {
        // A transition not started yet becomes part of this one: it shows what it would
        // have hidden.
        let shown = unstartedTransition.map { $0.viewController(forKey: .from) } ?? from
        let coordinator = ControllerTransition(from: shown, to: to, animated: animated)
        let nested = animatingTransition
        activeTransition = coordinator
        unstartedTransition = coordinator
        from?.isAnimating = animated
        to?.isAnimating = animated
        let pending = PendingTransition(
            .navigation, animated: animated, retaining: [self, from, to].compactMap { $0 })
        // Whether a later transition asked for before the commit took this one's place.
        var isAbsorbed = false
        pending.willWork = [
            { [self, weak pending] in
                isAbsorbed = unstartedTransition !== coordinator
                guard !isAbsorbed, let pending else { return }
                unstartedTransition = nil
                // A transition run while containers' views load (a tab bar controller's
                // `viewDidLoad` starting a tab's flow) has finished by now: it animates nothing.
                if animated, !pending.isFinished { animatingTransition = coordinator }
                asActiveTransition(coordinator) {
                    if let to { callDelegate { $0.navigationController(self, willShow: to, animated: animated) } }
                }
                if animated, let shown, let to {
                    askForAnimator(of: pending, coordinator: coordinator, from: shown, to: to, replacing: previous)
                }
            }
        ]
        pending.didWork = [
            { [self] in
                // Its animation is over: a transition `didShow` or a completion asks for is the
                // next one, not nested in it (the idiom that chains a push to the last one's
                // coordinator completion).
                if animatingTransition === coordinator { animatingTransition = nil }
                asActiveTransition(coordinator) {
                    if let to, !isAbsorbed {
                        callDelegate { $0.navigationController(self, didShow: to, animated: animated) }
                    }
                    coordinator.complete()
                    runtime.observer?.appCodeRan()
                }
                if activeTransition === coordinator { activeTransition = nil }
                ended()
            }
        ]
        CATransaction.attach(pending)
        runtime.request(pending) {
            change()
            if nested != nil, case .container(let container)? = controllerID {
                let kind = containedChildren.contains { $0 === from } ? "push" : "pop"
                runtime.emit(
                    .transitionNested(
                        container: container, reason: "nested \(kind) animation can result in corrupted navigation bar")
                )
            }
        }
    }

    /// Asks the delegate for the animator of `transition` from `from` to `to`, and for its
    /// interaction controller, and lets them run the transition: only in a window that is not
    /// hidden, where the transition animates. An interactive transition the app cancels puts
    /// `previous` back as the stack (`stackReplaced`); its `will` callbacks are reversed, and
    /// the coordinator's completions and the animator's `animationEnded(false)` run, without
    /// `didShow`.
    private func askForAnimator(
        of transition: PendingTransition, coordinator: ControllerTransition, from: UIViewController,
        to: UIViewController, replacing previous: [UIViewController]
    ) {
        let state = runtime.state
        guard let delegate, let id = controllerID,
            let window = state.windowID(holding: id).flatMap({ state.windows[$0] }),
            !window.isHidden
        else { return }
        let operation: Operation = containedChildren.contains { $0 === from } ? .push : .pop
        let animator = delegate.navigationController(self, animationControllerFor: operation, from: from, to: to)
        let interaction = animator.flatMap { delegate.navigationController(self, interactionControllerFor: $0) }
        runtime.observer?.appCodeRan()
        guard let animator else { return }
        if let interaction {
            coordinator.isInteractive = interaction.wantsInteractiveStart
            coordinator.initiallyInteractive = interaction.wantsInteractiveStart
            transition.undoWork = [{ [self] in restore(previous) }]
            transition.cancelWork = [
                { [self] in
                    asActiveTransition(coordinator) {
                        coordinator.complete()
                        runtime.observer?.appCodeRan()
                    }
                    if activeTransition === coordinator { activeTransition = nil }
                    if animatingTransition === coordinator { animatingTransition = nil }
                    endAnimation(of: animator, completed: false)
                }
            ]
        }
        _ = TransitionContext(
            of: transition, runtime: runtime, from: from, to: to, style: .none, presentedSide: nil,
            movesOtherSide: true, animator: animator, interaction: interaction, coordinator: coordinator,
            interactionEnded: { [self] cancelled in
                asActiveTransition(coordinator) { coordinator.endInteraction(cancelled: cancelled) }
            })
        transition.didWork.append { [self] in endAnimation(of: animator, completed: true) }
    }

    /// Puts `previous` back as the stack: the app cancelled the interactive transition that
    /// changed it, and UIKit leaves the stack as it was.
    private func restore(_ previous: [UIViewController]) {
        guard case .container(let container)? = controllerID else { return }
        for controller in containedChildren where !previous.contains(where: { $0 === controller }) {
            controller.parent = nil
            controller.isMovingToParent = false
        }
        for controller in previous {
            controller.parent = self
            controller.isMovingFromParent = false
        }
        containedChildren = previous
        runtime.emit(.stackReplaced(container: container, stack: previous.compactMap(\.controllerID)))
    }

    /// Runs `body` with `coordinator` as `transitionCoordinator`: the delegate's `willShow`
    /// and `didShow` of a transition see its own, also when a nested one was asked for since.
    private func asActiveTransition(_ coordinator: ControllerTransition, _ body: () -> Void) {
        let latest = activeTransition
        activeTransition = coordinator
        body()
        if activeTransition === coordinator { activeTransition = latest }
    }

    /// Calls the delegate, then lets the simulator catch up with what its code did.
    func callDelegate(_ call: (any UINavigationControllerDelegate) -> Void) {
        guard let delegate else { return }
        call(delegate)
        runtime.observer?.appCodeRan()
    }

    /// Whether `controller` may join the stack: a content or tab bar controller not shown
    /// anywhere.
    private func canJoin(_ controller: UIViewController, command: String) -> Bool {
        if controller is UINavigationController {
            runtime.crash("\(command): Pushing a navigation controller is not supported")
            return false
        }
        let isShown = controller.controllerID.map { runtime.state.location(of: $0) != nil } ?? false
        guard controller.parent == nil, controller.presenter == nil, !isShown else {
            runtime.crash(
                "\(command): NSInvalidArgumentException: Pushing the same view controller instance more than once "
                    + "is not supported (<\(NavSimNames.className(of: controller))>)")
            return false
        }
        return true
    }

    private func checkIdle(_ command: String) -> Bool {
        runtime.observer?.appCodeRan()
        guard swipedViewController == nil else {
            runtime.ignore(command, because: "a back swipe is under way on \(controllerID?.description ?? "it")")
            return false
        }
        return true
    }

    // MARK: - User input

    /// Pops the top controller, or runs its navigation item's ``UINavigationItem/backAction``
    /// in its place.
    package func userTappedBack() {
        if let action = topViewController?.navigationItem.backAction {
            action.perform(sender: nil)
        } else {
            popViewController(animated: true)
        }
    }

    /// The kind of change a navigation transition makes, as the delegate's
    /// `animationControllerFor` is told.
    public enum Operation: Int, Sendable {
        /// No change.
        case none
        /// A controller was pushed.
        case push
        /// A controller was popped.
        case pop
    }
}
