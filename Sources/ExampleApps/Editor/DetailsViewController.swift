#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

/// An entity's title, with a button that edits it. In the naive variant it hears the
/// editor's change itself and updates only its own copy.
final class DetailsViewController: UIViewController, EditorViewControllerDelegate {
    weak var coordinator: SceneCoordinator?
    let viewModel: DetailsViewModel
    private let titleLabel = UILabel()

    init(entity: Entity) {
        viewModel = DetailsViewModel(entity: entity)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Details"
        titleLabel.text = viewModel.entity.title
        let edit = UIButton(type: .system)
        edit.setTitle("Edit title", for: .normal)
        edit.accessibilityIdentifier = "edit"
        edit.addAction(UIAction { [weak self] _ in self?.fieldTapped() }, for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [titleLabel, edit])
        stack.axis = .vertical
        view.addSubview(stack)
    }

    func update(using data: Entity) {
        viewModel.entity = data
        titleLabel.text = data.title
    }

    func fieldTapped() {
        coordinator?.editProperty(from: self)
    }

    /// The naive variant's path: only this copy changes.
    func editorViewController(_ sender: EditorViewController, didChangeValue newValue: String) {
        viewModel.entity.title = newValue
        titleLabel.text = newValue
        navigationController?.popViewController(animated: true)
    }
}
