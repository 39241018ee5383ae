#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// Presents view controllers for coordinators: the navigation stack and modals.
@MainActor
final class Router: NSObject, UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate {
    let navigationController: UINavigationController
    let tracksPops: Bool
    /// What to run when a pushed coordinator's first screen leaves the stack.
    private var completions: [ObjectIdentifier: () -> Void] = [:]
    /// What waits for the presented controller to be dismissed.
    private var waitingForDismissal: [() -> Void] = []
    /// What to run when the user swipes the presented sheet away.
    private var onSwipeDown: (() -> Void)?

    init(navigationController: UINavigationController, tracksPops: Bool) {
        self.navigationController = navigationController
        self.tracksPops = tracksPops
        super.init()
        if tracksPops { navigationController.delegate = self }
    }

    func push(_ viewController: UIViewController, onPop: @escaping () -> Void) {
        if tracksPops { completions[ObjectIdentifier(viewController)] = onPop }
        navigationController.pushViewController(viewController, animated: true)
    }

    func pop(_ viewController: UIViewController) {
        completions[ObjectIdentifier(viewController)] = nil
        if navigationController.topViewController === viewController {
            navigationController.popViewController(animated: true)
        }
    }

    /// Whether something is presented over the stack.
    var isPresenting: Bool { navigationController.presentedViewController != nil }

    func present(_ viewController: UIViewController, onSwipeDown: @escaping () -> Void) {
        viewController.modalPresentationStyle = .pageSheet
        if tracksPops {
            self.onSwipeDown = onSwipeDown
            viewController.presentationController?.delegate = self
        }
        navigationController.present(viewController, animated: true)
    }

    /// Dismisses what is presented, then runs what waited for it.
    func dismiss() {
        onSwipeDown = nil
        navigationController.dismiss(animated: true) { [weak self] in self?.runWaitingForDismissal() }
    }

    private func runWaitingForDismissal() {
        let waiting = waitingForDismissal
        waitingForDismissal = []
        for action in waiting { action() }
    }

    /// Runs `action` once nothing is presented: now, or when the presented controller is
    /// dismissed.
    func whenNothingIsPresented(_ action: @escaping () -> Void) {
        if isPresenting {
            waitingForDismissal.append(action)
        } else {
            action()
        }
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        guard let fromViewController = navigationController.transitionCoordinator?.viewController(forKey: .from),
            !navigationController.viewControllers.contains(fromViewController)
        else { return }
        completions.removeValue(forKey: ObjectIdentifier(fromViewController))?()
    }

    /// The user swiped the sheet away: its coordinator is done, as if it had completed.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        let swiped = onSwipeDown
        onSwipeDown = nil
        swiped?()
        runWaitingForDismissal()
    }
}
