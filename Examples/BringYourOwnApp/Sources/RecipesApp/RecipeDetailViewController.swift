#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// One recipe, with a Cook button that starts the cooking flow.
final class RecipeDetailViewController: UIViewController {
    weak var coordinator: AppCoordinator?
    let recipe: String

    init(recipe: String) {
        self.recipe = recipe
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = recipe
        let cook = UIButton(type: .system)
        cook.setTitle("Cook", for: .normal)
        cook.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.coordinator?.startCooking(self.recipe)
            }, for: .touchUpInside)
        view.addSubview(cook)
    }
}
