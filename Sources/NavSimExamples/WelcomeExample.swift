import NavSimCore
import NavSimSimulator

/// Seed 001 (an English README): coordinators built with `init(input:actions:)` from an
/// `Input` struct (the navigation controller) and an `Output` struct of action closures,
/// and a default `dismiss()` that calls `fatalError`.
///
/// The seed never stores child coordinators. What keeps one alive is its ViewModel's
/// strong `delegate`: a coordinator lives exactly as long as its screen is in the stack,
/// and a coordinator that keeps the default `dismiss()` crashes when asked to go back.
enum WelcomeExample {
    static let example = Example(
        name: "welcome", seed: "001",
        summary: "Welcome → Home → Details with Input/Output coordinators and a default dismiss()",
        variants: [
            .init(
                name: "seed", summary: "DetailsCoordinator keeps the default dismiss(), as in the seed",
                bug: "Details' back button calls the default dismiss(), which is fatalError: the app crashes"),
            .init(name: "fixed", summary: "DetailsCoordinator implements dismiss() by popping", bug: nil),
        ],
        build: { variant in App(detailsImplementsDismiss: variant == "fixed") })

    // MARK: - The seed's protocol

    @MainActor protocol Coordinator: BaseCoordinator {
        associatedtype InputType
        associatedtype OutputType

        var input: InputType { get }
        var actions: OutputType { get }
        init(input: InputType, actions: OutputType)

        func start()
        func dismiss()
    }

    // MARK: - AppDelegate

    final class App: AppModel {
        let detailsImplementsDismiss: Bool
        var window: Window?
        var welcomeCoordinator: WelcomeCoordinator?

        init(detailsImplementsDismiss: Bool) { self.detailsImplementsDismiss = detailsImplementsDismiss }

        func didFinishLaunching(runtime: Runtime) {
            window = Window(runtime: runtime)
            let navigationController = NavigationController(runtime: runtime)
            let input = WelcomeCoordinatorInput(
                navigationController: navigationController, detailsImplementsDismiss: detailsImplementsDismiss)
            welcomeCoordinator = WelcomeCoordinator(input: input, actions: WelcomeCoordinatorOutput())
            welcomeCoordinator?.start()
            window?.rootViewController = navigationController
            window?.makeKeyAndVisible()
        }
    }

    // MARK: - Welcome

    @MainActor protocol WelcomeCoordinatorDelegate {
        func gotoHomeViewControler()
    }

    struct WelcomeCoordinatorInput {
        let navigationController: NavigationController
        /// Which DetailsCoordinator to build: the seed's, or one that implements dismiss().
        let detailsImplementsDismiss: Bool
    }

    struct WelcomeCoordinatorOutput {}

    final class WelcomeCoordinator: BaseCoordinator, Coordinator, WelcomeCoordinatorDelegate {
        let input: WelcomeCoordinatorInput
        let actions: WelcomeCoordinatorOutput

        required init(input: WelcomeCoordinatorInput, actions: WelcomeCoordinatorOutput) {
            self.input = input
            self.actions = actions
            super.init(runtime: input.navigationController.runtime)
        }

        override func start() {
            super.start()
            let vc = WelcomeVC(owner: self)
            vc.viewModel = WelcomeViewModel(delegate: self)
            input.navigationController.pushViewController(vc, animated: true)
        }

        func gotoHomeViewControler() {
            let input = HomeCoordinatorInput(
                navigationController: input.navigationController,
                detailsImplementsDismiss: input.detailsImplementsDismiss)
            // The seed prints "HomeViewController Dismissed" here.
            let actions = HomeCoordinatorActions {}
            let homeCoordinator = HomeCoordinator(input: input, actions: actions)
            homeCoordinator.start()
        }
    }

    struct WelcomeState: Codable, Equatable {
        var title = "Welcome"
        var message = "Get started"
    }

    final class WelcomeViewModel: ViewModel<WelcomeState> {
        let delegate: any WelcomeCoordinatorDelegate
        init(delegate: any WelcomeCoordinatorDelegate) {
            self.delegate = delegate
            super.init(state: WelcomeState())
        }
        func gotoHomeViewController() { delegate.gotoHomeViewControler() }
    }

    final class WelcomeVC: Screen {
        init(owner: WelcomeCoordinator) {
            super.init(name: "Welcome", runtime: owner.runtime, owner: owner)
            addAction("getStarted") { [weak self] _ in
                (self?.viewModel as? WelcomeViewModel)?.gotoHomeViewController()
            }
        }
    }

    // MARK: - Home

    @MainActor protocol HomeCoordinatorDelegate {
        func controllerDismissed()
        func gotoDetailsViewController()
    }

    typealias HomeCoordinatorInput = WelcomeCoordinatorInput

