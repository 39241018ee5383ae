#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The list of projects; a row opens its details, the add button a new project.
final class ProjectsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    weak var coordinator: ProjectsCoordinator?
    let viewModel = ProjectsViewModel()
    private let tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Projects"
        tableView.accessibilityIdentifier = "select"
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.coordinator?.addProject() })
    }

    func update(projects: [String]) {
        viewModel.projects = projects
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.projects.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = viewModel.projects[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        coordinator?.showProject(at: indexPath.row)
    }
}
