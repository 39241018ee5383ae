#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

final class AppCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.delegate = self
        let catalog = CatalogViewController()
        catalog.coordinator = self
        navigationController.pushViewController(catalog, animated: false)
    }

    func showProduct(named name: String) {
        let product = ProductViewController(productName: name)
        product.coordinator = self
        navigationController.pushViewController(product, animated: true)
    }

    func startCheckout() {
        let child = CheckoutCoordinator(navigationController: navigationController)
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
    }

    func showAbout() {
        let alert = UIAlertController(title: "Shop", message: "Version 1", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        navigationController.present(alert, animated: true)
    }

    func childDidFinish(_ child: Coordinator?) {
        for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {
            childCoordinators.remove(at: index)
            break
        }
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        guard let fromViewController = navigationController.transitionCoordinator?.viewController(forKey: .from) else {
            return
        }
        if navigationController.viewControllers.contains(fromViewController) {
            return
        }
        if let addressViewController = fromViewController as? AddressViewController {
            childDidFinish(addressViewController.coordinator)
        }
    }
}
