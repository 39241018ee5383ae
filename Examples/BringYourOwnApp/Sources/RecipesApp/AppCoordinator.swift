#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The parent: the recipe list and a recipe's details, and a `CookingCoordinator` child
/// for cooking one.
final class AppCoordinator: NSObject, UINavigationControllerDelegate {
    var childCoordinators: [CookingCoordinator] = []
    let navigationController: UINavigationController
    /// The leaky variant forgets this: backing out of the cooking screen leaves its
    /// coordinator alive with no screen.
    let removesFinishedChildren: Bool

    init(navigationController: UINavigationController, removesFinishedChildren: Bool) {
        self.navigationController = navigationController
        self.removesFinishedChildren = removesFinishedChildren
    }

    func start() {
        navigationController.delegate = self
        let list = RecipeListViewController()
        list.coordinator = self
        navigationController.pushViewController(list, animated: false)
    }

    func showRecipe(_ name: String) {
        let detail = RecipeDetailViewController(recipe: name)
        detail.coordinator = self
        navigationController.pushViewController(detail, animated: true)
    }

    func startCooking(_ recipe: String) {
        let child = CookingCoordinator(navigationController: navigationController, recipe: recipe)
        child.parent = self
        childCoordinators.append(child)
        child.start()
    }

    func childDidFinish(_ child: CookingCoordinator) {
        childCoordinators.removeAll { $0 === child }
    }

    /// A cooking flow whose screen left the stack (the back button, a swipe, a pop to the
    /// root under a deep link's screen) has ended.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        guard removesFinishedChildren else { return }
        let cooking = navigationController.viewControllers.compactMap { ($0 as? CookingViewController)?.coordinator }
        childCoordinators.removeAll { child in !cooking.contains { $0 === child } }
    }
}
