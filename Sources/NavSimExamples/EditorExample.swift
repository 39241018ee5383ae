import NavSimCore
import NavSimSimulator

/// Seed 004 (a Russian note on application coordinators): List → Details → Editor, where
/// an edit must show at once in Details and List, and "home" returns straight to the list.
///
/// In the coordinator variant the scene's coordinator owns the data and updates every
/// screen; in the naive variant the data is handed from screen to screen as copies.
enum EditorExample {
    static let example = Example(
        name: "editor", seed: "004",
        summary: "List → Details → Editor in a presented scene; the coordinator owns the data",
        variants: [
            .init(
                name: "coordinator", summary: "the scene coordinator owns the data and updates List and Details",
                bug: nil),
            .init(
                name: "naive", summary: "data is passed from screen to screen as copies",
                bug: "an edit reaches Details only; List keeps its old copy and a Details opened from it is stale"),
        ],
        build: { variant in App(ownsData: variant != "naive") })

    struct Entity: Codable, Equatable {
        var id: Int
        var title: String
    }

    // MARK: - AppDelegate

    final class App: AppModel {
        let ownsData: Bool
        var window: Window?
        var appCoordinator: AppCoordinator?

        init(ownsData: Bool) { self.ownsData = ownsData }

        func didFinishLaunching(runtime: Runtime) {
            let coordinator = AppCoordinator(runtime: runtime, ownsData: ownsData)
            coordinator.start()
            appCoordinator = coordinator
            window = Window(runtime: runtime)
            window?.rootViewController = coordinator.sceneViewController
        }

        func sampleResponses(for service: String) -> [JSONValue] {
            [["entities": [["id": 1, "title": "Milk"], ["id": 2, "title": "Eggs"]]]]
        }
    }

    /// Loads the entities; the answer is a service response.
    @MainActor enum DataService {
        static func loadData(runtime: Runtime, completion: @escaping ([Entity]) -> Void) {
            runtime.request("dataService") { response in
                guard case .array(let items)? = response["entities"] else { return completion([]) }
                completion(
                    items.compactMap { item in
                        guard let id = item["id"]?.intValue, let title = item["title"]?.stringValue else {
                            return nil
                        }
                        return Entity(id: id, title: title)
                    })
            }
        }
    }

    // MARK: - The parent coordinator

    final class AppCoordinator: BaseCoordinator {
        let sceneViewController: NavigationController
        let ownsData: Bool
        var children: [BaseCoordinator] = [] {
            didSet { childrenDidChange(from: oldValue, to: children) }
        }

        init(runtime: Runtime, ownsData: Bool) {
            sceneViewController = NavigationController(runtime: runtime)
            self.ownsData = ownsData
            super.init(runtime: runtime)
        }

        override func start() {
            super.start()
            let home = Screen(name: "Home", owner: self)
            home.addAction("editEntities") { [weak self] _ in self?.startScene() }
            sceneViewController.pushViewController(home, animated: false)
        }

        func startScene() {
            let child = SceneCoordinator(parent: self, ownsData: ownsData)
            children.append(child)
            child.start()
        }

        func childDidFinish(_ child: BaseCoordinator) {
            children.removeAll { $0 === child }
        }
    }

    // MARK: - The scene coordinator

    final class SceneCoordinator: BaseCoordinator, EditorDelegate {
        let parent: AppCoordinator
        let ownsData: Bool
        private(set) lazy var sceneViewController = NavigationController(runtime: runtime, owner: self)

        var data: [Entity] = []
        var selectedIndex: Int?
        private weak var list: ListViewModel?
        private weak var details: DetailsViewModel?

        init(parent: AppCoordinator, ownsData: Bool) {
            self.parent = parent
            self.ownsData = ownsData
            super.init(runtime: parent.runtime)
        }

        override func start() {
            super.start()
            let listViewModel = ListViewModel(coordinator: self)
            list = listViewModel
            sceneViewController.pushViewController(ListViewController(owner: self, viewModel: listViewModel))
            parent.sceneViewController.present(sceneViewController, style: .fullScreen)
            DataService.loadData(runtime: runtime) { [weak self] newData in
                guard let self else { return }
                data = newData
                list?.state.entities = newData
            }
        }

        func stop() {
            finish()
            parent.sceneViewController.dismiss(animated: true)
            parent.childDidFinish(self)
        }

