#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The recipes, each a button, and a Favourite button counted by its view model.
final class RecipeListViewController: UIViewController {
    weak var coordinator: AppCoordinator?
    let viewModel = RecipeListViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        for recipe in viewModel.recipes {
            let button = UIButton(type: .system)
            button.setTitle(recipe, for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.coordinator?.showRecipe(recipe) }, for: .touchUpInside)
            view.addSubview(button)
        }
        let favourite = UIButton(type: .system)
        favourite.setTitle("Favourite", for: .normal)
        favourite.addAction(UIAction { [weak self] _ in self?.viewModel.favourite() }, for: .touchUpInside)
        view.addSubview(favourite)
    }
}
