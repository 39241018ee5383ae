#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

final class CatalogViewController: UIViewController {
    weak var coordinator: AppCoordinator?
    let viewModel = CatalogViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Catalog"
        view.backgroundColor = .systemBackground
        let checkout = UIButton(type: .system)
        checkout.setTitle("Checkout", for: .normal)
        checkout.addAction(UIAction { [weak self] _ in self?.coordinator?.startCheckout() }, for: .touchUpInside)
        let favourite = UIButton(type: .system)
        favourite.setTitle("Favourite", for: .normal)
        favourite.addAction(UIAction { [weak self] _ in self?.viewModel.favourites += 1 }, for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [checkout, favourite])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "About", image: nil, primaryAction: UIAction { [weak self] _ in self?.coordinator?.showAbout() })
    }
}

final class CatalogViewModel {
    var favourites = 0
}
