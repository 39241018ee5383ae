#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// What Welcome's ViewModel asks its coordinator for.
@MainActor
protocol WelcomeCoordinatorDelegate {
    func gotoHomeViewControler()
}

struct WelcomeCoordinatorInput {
    let navigationController: UINavigationController
    /// Passed down to the Details coordinator.
    let variant: Variant
}

struct WelcomeCoordinatorOutput {}

/// Shows Welcome and starts Home; it stores no child.
class WelcomeCoordinator: Coordinator, WelcomeCoordinatorDelegate {
    typealias InputType = WelcomeCoordinatorInput
    typealias OutputType = WelcomeCoordinatorOutput

    var input: InputType
    var actions: OutputType

    required init(input: InputType, actions: OutputType) {
        self.input = input
        self.actions = actions
    }

    func start() {
        let vc = WelcomeVC()
        vc.viewModel = WelcomeViewModel(delegate: self)
        input.navigationController.pushViewController(vc, animated: true)
    }

    func gotoHomeViewControler() {
        let input = HomeCoordinatorInput(navigationController: input.navigationController, variant: input.variant)
        let actions = HomeCoordinatorActions {
            // The seed prints "------HomeViewController Dismissed------" here.
        }

        let homeCoordinator = HomeCoordinator(input: input, actions: actions)
        homeCoordinator.start()
    }
}
