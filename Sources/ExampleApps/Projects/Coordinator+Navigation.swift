#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

extension Coordinator {
    /// Stores `coordinator` as a child, sets its `onComplete` to remove it and pop its
    /// screen, and pushes its initial view controller.
    func push<Child: Coordinator>(coordinator: Child) {
        let key = String(describing: Child.self)
        let viewController = coordinator.initialViewController
        let router = servicesContainer.router
        let complete: () -> Void = { [weak self] in
            self?.childCoordinators[key] = nil
        }
        coordinator.onComplete = { [weak viewController] in
            complete()
            if let viewController { router.pop(viewController) }
        }
        childCoordinators[key] = coordinator
        router.push(viewController, onPop: complete)
    }

    /// Stores `coordinator` as a child, sets its `onComplete` to remove it and dismiss it,
    /// and presents its initial view controller.
    func present<Child: Coordinator>(coordinator: Child) {
        let key = String(describing: Child.self)
        let router = servicesContainer.router
        coordinator.onComplete = { [weak self] in
            self?.childCoordinators[key] = nil
            router.dismiss()
        }
        childCoordinators[key] = coordinator
        router.present(coordinator.initialViewController) { [weak self] in self?.childCoordinators[key] = nil }
    }
}
