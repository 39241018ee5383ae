import Combine
import UIKit

class CatalogViewController: UIViewController {
    weak var coordinator: AppCoordinator?
    private let cart: CartViewModel
    private var subscriptions = Set<AnyCancellable>()

    @IBOutlet weak var cartLabel: UILabel!

    init(cart: CartViewModel) {
        self.cart = cart
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Catalog"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Checkout", style: .done, target: self, action: #selector(checkoutTapped))
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .action, target: self, action: #selector(aboutTapped(_:)))
        let stack = UIStackView()
        for name in ["Tea", "Cake"] {
            let button = UIButton(type: .system)
            button.setTitle(name, for: .normal)
            button.addTarget(self, action: #selector(productTapped(_:)), for: .touchUpInside)
            stack.addArrangedSubview(button)
        }
        let label = UILabel()
        stack.addArrangedSubview(label)
        cartLabel = label
        view.addSubview(stack)
        cart.$itemCount
            .receive(on: DispatchQueue.main)
            .sink { [weak self] count in self?.cartLabel.text = "\(count) in the cart" }
            .store(in: &subscriptions)
    }

    @objc private func checkoutTapped() {
        coordinator?.showCheckout()
    }

    @IBAction func aboutTapped(_ sender: Any) {
        coordinator?.showAbout()
    }

    @objc func productTapped(_ sender: UIButton) {
        coordinator?.showProduct(named: sender.title(for: .normal) ?? "")
    }
}
