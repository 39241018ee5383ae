#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The root flow: the list of projects on the router's navigation controller.
final class ProjectsCoordinator: Coordinator {
    struct Services: RouterServiceContainer {
        let router: Router

        let projectsProvider: ProjectsProvider
        let activityManager: ActivityManager
        let locationManager: LocationManager
        let accountManager: AccountManager
    }

    let servicesContainer: ProjectsCoordinator.Services
    let initialViewController: UINavigationController

    var childCoordinators: [String: Any] = [:]
    var onComplete: (() -> Void)?
    private weak var projectsViewController: ProjectsViewController?
    /// Whether an add link waits for the AddProject flow on screen to end.
    private var addLinkIsWaiting = false

    init(servicesContainer: ProjectsCoordinator.Services) {
        self.servicesContainer = servicesContainer
        self.initialViewController = Self.makeInitialViewController(with: servicesContainer)
    }

    static func makeInitialViewController(with servicesContainer: Services) -> UINavigationController {
        servicesContainer.router.navigationController
    }

    func start() {
        let viewController = ProjectsViewController()
        viewController.viewModel.projects = servicesContainer.projectsProvider.projects
        viewController.coordinator = self
        projectsViewController = viewController
        initialViewController.setViewControllers([viewController], animated: false)
    }

    func showProject(at index: Int) {
        let projects = servicesContainer.projectsProvider.projects
        guard projects.indices.contains(index) else { return }
        let details = ProjectDetailsCoordinator(
            servicesContainer: .init(router: servicesContainer.router), project: projects[index])
        push(coordinator: details)
    }

    func addProject() {
        let router = servicesContainer.router
        if router.tracksPops, router.isPresenting {
            // The fixed router makes the link wait its turn: it is handled once the flow on
            // screen is dismissed. Further links while one waits are the same request.
            note("addLinkWaits", by: self)
            guard !addLinkIsWaiting else { return }
            addLinkIsWaiting = true
            router.whenNothingIsPresented { [weak self] in
                self?.addLinkIsWaiting = false
                self?.addProject()
            }
            return
        }
        let addProjectCoordinator = AddProjectCoordinator(
            servicesContainer: AddProjectCoordinator.Services(
                router: self.servicesContainer.router,
                projectsProvider: self.servicesContainer.projectsProvider,
                locationManager: self.servicesContainer.locationManager))
        addProjectCoordinator.onSave = { [weak self] in self?.reloadProjects() }
        self.present(coordinator: addProjectCoordinator)
    }

    private func reloadProjects() {
        projectsViewController?.update(projects: servicesContainer.projectsProvider.projects)
    }
}
