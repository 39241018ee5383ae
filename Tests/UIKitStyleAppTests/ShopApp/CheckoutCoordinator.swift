#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

final class CheckoutCoordinator: Coordinator {
    weak var parentCoordinator: AppCoordinator?
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let address = AddressViewController()
        address.coordinator = self
        navigationController.pushViewController(address, animated: true)
    }

    func confirm() {
        let confirmation = ConfirmationViewController()
        confirmation.coordinator = self
        confirmation.modalPresentationStyle = .fullScreen
        navigationController.present(confirmation, animated: true)
    }

    func finish() {
        navigationController.dismiss(animated: true) { [weak self] in
            self?.navigationController.popToRootViewController(animated: true)
        }
    }
}
