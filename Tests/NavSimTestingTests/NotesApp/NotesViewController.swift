#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

final class NotesViewController: UIViewController {
    weak var coordinator: AppCoordinator?
    let viewModel = NotesViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let compose = UIButton(type: .system)
        compose.setTitle("Compose", for: .normal)
        compose.addAction(UIAction { [weak self] _ in self?.coordinator?.startCompose() }, for: .touchUpInside)
        view.addSubview(compose)
        let star = UIButton(type: .system)
        star.setTitle("Star", for: .normal)
        star.addAction(UIAction { [weak self] _ in self?.viewModel.stars += 1 }, for: .touchUpInside)
        view.addSubview(star)
    }
}

final class NotesViewModel {
    var stars = 0
}
