#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

final class EditorViewController: UIViewController {
    weak var coordinator: ComposeCoordinator?
    let viewModel = EditorViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Save", image: nil,
            primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                self.coordinator?.save(self.viewModel)
            })
        let preview = UIButton(type: .system)
        preview.setTitle("Preview", for: .normal)
        preview.addAction(UIAction { [weak self] _ in self?.coordinator?.showPreview() }, for: .touchUpInside)
        view.addSubview(preview)
    }
}

final class EditorViewModel {
    var isSaving = false
}

final class PreviewViewController: UIViewController {}