    struct HomeCoordinatorActions {
        let controllerDismissed: () -> Void
    }

    final class HomeCoordinator: BaseCoordinator, Coordinator, HomeCoordinatorDelegate {
        let input: HomeCoordinatorInput
        let actions: HomeCoordinatorActions

        required init(input: HomeCoordinatorInput, actions: HomeCoordinatorActions) {
            self.input = input
            self.actions = actions
            super.init(runtime: input.navigationController.runtime)
        }

        override func start() {
            super.start()
            let vc = HomeVC(owner: self)
            vc.viewModel = HomeViewModel(delegate: self)
            input.navigationController.pushViewController(vc, animated: true)
        }

        func dismiss() {
            input.navigationController.popViewController(animated: true)
        }

        func controllerDismissed() {
            actions.controllerDismissed()
            dismiss()
        }

        func gotoDetailsViewController() {
            let detailsInput = DetailsCoordinatorInput(navigationController: input.navigationController)
            let coordinator: DetailsCoordinatorBase =
                input.detailsImplementsDismiss
                ? PoppingDetailsCoordinator(input: detailsInput, actions: DetailsCoordinatorActions())
                : DetailsCoordinator(input: detailsInput, actions: DetailsCoordinatorActions())
            coordinator.start()
        }
    }

    struct HomeState: Codable, Equatable {
        var title = "Home"
        var message = "1. Read 2. Tap 3. Go"
    }

    final class HomeViewModel: ViewModel<HomeState> {
        var delegate: any HomeCoordinatorDelegate
        init(delegate: any HomeCoordinatorDelegate) {
            self.delegate = delegate
            super.init(state: HomeState())
        }
        func gotoBack() { delegate.controllerDismissed() }
        func gotoDetailsViewController() { delegate.gotoDetailsViewController() }
    }

    final class HomeVC: Screen {
        init(owner: HomeCoordinator) {
            super.init(name: "Home", runtime: owner.runtime, owner: owner)
            addAction("back") { [weak self] _ in (self?.viewModel as? HomeViewModel)?.gotoBack() }
            addAction("next") { [weak self] _ in (self?.viewModel as? HomeViewModel)?.gotoDetailsViewController() }
        }
    }

    // MARK: - Details

    struct DetailsCoordinatorInput {
        let navigationController: NavigationController
    }

    struct DetailsCoordinatorActions {}

    /// What Details' ViewModel calls: the same shape as Home's delegate.
    @MainActor protocol DetailsCoordinatorDelegate: AnyObject {
        func controllerDismissed()
    }

    /// What both variants of the Details coordinator share: everything but `dismiss()`.
    class DetailsCoordinatorBase: BaseCoordinator {
        let input: DetailsCoordinatorInput
        let actions: DetailsCoordinatorActions

        required init(input: DetailsCoordinatorInput, actions: DetailsCoordinatorActions) {
            self.input = input
            self.actions = actions
            super.init(runtime: input.navigationController.runtime)
        }

        override func start() {
            super.start()
            let vc = DetailsVC(owner: self)
            vc.viewModel = DetailsViewModel(delegate: self as? any DetailsCoordinatorDelegate)
            input.navigationController.pushViewController(vc, animated: true)
        }
    }

    /// The seed's Details coordinator: it never implements `dismiss()`.
    final class DetailsCoordinator: DetailsCoordinatorBase, Coordinator, DetailsCoordinatorDelegate {
        func controllerDismissed() { dismiss() }
    }

    /// The fixed Details coordinator: `dismiss()` pops its screen.
    final class PoppingDetailsCoordinator: DetailsCoordinatorBase, Coordinator, DetailsCoordinatorDelegate {
        func controllerDismissed() { dismiss() }
        func dismiss() { input.navigationController.popViewController(animated: true) }
    }

    struct DetailsState: Codable, Equatable {
        var title = "Details"
    }

    final class DetailsViewModel: ViewModel<DetailsState> {
        let delegate: (any DetailsCoordinatorDelegate)?
        init(delegate: (any DetailsCoordinatorDelegate)?) {
            self.delegate = delegate
            super.init(state: DetailsState())
        }
        func gotoBack() { delegate?.controllerDismissed() }
    }

    final class DetailsVC: Screen {
        init(owner: BaseCoordinator) {
            super.init(name: "Details", runtime: owner.runtime, owner: owner)
            addAction("back") { [weak self] _ in (self?.viewModel as? DetailsViewModel)?.gotoBack() }
        }
    }
}

extension WelcomeExample.Coordinator {
    /// The seed's default: `fatalError("Dismiss is not implemented")`, recorded as a crash.
    func dismiss() {
        runtime.crash("Fatal error: Dismiss is not implemented", in: self)
    }
}
