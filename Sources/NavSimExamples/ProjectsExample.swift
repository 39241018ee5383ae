import NavSimCore
import NavSimSimulator

/// Seed 003 (an English README): coordinators built from a services container holding a
/// `Router` and providers; children stored by name in `childCoordinators: [String: Any]`;
/// `onComplete` set automatically by `push(coordinator:)` and `present(coordinator:)`.
///
/// `onComplete` only runs when a child completes itself. A pushed child whose screen the
/// user leaves with the back button is never removed, unless the router watches pops.
enum ProjectsExample {
    static let example = Example(
        name: "projects", seed: "003",
        summary: "Services container with a Router; AddProject presented modally and completed",
        variants: [
            .init(
                name: "seed", summary: "onComplete runs only when a child completes itself (the seed)",
                bug: "back from ProjectDetails never removes its coordinator (a leak); the add link while adding "
                    + "is refused by UIKit and replaces the AddProject child, orphaning its screen"),
            .init(
                name: "routerTracksPops",
                summary: "the router also completes a child whose screen was popped; the add link waits its turn",
                bug: nil),
        ],
        build: { variant in App(routerTracksPops: variant == "routerTracksPops") })

    // MARK: - The seed's protocols

    @MainActor protocol RouterServiceContainer {
        var router: Router { get }
    }

    @MainActor protocol Coordinator: BaseCoordinator {
        associatedtype ServicesContainerType: RouterServiceContainer
        associatedtype T: ViewController

        var servicesContainer: ServicesContainerType { get }
        var childCoordinators: [String: Any] { get set }
        var onComplete: (() -> Void)? { get set }

        var initialViewController: T { get }
    }

    // MARK: - AppDelegate

    final class App: AppModel {
        let routerTracksPops: Bool
        var window: Window?
        var projectsCoordinator: ProjectsCoordinator?

        init(routerTracksPops: Bool) { self.routerTracksPops = routerTracksPops }

        func didFinishLaunching(runtime: Runtime) {
            let router = Router(
                navigationController: NavigationController(runtime: runtime), tracksPops: routerTracksPops)
            let services = ProjectsCoordinator.Services(
                router: router, projectsProvider: ProjectsProvider(), activityManager: ActivityManager(),
                locationManager: LocationManager(runtime: runtime), accountManager: AccountManager())
            let coordinator = ProjectsCoordinator(servicesContainer: services)
            coordinator.start()
            projectsCoordinator = coordinator
            window = Window(runtime: runtime)
            window?.rootViewController = coordinator.initialViewController
        }

        func sampleResponses(for service: String) -> [JSONValue] {
            [["city": "Lisbon"], ["error": "location unavailable"]]
        }

        var sampleDeepLinks: [String] { ["projects://add"] }

        func open(_ url: String, runtime: Runtime) {
            guard url == "projects://add" else { return runtime.ignore("open \(url)", because: "no such link") }
            projectsCoordinator?.addProject()
        }
    }

    // MARK: - Services

    /// Presents view controllers for coordinators: the navigation stack and modals.
    final class Router: NavigationControllerDelegate {
        let navigationController: NavigationController
        let tracksPops: Bool
        /// What to run when a pushed coordinator's first screen leaves the stack.
        private var completions: [ObjectIdentifier: () -> Void] = [:]

        init(navigationController: NavigationController, tracksPops: Bool) {
            self.navigationController = navigationController
            self.tracksPops = tracksPops
            if tracksPops { navigationController.delegate = self }
        }

        func push(_ screen: Screen, onPop: @escaping () -> Void) {
            if tracksPops { completions[ObjectIdentifier(screen)] = onPop }
            navigationController.pushViewController(screen, animated: true)
        }

        func pop(_ screen: Screen) {
            completions[ObjectIdentifier(screen)] = nil
            if navigationController.topViewController === screen { navigationController.popViewController() }
        }

        /// Whether something is presented over the stack.
        var isPresenting: Bool { navigationController.presentedViewController != nil }

        func present(_ controller: ViewController) {
            navigationController.present(controller, style: .pageSheet)
        }

        func dismiss() {
            navigationController.dismiss(animated: true)
        }

        func navigationController(
            _ navigationController: NavigationController, didShow screen: Screen, from previous: Screen?
        ) {
            guard let previous, !navigationController.viewControllers.contains(where: { $0 === previous }) else {
                return
            }
            completions.removeValue(forKey: ObjectIdentifier(previous))?()
        }
    }