        /// Shows an entity. The coordinator variant looks it up in its own data; the naive
        /// one gets the list's copy.
        func presentDetails(of entity: Entity, at index: Int) {
            selectedIndex = index
            let shown = ownsData && data.indices.contains(index) ? data[index] : entity
            let viewModel = DetailsViewModel(entity: shown, coordinator: self)
            details = viewModel
            sceneViewController.pushViewController(DetailsViewController(owner: self, viewModel: viewModel))
        }

        /// Opens the editor. Its changes go to the coordinator, or in the naive variant to
        /// the Details screen that opened it.
        func editProperty(from detailsViewModel: DetailsViewModel) {
            let delegate: any EditorDelegate = ownsData ? self : detailsViewModel
            let viewModel = EditorViewModel(value: detailsViewModel.state.entity.title, delegate: delegate)
            sceneViewController.pushViewController(EditorViewController(owner: self, viewModel: viewModel))
        }

        func editorDidChange(value: String) {
            if let selectedIndex, data.indices.contains(selectedIndex) {
                data[selectedIndex].title = value
                details?.state.entity = data[selectedIndex]
                list?.state.entities = data
            }
            sceneViewController.popViewController(animated: true)
        }

        func goToList() {
            sceneViewController.popToRootViewController(animated: true)
        }
    }

    /// Who hears about an edit.
    @MainActor protocol EditorDelegate: AnyObject {
        func editorDidChange(value: String)
    }

    // MARK: - List

    struct ListState: Codable, Equatable {
        var entities: [Entity] = []
    }

    final class ListViewModel: ViewModel<ListState> {
        weak var coordinator: SceneCoordinator?
        init(coordinator: SceneCoordinator) {
            self.coordinator = coordinator
            super.init(state: ListState())
        }

        func select(_ index: Int) {
            guard state.entities.indices.contains(index) else { return }
            coordinator?.presentDetails(of: state.entities[index], at: index)
        }
    }

    final class ListViewController: Screen {
        init(owner: SceneCoordinator, viewModel: ListViewModel) {
            super.init(name: "List", runtime: owner.runtime, owner: owner, viewModel: viewModel)
            addAction("select", arguments: [0, 1]) { [weak viewModel] argument in
                // A row that no table has (a fraction, or past Int's range) selects nothing.
                guard let row = argument.intValue else { return }
                viewModel?.select(row)
            }
            addAction("close") { [weak owner] _ in owner?.stop() }
        }
    }

    // MARK: - Details

    struct DetailsState: Codable, Equatable {
        var entity: Entity
    }

    final class DetailsViewModel: ViewModel<DetailsState>, EditorDelegate {
        weak var coordinator: SceneCoordinator?
        init(entity: Entity, coordinator: SceneCoordinator) {
            self.coordinator = coordinator
            super.init(state: DetailsState(entity: entity))
        }

        /// The naive variant's path: only this copy changes.
        func editorDidChange(value: String) {
            state.entity.title = value
            coordinator?.sceneViewController.popViewController(animated: true)
        }
    }

    final class DetailsViewController: Screen {
        init(owner: SceneCoordinator, viewModel: DetailsViewModel) {
            super.init(name: "Details", runtime: owner.runtime, owner: owner, viewModel: viewModel)
            addAction("edit") { [weak owner, weak viewModel] _ in
                guard let viewModel else { return }
                owner?.editProperty(from: viewModel)
            }
        }
    }

    // MARK: - Editor

    struct EditorState: Codable, Equatable {
        var value: String
    }

    final class EditorViewModel: ViewModel<EditorState> {
        weak var delegate: (any EditorDelegate)?
        init(value: String, delegate: any EditorDelegate) {
            self.delegate = delegate
            super.init(state: EditorState(value: value))
        }

        func save(_ value: String) {
            state.value = value
            delegate?.editorDidChange(value: value)
        }
    }

    final class EditorViewController: Screen {
        init(owner: SceneCoordinator, viewModel: EditorViewModel) {
            super.init(name: "Editor", runtime: owner.runtime, owner: owner, viewModel: viewModel)
            addAction("save", arguments: ["Oat milk", "Bread"]) { [weak viewModel] argument in
                viewModel?.save(argument.stringValue ?? "")
            }
            addAction("home") { [weak owner] _ in owner?.goToList() }
        }
    }
}
