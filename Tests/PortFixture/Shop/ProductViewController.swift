import UIKit

class ProductViewController: UIViewController {
    weak var coordinator: AppCoordinator?
    private let name: String
    private let cart: CartViewModel

    init(name: String, cart: CartViewModel) {
        self.name = name
        self.cart = cart
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = name
        let add = UIButton(type: .system)
        add.setTitle("Add to cart", for: .normal)
        add.addTarget(self, action: #selector(ProductViewController.addTapped), for: .touchUpInside)
        view.addSubview(add)
    }

    @objc func addTapped() {
        cart.add()
    }
}
