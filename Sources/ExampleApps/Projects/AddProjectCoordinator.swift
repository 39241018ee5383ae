#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// A new project, presented in its own navigation controller; save asks where the user
/// is, adds the project and completes.
final class AddProjectCoordinator: Coordinator {
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

    private(set) lazy var initialViewController: UINavigationController = {
        let viewController = AddProjectViewController()
        viewController.coordinator = self
        return UINavigationController(rootViewController: viewController)
    }()

    init(servicesContainer: Services) {
        self.servicesContainer = servicesContainer
    }

    func save(_ name: String, viewModel: AddProjectViewModel) {
        viewModel.status = "locating"
        servicesContainer.locationManager.requestLocation { [weak self, weak viewModel] city in
            guard let self, let viewModel else { return }
            guard let city else {
                viewModel.status = "failed"
                return
            }
            servicesContainer.projectsProvider.add("\(name) (\(city))")
            viewModel.status = "saved"
            onSave?()
            onComplete?()
        }
    }
}
