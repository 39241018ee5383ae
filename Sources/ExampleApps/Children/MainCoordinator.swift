#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The parent: Main, Second and Third, and the `AddCoordinator` child it starts.
@MainActor
class MainCoordinator: NSObject, CoordinatorType, UINavigationControllerDelegate {
    var childCoordinators: [CoordinatorType] = []
    var navigationController: UINavigationController
    let variant: Variant

    init(nav: UINavigationController, variant: Variant) {
        self.navigationController = nav
        self.variant = variant
    }

    func start() {
        if variant == .navigationDelegate { navigationController.delegate = self }
        let vc = MainViewController()
        vc.coordinator = self
        navigationController.pushViewController(vc, animated: true)
    }

    func pushSecondVC() {
        let vc = SecondViewController()
        vc.coordinator = self
        navigationController.pushViewController(vc, animated: true)
    }

    func pushThirdVC() {
        let vc = ThirdViewController()
        vc.coordinator = self
        navigationController.pushViewController(vc, animated: true)
    }

    func addCoordinate() {
        let child = AddCoordinator(nav: navigationController, variant: variant)
        child.parentCoordinator = self
        if variant != .notStored { childCoordinators.append(child) }
        child.start()
    }

    func childDidFinish(_ child: CoordinatorType?) {
        for (idx, coordinator) in childCoordinators.enumerated() where coordinator === child {
            childCoordinators.remove(at: idx)
            break
        }
    }

    /// The fix (variant `navigationDelegate`): the child is done once its first screen has
    /// left the stack, whatever took it off.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        guard let fromViewController = navigationController.transitionCoordinator?.viewController(forKey: .from) else {
            return
        }
        if navigationController.viewControllers.contains(fromViewController) {
            return
        }
        if let addViewController = fromViewController as? AddViewController {
            childDidFinish(addViewController.coordinator)
        }
    }
}
