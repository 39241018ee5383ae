#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

/// The entities; a row opens its details, close ends the scene.
final class ListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    weak var coordinator: SceneCoordinator?
    let viewModel = ListViewModel()
    private let tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        tableView.accessibilityIdentifier = "select"
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .close, primaryAction: UIAction { [weak self] _ in self?.coordinator?.stop() })
    }

    func update(using data: [Entity]) {
        viewModel.entities = data
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.entities.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = viewModel.entities[indexPath.row].title
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        coordinator?.presentDetails(of: viewModel.entities[indexPath.row], at: indexPath.row)
    }
}
