#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// One project's details, pushed; done completes it.
final class ProjectDetailsCoordinator: Coordinator {
    struct Services: RouterServiceContainer {
        let router: Router
    }

    let servicesContainer: Services
    let project: String
    var childCoordinators: [String: Any] = [:]
    var onComplete: (() -> Void)?

    private(set) lazy var initialViewController: ProjectDetailsViewController = {
        let viewController = ProjectDetailsViewController(viewModel: ProjectDetailsViewModel(project: project))
        viewController.coordinator = self
        return viewController
    }()

    init(servicesContainer: Services, project: String) {
        self.servicesContainer = servicesContainer
        self.project = project
    }
}
