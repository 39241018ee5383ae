#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

struct DetailsCoordinatorInput {
    let navigationController: UINavigationController
}

struct DetailsCoordinatorActions {}

/// What Details' ViewModel asks its coordinator for: the same shape as Home's delegate.
@MainActor
protocol DetailsCoordinatorDelegate: AnyObject {
    func controllerDismissed()
}

/// What both Details coordinators share: everything but `dismiss()`. Each subclass
/// declares the `Coordinator` conformance itself, so its own `dismiss()`, or the
/// protocol's default, is the one called.
@MainActor
class DetailsCoordinatorBase {
    let input: DetailsCoordinatorInput
    let actions: DetailsCoordinatorActions

    required init(input: DetailsCoordinatorInput, actions: DetailsCoordinatorActions) {
        self.input = input
        self.actions = actions
    }

    func start() {
        let vc = DetailsVC()
        vc.viewModel = DetailsViewModel(delegate: self as? DetailsCoordinatorDelegate)
        input.navigationController.pushViewController(vc, animated: true)
    }
}