    /// The projects, held in memory; names are unique.
    final class ProjectsProvider {
        private(set) var projects = ["Apollo", "Gemini"]
        func add(_ name: String) {
            if !projects.contains(name) { projects.append(name) }
        }
    }

    /// Tracks what the user did; the seed injects it, nothing here reads it.
    final class ActivityManager {}

    /// Asks the (simulated) location service where the user is.
    @MainActor final class LocationManager {
        let runtime: Runtime
        init(runtime: Runtime) { self.runtime = runtime }
        func requestLocation(completion: @escaping (JSONValue) -> Void) {
            runtime.request("location", completion: completion)
        }
    }

    /// The signed-in account; the seed injects it, nothing here reads it.
    final class AccountManager {}

    // MARK: - Projects

    final class ProjectsCoordinator: BaseCoordinator, Coordinator {
        struct Services: RouterServiceContainer {
            let router: Router

            let projectsProvider: ProjectsProvider
            let activityManager: ActivityManager
            let locationManager: LocationManager
            let accountManager: AccountManager
        }

        let servicesContainer: ProjectsCoordinator.Services
        let initialViewController: NavigationController

        var childCoordinators: [String: Any] = [:] {
            didSet { childrenDidChange(from: Array(oldValue.values), to: Array(childCoordinators.values)) }
        }
        var onComplete: (() -> Void)?
        private weak var listViewModel: ProjectsViewModel?

        init(servicesContainer: ProjectsCoordinator.Services) {
            self.servicesContainer = servicesContainer
            initialViewController = servicesContainer.router.navigationController
            super.init(runtime: initialViewController.runtime)
        }

        override func start() {
            super.start()
            let viewModel = ProjectsViewModel(projects: servicesContainer.projectsProvider.projects)
            let screen = ProjectsViewController(owner: self, viewModel: viewModel)
            listViewModel = viewModel
            initialViewController.setViewControllers([screen], animated: false)
        }

        func showProject(at index: Int) {
            let projects = servicesContainer.projectsProvider.projects
            guard projects.indices.contains(index) else { return }
            let details = ProjectDetailsCoordinator(
                servicesContainer: .init(router: servicesContainer.router), project: projects[index])
            push(coordinator: details)
        }

        func addProject() {
            // The fixed router makes the link wait until nothing is presented.
            if servicesContainer.router.tracksPops, servicesContainer.router.isPresenting { return }
            let addProjectCoordinator = AddProjectCoordinator(
                servicesContainer: AddProjectCoordinator.Services(
                    router: self.servicesContainer.router,
                    projectsProvider: self.servicesContainer.projectsProvider,
                    locationManager: self.servicesContainer.locationManager))
            addProjectCoordinator.onSave = { [weak self] in self?.reloadProjects() }
            self.present(coordinator: addProjectCoordinator)
        }

        private func reloadProjects() {
            listViewModel?.state.projects = servicesContainer.projectsProvider.projects
        }
    }

    struct ProjectsState: Codable, Equatable {
        var projects: [String]
    }

    final class ProjectsViewModel: ViewModel<ProjectsState> {
        init(projects: [String]) { super.init(state: ProjectsState(projects: projects)) }
    }

    final class ProjectsViewController: Screen {
        weak var coordinator: ProjectsCoordinator?

        init(owner: ProjectsCoordinator, viewModel: ProjectsViewModel) {
            coordinator = owner
            super.init(name: "Projects", runtime: owner.runtime, owner: owner, viewModel: viewModel)
            addAction("select", arguments: [0, 1]) { [weak self] argument in
                // A row that no table has (a fraction, or past Int's range) selects nothing.
                guard let row = argument.intValue else { return }
                self?.coordinator?.showProject(at: row)
            }
            addAction("add") { [weak self] _ in self?.coordinator?.addProject() }
        }
    }

    // MARK: - Project details (pushed)

    final class ProjectDetailsCoordinator: BaseCoordinator, Coordinator {
        struct Services: RouterServiceContainer {
            let router: Router
        }

        let servicesContainer: Services
        let project: String
        var childCoordinators: [String: Any] = [:]
        var onComplete: (() -> Void)?

