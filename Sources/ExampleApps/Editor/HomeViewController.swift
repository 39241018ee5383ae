#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The first screen: a button that opens the editing scene.
final class HomeViewController: UIViewController {
    weak var coordinator: AppCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        let editEntities = UIButton(type: .system)
        editEntities.setTitle("Edit entities", for: .normal)
        editEntities.accessibilityIdentifier = "editEntities"
        editEntities.addAction(UIAction { [weak self] _ in self?.coordinator?.startScene() }, for: .touchUpInside)
        view.addSubview(editEntities)
    }
}
