#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// A project's details, with a done button.
final class ProjectDetailsViewController: UIViewController {
    weak var coordinator: ProjectDetailsCoordinator?
    let viewModel: ProjectDetailsViewModel

    init(viewModel: ProjectDetailsViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.project
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.coordinator?.onComplete?() })
    }
}
