#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// Cooking a recipe: a Timer (modal) and Done (back to the list).
final class CookingViewController: UIViewController {
    weak var coordinator: CookingCoordinator?
    let recipe: String

    init(recipe: String) {
        self.recipe = recipe
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cooking " + recipe
        let timer = UIButton(type: .system)
        timer.setTitle("Timer", for: .normal)
        timer.addAction(UIAction { [weak self] _ in self?.coordinator?.showTimer() }, for: .touchUpInside)
        view.addSubview(timer)
        let done = UIButton(type: .system)
        done.setTitle("Done", for: .normal)
        done.addAction(UIAction { [weak self] _ in self?.coordinator?.finish() }, for: .touchUpInside)
        view.addSubview(done)
    }
}
