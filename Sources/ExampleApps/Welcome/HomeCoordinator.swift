#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
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
///
/// The seed tells its parent (`actions.controllerDismissed`) only when Home's own back
/// button is tapped: the system back button and the back swipe pop Home unheard. The fixed
/// variant tells it once Home has left the stack (`didMove(toParent: nil)`), whichever way.
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
        if input.variant == .fixed { vc.onLeave = { [weak self] in self?.tellParentDismissed() } }
        self.input.navigationController.pushViewController(vc, animated: true)
    }

    func dismiss() {
        input.navigationController.popViewController(animated: true)
    }

    func controllerDismissed() {
        // The fixed variant tells its parent when Home has left, as for any other way out.
        if input.variant == .seed { tellParentDismissed() }
        dismiss()
    }

    /// The output to the parent, noted in the trace.
    private func tellParentDismissed() {
        noteOutput("controllerDismissed", of: self)
        actions.controllerDismissed()
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
