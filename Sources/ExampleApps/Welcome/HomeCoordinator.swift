#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

/// What Home's ViewModel asks its coordinator for.
@MainActor
protocol HomeCoordinatorDelegate {
    func controllerDismissed()
    func gotoDetailsViewController()
}

struct HomeCoordinatorInput {
    let navigationController: UINavigationController
    /// Which Details coordinator to build.
    let variant: Variant
}

struct HomeCoordinatorActions {
    let controllerDismissed: () -> Void
}

/// Shows Home, pops it on dismiss, and starts the Details coordinator of the variant.
class HomeCoordinator: Coordinator, HomeCoordinatorDelegate {
    typealias InputType = HomeCoordinatorInput
    typealias OutputType = HomeCoordinatorActions

    let input: InputType
    let actions: OutputType

    required init(input: InputType, actions: OutputType) {
        self.input = input
        self.actions = actions
    }

    func start() {
        let vc = HomeVC()
        vc.viewModel = HomeViewModel(delegate: self)
        self.input.navigationController.pushViewController(vc, animated: true)
    }

    func dismiss() {
        input.navigationController.popViewController(animated: true)
    }

    func controllerDismissed() {
        noteOutput("controllerDismissed", of: self)
        actions.controllerDismissed()
        dismiss()
    }

    func gotoDetailsViewController() {
        let input = DetailsCoordinatorInput(navigationController: input.navigationController)
        let actions = DetailsCoordinatorActions()
        let detailsCoordinator: DetailsCoordinatorBase =
            self.input.variant == .fixed
            ? PoppingDetailsCoordinator(input: input, actions: actions)
            : DetailsCoordinator(input: input, actions: actions)
        detailsCoordinator.start()
    }
}