        private(set) lazy var initialViewController: Screen = {
            let screen = Screen(
                name: "ProjectDetails", owner: self, viewModel: ProjectDetailsViewModel(project: project))
            screen.addAction("done") { [weak self] _ in self?.onComplete?() }
            return screen
        }()

        init(servicesContainer: Services, project: String) {
            self.servicesContainer = servicesContainer
            self.project = project
            super.init(runtime: servicesContainer.router.navigationController.runtime)
        }
    }

    struct ProjectDetailsState: Codable, Equatable {
        var project: String
    }

    final class ProjectDetailsViewModel: ViewModel<ProjectDetailsState> {
        init(project: String) { super.init(state: ProjectDetailsState(project: project)) }
    }

    // MARK: - Add project (presented)

    final class AddProjectCoordinator: BaseCoordinator, Coordinator {
        struct Services: RouterServiceContainer {
            let router: Router
            let projectsProvider: ProjectsProvider
            let locationManager: LocationManager
        }

        let servicesContainer: Services
        var childCoordinators: [String: Any] = [:]
        var onComplete: (() -> Void)?
        /// Told when a project was saved, so the list can reload.
        var onSave: (() -> Void)?

        private(set) lazy var initialViewController: NavigationController = {
            let navigationController = NavigationController(runtime: runtime, owner: self)
            navigationController.setViewControllers([AddProjectViewController(owner: self)], animated: false)
            return navigationController
        }()

        init(servicesContainer: Services) {
            self.servicesContainer = servicesContainer
            super.init(runtime: servicesContainer.router.navigationController.runtime)
        }

        func save(_ name: String, viewModel: AddProjectViewModel) {
            viewModel.state.status = "locating"
            servicesContainer.locationManager.requestLocation { [weak self, weak viewModel] response in
                guard let self, let viewModel else { return }
                guard let city = response["city"]?.stringValue else {
                    viewModel.state.status = "failed"
                    return
                }
                servicesContainer.projectsProvider.add("\(name) (\(city))")
                viewModel.state.status = "saved"
                onSave?()
                onComplete?()
            }
        }
    }

    struct AddProjectState: Codable, Equatable {
        var status = "editing"
    }

    final class AddProjectViewModel: ViewModel<AddProjectState> {
        init() { super.init(state: AddProjectState()) }
    }

    final class AddProjectViewController: Screen {
        weak var coordinator: AddProjectCoordinator?

        init(owner: AddProjectCoordinator) {
            coordinator = owner
            let viewModel = AddProjectViewModel()
            super.init(name: "AddProject", runtime: owner.runtime, owner: owner, viewModel: viewModel)
            addAction("save", arguments: ["Mercury"]) { [weak self, weak viewModel] argument in
                guard let viewModel else { return }
                self?.coordinator?.save(argument.stringValue ?? "Untitled", viewModel: viewModel)
            }
            addAction("cancel") { [weak self] _ in self?.coordinator?.onComplete?() }
        }
    }
}

// MARK: - Pushing and presenting coordinators

extension ProjectsExample.Coordinator {
    /// Stores `coordinator` as a child, sets its `onComplete` to remove it and pop its
    /// screen, and pushes its initial screen.
    func push<Child: ProjectsExample.Coordinator>(coordinator: Child) where Child.T == Screen {
        let key = String(describing: Child.self)
        let screen = coordinator.initialViewController
        let router = servicesContainer.router
        let complete: () -> Void = { [weak self, weak coordinator] in
            coordinator?.finish()
            self?.childCoordinators[key] = nil
        }
        coordinator.onComplete = { [weak screen] in
            complete()
            if let screen { router.pop(screen) }
        }
        childCoordinators[key] = coordinator
        coordinator.start()
        router.push(screen, onPop: complete)
    }

    /// Stores `coordinator` as a child, sets its `onComplete` to remove it and dismiss it,
    /// and presents its initial view controller.
    func present<Child: ProjectsExample.Coordinator>(coordinator: Child) {
        let key = String(describing: Child.self)
        let router = servicesContainer.router
        coordinator.onComplete = { [weak self, weak coordinator] in
            coordinator?.finish()
            self?.childCoordinators[key] = nil
            router.dismiss()
        }
        childCoordinators[key] = coordinator
        coordinator.start()
        router.present(coordinator.initialViewController)
    }
}
