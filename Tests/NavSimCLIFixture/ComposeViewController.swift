#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// Writing a note; Save goes back to the list through the coordinator.
final class ComposeViewController: UIViewController {
    weak var coordinator: ComposeCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        let save = UIButton(type: .system)
        save.setTitle("Save", for: .normal)
        save.accessibilityIdentifier = "save"
        save.addAction(UIAction { [weak self] _ in self?.coordinator?.save() }, for: .touchUpInside)
        view.addSubview(save)
    }
}
