import Foundation

#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The parent: the list of notes, and a `ComposeCoordinator` child for a new note.
@MainActor
final class NotesCoordinator: NSObject, UINavigationControllerDelegate {
    var childCoordinators: [ComposeCoordinator] = []
    let navigationController: UINavigationController
    let storesChildren: Bool

    init(navigationController: UINavigationController, storesChildren: Bool) {
        self.navigationController = navigationController
        self.storesChildren = storesChildren
    }

    func start() {
        navigationController.delegate = self
        let list = NotesViewController()
        list.coordinator = self
        let environment = ProcessInfo.processInfo.environment
        if environment["NOTES_TAGS"] != nil || environment["NOTES_FILLING"] != nil {
            list.viewModel = NotesViewModel(filling: environment["NOTES_FILLING"].flatMap { Int($0) } ?? 0)
        }
        navigationController.pushViewController(list, animated: false)
    }

    func compose() {
        let child = ComposeCoordinator(navigationController: navigationController)
        if storesChildren { childCoordinators.append(child) }
        child.start()
    }

    /// The child is done once its screen has left the stack.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
            !navigationController.viewControllers.contains(from)
        else { return }
        childCoordinators.removeAll { $0.screen === from }
    }
}
