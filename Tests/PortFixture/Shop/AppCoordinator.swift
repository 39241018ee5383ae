import SwiftUI
import UIKit

/// The catalog, a product, the checkout sheet (a child coordinator) and the About screen.
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let navigationController: UINavigationController
    private let cart = CartViewModel()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let catalog = CatalogViewController(cart: cart)
        catalog.coordinator = self
        navigationController.pushViewController(catalog, animated: false)
    }

    func showProduct(named name: String) {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let product = storyboard.instantiateViewController(identifier: "Product") { coder in
            ProductViewController(coder: coder, name: name, cart: self.cart)
        }
        product.coordinator = self
        navigationController.pushViewController(product, animated: true)
    }

    func showCheckout() {
        let checkout = CheckoutCoordinator(presenter: navigationController, cart: cart)
        checkout.parent = self
        childCoordinators.append(checkout)
        checkout.start()
    }

    func showAbout() {
        let about = UIHostingController(rootView: AboutView(onClose: { [weak self] in self?.closeAbout() }))
        navigationController.pushViewController(about, animated: true)
    }

    private func closeAbout() {
        navigationController.popViewController(animated: true)
    }

    /// The checkout calls this when the user pays or cancels; a sheet swiped down never does.
    func childDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}
