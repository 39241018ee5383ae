#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

final class AppCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController
    /// The leaking variant forgets to remove a finished child: going back from the editor
    /// leaves ComposeCoordinator alive with no screen.
    let removesFinishedChildren: Bool

    init(navigationController: UINavigationController, removesFinishedChildren: Bool) {
        self.navigationController = navigationController
        self.removesFinishedChildren = removesFinishedChildren
    }

    func start() {
        navigationController.delegate = self
        let notes = NotesViewController()
        notes.coordinator = self
        navigationController.pushViewController(notes, animated: false)
    }

    func startCompose() {
        let child = ComposeCoordinator(navigationController: navigationController)
        childCoordinators.append(child)
        child.start()
    }

    func childDidFinish(_ child: Coordinator?) {
        childCoordinators.removeAll { $0 === child }
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        guard removesFinishedChildren,
            let fromViewController = navigationController.transitionCoordinator?.viewController(forKey: .from),
            !navigationController.viewControllers.contains(fromViewController)
        else { return }
        if let editor = fromViewController as? EditorViewController {
            childDidFinish(editor.coordinator)
        }
    }
}
