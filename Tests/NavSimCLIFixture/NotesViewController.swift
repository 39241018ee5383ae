#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The list of notes, with a button to write a new one.
final class NotesViewController: UIViewController {
    weak var coordinator: NotesCoordinator?
    /// Set only under `NOTES_TAGS=1` or `NOTES_FILLING=N`: a view model whose state depends
    /// on hashing or on Combine's delivery order.
    var viewModel: NotesViewModel?

    override func viewDidLoad() {
        super.viewDidLoad()
        let compose = UIButton(type: .system)
        compose.setTitle("New note", for: .normal)
        compose.accessibilityIdentifier = "compose"
        compose.addAction(UIAction { [weak self] _ in self?.coordinator?.compose() }, for: .touchUpInside)
        view.addSubview(compose)
    }
}
