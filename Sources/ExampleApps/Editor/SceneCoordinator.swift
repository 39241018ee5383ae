#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The scene: List → Details → Editor in its own navigation controller, presented by the
/// parent. Unless the screens hand the data to each other (the naive variants), it owns
/// the data and updates every screen.
@MainActor
final class SceneCoordinator: EditorViewControllerDelegate {
    let sceneViewController = UINavigationController()
    let parent: AppCoordinator
    let variant: AppVariant

    var data: [Entity] = []
    var selectedIndex: Int?
    private weak var list: ListViewController?
    private weak var details: DetailsViewController?

    init(parent: AppCoordinator, variant: AppVariant) {
        self.parent = parent
        self.variant = variant
    }

    func start() {
        let list = listViewController()
        self.list = list
        sceneViewController.pushViewController(list, animated: true)
        // The seed sets no style: iOS 13 and later then show a page sheet the user can swipe away.
        if variant != .pageSheet { sceneViewController.modalPresentationStyle = .fullScreen }
        parent.sceneViewController.present(sceneViewController, animated: true, completion: nil)

        DataService.shared.loadData { [weak self] newData in
            guard let self else { return }
            data = newData
            self.list?.update(using: newData)
        }
    }

    func stop() {
        parent.sceneViewController.dismiss(animated: true, completion: nil)
        // The seed's stop() ends here: the parent keeps it among its children.
        if variant != .stopOnlyDismisses { parent.childDidFinish(self) }
    }

    func listViewController() -> ListViewController {
        let controller = ListViewController()
        controller.coordinator = self
        if variant == .strongCoordinator { controller.retainedCoordinator = self }
        return controller
    }

    /// Shows an entity. The variants where the coordinator owns the data look it up there;
    /// the naive ones show the list's copy.
    func presentDetails(of entity: Entity, at index: Int) {
        selectedIndex = index
        let shown = !isNaive && data.indices.contains(index) ? data[index] : entity
        let details = DetailsViewController(entity: shown)
        details.coordinator = self
        if variant == .strongCoordinator { details.retainedCoordinator = self }
        if variant == .naiveDelegate { details.delegate = list }
        self.details = details
        if variant == .presentDetailsPushesList, let list {
            // The seed's slip: `list` is the stack's root already. UIKit raises an exception.
            sceneViewController.pushViewController(list, animated: true)
        } else {
            sceneViewController.pushViewController(details, animated: true)
        }
    }

    /// Opens the editor on the title shown by `details`. Its changes come here, or in
    /// the naive variants go to the Details screen that opened it.
    func editProperty(from details: DetailsViewController) {
        let editor = EditorViewController(value: details.viewModel.entity.title)
        editor.coordinator = self
        editor.delegate = isNaive ? details : self
        sceneViewController.pushViewController(editor, animated: true)
    }

    /// Whether the screens hand the data to each other instead of the coordinator.
    private var isNaive: Bool { variant == .naive || variant == .naiveDelegate }

    func editorViewController(_ sender: EditorViewController, didChangeValue newValue: String) {
        if let selectedIndex, data.indices.contains(selectedIndex) {
            data[selectedIndex].title = newValue
            details?.update(using: data[selectedIndex])
            list?.update(using: data)
        }
        sceneViewController.popViewController(animated: true)
    }

    func goToList() {
        sceneViewController.popToRootViewController(animated: true)
    }
}
