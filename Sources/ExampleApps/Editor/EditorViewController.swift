#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// Edits one value: a text field bound to the ViewModel, save, and home (straight back to
/// the list).
final class EditorViewController: UIViewController {
    weak var coordinator: SceneCoordinator?
    weak var delegate: EditorViewControllerDelegate?
    let viewModel: EditorViewModel
    private let valueField = UITextField()

    init(value: String) {
        viewModel = EditorViewModel(value: value)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Editor"
        valueField.accessibilityIdentifier = "value"
        valueField.placeholder = "Title"
        valueField.text = viewModel.value
        valueField.addAction(
            UIAction { [weak self] _ in self?.viewModel.value = self?.valueField.text ?? "" }, for: .editingChanged)
        let home = UIButton(type: .system)
        home.setTitle("Back to list", for: .normal)
        home.accessibilityIdentifier = "home"
        home.addAction(UIAction { [weak self] _ in self?.coordinator?.goToList() }, for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [valueField, home])
        stack.axis = .vertical
        view.addSubview(stack)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .save, primaryAction: UIAction { [weak self] _ in self?.save() })
    }

    private func save() {
        delegate?.editorViewController(self, didChangeValue: viewModel.value)
    }
}
