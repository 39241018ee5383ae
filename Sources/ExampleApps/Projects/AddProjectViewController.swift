#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// A name field, save and cancel.
final class AddProjectViewController: UIViewController {
    weak var coordinator: AddProjectCoordinator?
    let viewModel = AddProjectViewModel()
    private let nameField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Project"
        nameField.accessibilityIdentifier = "name"
        nameField.placeholder = "Mercury"
        nameField.borderStyle = .roundedRect
        view.addSubview(nameField)
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.coordinator?.onComplete?() })
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .save, primaryAction: UIAction { [weak self] _ in self?.save() })
    }

    private func save() {
        let name = nameField.text ?? ""
        coordinator?.save(name.isEmpty ? "Untitled" : name, viewModel: viewModel)
    }
}
