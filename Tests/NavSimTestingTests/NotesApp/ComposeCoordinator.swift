#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

final class ComposeCoordinator: Coordinator {
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController
    let store = NoteStore()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let editor = EditorViewController()
        editor.coordinator = self
        navigationController.pushViewController(editor, animated: true)
    }

    func showPreview() {
        navigationController.pushViewController(PreviewViewController(), animated: true)
    }

    func save(_ viewModel: EditorViewModel) {
        viewModel.isSaving = true
        store.save { [weak self] saved in
            viewModel.isSaving = false
            if saved { self?.navigationController.popViewController(animated: true) }
        }
    }
}
