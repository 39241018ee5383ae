#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// An entity's title, with a button that edits it. In the naive variants it hears the
/// editor's change itself and updates its own copy, then tells its delegate (List) if it
/// has one.
final class DetailsViewController: UIViewController, EditorViewControllerDelegate {
    weak var coordinator: SceneCoordinator?
    /// The seed's `var coordinator: Coordinator!` (variant `strongCoordinator`): a strong
    /// reference to the coordinator.
    var retainedCoordinator: SceneCoordinator?
    weak var delegate: DetailsViewControllerDelegate?
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

    /// The naive variants' path: this copy changes, and the delegate, if any, hears it.
    func editorViewController(_ sender: EditorViewController, didChangeValue newValue: String) {
        viewModel.entity.title = newValue
        titleLabel.text = newValue
        delegate?.detailsViewController(self, didChangeEntity: viewModel.entity)
        navigationController?.popViewController(animated: true)
    }
}
