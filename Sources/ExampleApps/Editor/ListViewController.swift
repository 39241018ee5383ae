#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The entities; a row opens its details, close ends the scene. In the seed's head-on
/// solution it is Details' delegate and updates itself when Details changes an entity.
final class ListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    DetailsViewControllerDelegate
{
    weak var coordinator: SceneCoordinator?
    /// The seed's `var coordinator: Coordinator!` (variant `strongCoordinator`): a strong
    /// reference to the coordinator, which holds this screen through its navigation
    /// controller.
    var retainedCoordinator: SceneCoordinator?
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

    /// The seed's `updateList()` after Details changed `entity`: the seed's Details changes
    /// the very object the list holds; here the list takes the changed copy in its place.
    func detailsViewController(_ sender: DetailsViewController, didChangeEntity entity: Entity) {
        var entities = viewModel.entities
        for index in entities.indices where entities[index].id == entity.id { entities[index] = entity }
        update(using: entities)
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
