#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The child: Add, then AddSecond, on its parent's navigation controller.
@MainActor
class AddCoordinator: NSObject, CoordinatorType {
    weak var parentCoordinator: MainCoordinator?

    var childCoordinators: [CoordinatorType] = []
    var navigationController: UINavigationController
    let variant: Variant

    init(nav: UINavigationController, variant: Variant) {
        self.navigationController = nav
        self.variant = variant
    }

    func start() {
        let addVC = AddViewController()
        addVC.coordinator = self
        addVC.variant = variant
        navigationController.pushViewController(addVC, animated: true)
    }

    func pushSecondVC() {
        let addSecondVC = AddSecondViewController()
        addSecondVC.coordinator = self
        navigationController.pushViewController(addSecondVC, animated: true)
    }

    func didFinishChild() {
        parentCoordinator?.childDidFinish(self)
    }
}
