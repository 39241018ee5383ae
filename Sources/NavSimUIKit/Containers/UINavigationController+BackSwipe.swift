import NavSimCore
import NavSimSimulator

/// The interactive back swipe, with UIKit's callbacks for a completed and a cancelled one.
extension UINavigationController {
    package func userBeganBackSwipe() {
        guard containedChildren.count > 1, let top = topViewController, let topID = shownScreen(of: top) else {
            return
        }
        let below = containedChildren[containedChildren.count - 2]
        guard let belowID = shownScreen(of: below) else { return }
        swipedViewController = top
        activeTransition = ControllerTransition(from: top, to: below, animated: true, interactive: true)
        top.isMovingFromParent = true
        // A screen below that never showed (the middle of two pushes in one turn) loads its
        // view first, as a pop's appearing screen does.
        if runtime.state.screens[belowID]?.appearance == .unloaded { runtime.send(.viewDidLoad, to: belowID) }
        runtime.send(.viewWillDisappear, to: topID)
        runtime.send(.viewWillAppear, to: belowID)
        callDelegate { $0.navigationController(self, willShow: below, animated: true) }
    }

    /// The user lets go early: UIKit reverses the callbacks and the top controller stays.
    package func userCancelledBackSwipe() {
        guard let (top, below) = endSwipe(), let topID = shownScreen(of: top), let belowID = shownScreen(of: below)
        else { return }
        top.isMovingFromParent = false
        endInteraction(cancelled: true)
        runtime.send(.viewWillDisappear, to: belowID)
        runtime.send(.viewDidDisappear, to: belowID)
        runtime.send(.viewWillAppear, to: topID)
        runtime.send(.viewDidAppear, to: topID)
        activeTransition?.complete()
        activeTransition = nil
    }

    /// The user completes the swipe: the top controller is popped.
    package func userFinishedBackSwipe() {
        guard let (top, below) = endSwipe(), let topID = shownScreen(of: top), let belowID = shownScreen(of: below),
            let entry = top.controllerID, case .container(let container)? = controllerID
        else { return }
        endInteraction(cancelled: false)
        top.parent = nil
        containedChildren.removeLast()
        runtime.emit(.popped(entry, container: container))
        runtime.send(.viewDidDisappear, to: topID)
        runtime.send(.viewDidAppear, to: belowID)
        top.isMovingFromParent = false
        callDelegate { $0.navigationController(self, didShow: below, animated: true) }
        activeTransition?.complete()
        activeTransition = nil
        top.didMove(toParent: nil)
    }

    /// The user lifted the finger: the transition coordinator's
    /// `notifyWhenInteractionChanges(_:)` handlers run, before the callbacks that end or undo
    /// the swipe (Apple: "UIKit executes your context block, calls the viewWillDisappear(_:)
    /// method on the presented view controller, and finally calls the viewWillAppear(_:)").
    private func endInteraction(cancelled: Bool) {
        if activeTransition?.endInteraction(cancelled: cancelled) == true { runtime.observer?.appCodeRan() }
    }

    /// The screen an entry of the stack shows: itself, or a pushed tab bar controller's.
    private func shownScreen(of controller: UIViewController) -> ScreenID? {
        controller.controllerID.flatMap(runtime.state.visibleScreen(of:))
    }

    /// Ends the swipe under way: the swiped controller and the one below it.
    private func endSwipe() -> (top: UIViewController, below: UIViewController)? {
        guard let top = swipedViewController, containedChildren.count > 1 else { return nil }
        swipedViewController = nil
        return (top, containedChildren[containedChildren.count - 2])
    }
}
