import NavSimCore

/// Told when a navigation controller has finished showing a screen.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// Called after a push, pop or completed back swipe, once the transition is over;
    /// `previous` is the screen that was on top before (gone from the stack after a pop).
    /// Not called for a cancelled back swipe.
    func navigationController(
        _ navigationController: NavigationController, didShow screen: Screen, from previous: Screen?)
}

/// A simulated `UINavigationController`: a stack of screens with UIKit's push and pop
/// semantics, lifecycle order, warnings and the interactive back swipe.
public final class NavigationController: ContainerViewController {
    /// The stack, bottom first.
    public private(set) var viewControllers: [Screen] = []
    /// Told when a transition completes.
    public weak var delegate: (any NavigationControllerDelegate)?
    /// The screen being swiped away, while a back swipe is under way.
    private var swipedScreen: Screen?

    /// Creates an empty navigation controller, owned by `owner` when a coordinator makes it.
    public init(runtime: Runtime = .forNewObject, owner: BaseCoordinator? = nil) {
        super.init(runtime: runtime, style: .navigation, owner: owner)
    }

    /// The screen on top of the stack.
    public var topViewController: Screen? { viewControllers.last }

    // MARK: - Commands

    /// Pushes `screen` on top of the stack.
    ///
    /// Pushing a screen that is already in a container raises an exception in UIKit: a
    /// recorded crash here.
    public func pushViewController(_ screen: Screen, animated: Bool = true) {
        guard checkIdle("push \(screen.controllerID)") else { return }
        guard screen.parent == nil, runtime.state.location(of: screen.controllerID) == nil else {
            return runtime.crash("Pushing the same view controller instance (\(screen.controllerID)) more than once")
        }
        let previous = topViewController
        screen.parent = self
        viewControllers.append(screen)
        runtime.transition { runtime.emit(.pushed(screen.screenID, container: containerID)) }
        didShow(from: previous)
    }

    /// Pops the top screen; UIKit ignores a pop of the root.
    ///
    /// - Returns: The popped screen, or `nil` when there was nothing above the root.
    @discardableResult
    public func popViewController(animated: Bool = true) -> Screen? {
        guard checkIdle("popViewController"), let top = topViewController else { return nil }
        guard viewControllers.count > 1 else {
            runtime.ignore("popViewController on \(containerID)", because: "only the root screen is left")
            return nil
        }
        return pop(to: viewControllers.count - 2, event: .popped(top.screenID, container: containerID)).first
    }

    /// Pops every screen above the root.
    ///
    /// - Returns: The popped screens, or `nil` when there was nothing above the root.
    @discardableResult
    public func popToRootViewController(animated: Bool = true) -> [Screen]? {
        guard checkIdle("popToRootViewController") else { return nil }
        guard viewControllers.count > 1 else {
            runtime.ignore("popToRootViewController on \(containerID)", because: "only the root screen is left")
            return nil
        }
        return pop(to: 0, event: .poppedToRoot(container: containerID))
    }

    /// Pops every screen above `screen`.
    ///
    /// - Returns: The popped screens, or `nil` when `screen` is not below the top.
    @discardableResult
    public func popToViewController(_ screen: Screen, animated: Bool = true) -> [Screen]? {
        guard checkIdle("popToViewController") else { return nil }
        guard let index = viewControllers.firstIndex(where: { $0 === screen }), index < viewControllers.count - 1
        else {
            runtime.ignore(
                "popToViewController \(screen.controllerID)", because: "it is not below the top of \(containerID)")
            return nil
        }
        return pop(to: index, event: .poppedTo(screen.screenID, container: containerID))
    }

    /// Replaces the whole stack.
    public func setViewControllers(_ screens: [Screen], animated: Bool = true) {
        guard checkIdle("setViewControllers") else { return }
        let kept = Set(viewControllers.map(\.screenID))
        for screen in screens where !kept.contains(screen.screenID) {
            guard screen.parent == nil, runtime.state.location(of: screen.controllerID) == nil else {
                return runtime.crash("setViewControllers with \(screen.controllerID), which is already shown")
            }
        }
        let previous = viewControllers
        for screen in previous { screen.parent = nil }
        for screen in screens { screen.parent = self }
        viewControllers = screens
        runtime.transition {
            runtime.emit(.stackReplaced(container: containerID, stack: screens.map(\.screenID)))
        }
        // `previous` holds the replaced screens until the transition is over.
        withExtendedLifetime(previous) {}
    }

    // MARK: - User input

    override package func userTappedBack() { popViewController() }

    override package func userBeganBackSwipe() { beginInteractivePop() }

    override package func userCancelledBackSwipe() { cancelInteractivePop() }

    override package func userFinishedBackSwipe() { finishInteractivePop() }

    // MARK: - Shared steps

    private func pop(to index: Int, event: NavigationEvent) -> [Screen] {
        let popped = Array(viewControllers[(index + 1)...])
        for screen in popped {
            screen.parent = nil
            screen.isMovingFromParent = true
        }
        viewControllers.removeSubrange((index + 1)...)
        runtime.transition { runtime.emit(event) }
        for screen in popped { screen.isMovingFromParent = false }
        didShow(from: popped.last)
        return popped
    }

    private func checkIdle(_ command: String) -> Bool {
        guard swipedScreen == nil else {
            runtime.ignore(command, because: "a back swipe is under way on \(containerID)")
            return false
        }
        return true
    }

    func didShow(from previous: Screen?) {
        guard runtime.isRunning, let top = topViewController else { return }
        delegate?.navigationController(self, didShow: top, from: previous)
    }
}

// MARK: - Interactive back swipe

extension NavigationController {
    /// The user starts swiping back: the top screen will disappear, the one below appear.
    func beginInteractivePop() {
        guard viewControllers.count > 1, let top = topViewController else { return }
        let below = viewControllers[viewControllers.count - 2]
        swipedScreen = top
        top.isMovingFromParent = true
        runtime.send(.viewWillDisappear, to: top.screenID)
        runtime.send(.viewWillAppear, to: below.screenID)
    }

    /// The user lets go early: UIKit reverses the callbacks and the top screen stays.
    func cancelInteractivePop() {
        guard let (top, below) = endSwipe() else { return }
        top.isMovingFromParent = false
        runtime.send(.viewWillDisappear, to: below.screenID)
        runtime.send(.viewDidDisappear, to: below.screenID)
        runtime.send(.viewWillAppear, to: top.screenID)
        runtime.send(.viewDidAppear, to: top.screenID)
    }

    /// The user completes the swipe: the top screen is popped.
    func finishInteractivePop() {
        guard let (top, below) = endSwipe() else { return }
        top.parent = nil
        viewControllers.removeLast()
        runtime.emit(.popped(top.screenID, container: containerID))
        runtime.send(.viewDidDisappear, to: top.screenID)
        runtime.send(.viewDidAppear, to: below.screenID)
        top.isMovingFromParent = false
        didShow(from: top)
    }

    /// Ends the swipe under way: the swiped screen and the one below it.
    private func endSwipe() -> (top: Screen, below: Screen)? {
        guard let top = swipedScreen, viewControllers.count > 1 else { return nil }
        swipedScreen = nil
        return (top, viewControllers[viewControllers.count - 2])
    }
}
