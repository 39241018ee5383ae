#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The child: the cooking screen and its timer, shown modally.
@MainActor
final class CookingCoordinator {
    weak var parent: AppCoordinator?
    let navigationController: UINavigationController
    let recipe: String

    init(navigationController: UINavigationController, recipe: String) {
        self.navigationController = navigationController
        self.recipe = recipe
    }

    func start() {
        let cooking = CookingViewController(recipe: recipe)
        cooking.coordinator = self
        navigationController.pushViewController(cooking, animated: true)
    }

    func showTimer() {
        let timer = TimerViewController()
        timer.coordinator = self
        navigationController.present(timer, animated: true)
    }

    func timerDone() {
        navigationController.dismiss(animated: true)
    }

    /// Done cooking: back to the list, and the flow ends.
    func finish() {
        _ = navigationController.popToRootViewController(animated: true)
        parent?.childDidFinish(self)
    }
}
