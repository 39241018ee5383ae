import UIKit

/// The checkout, shown as a sheet.
final class CheckoutCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parent: AppCoordinator?
    private let presenter: UINavigationController
    private let cart: CartViewModel

    init(presenter: UINavigationController, cart: CartViewModel) {
        self.presenter = presenter
        self.cart = cart
    }

    func start() {
        let checkout = CheckoutViewController(cart: cart)
        checkout.coordinator = self
        let sheet = UINavigationController(rootViewController: checkout)
        presenter.present(sheet, animated: true)
    }

    func finish() {
        presenter.dismiss(animated: true)
        parent?.childDidFinish(self)
    }
}
