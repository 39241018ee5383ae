import UIKit

class CheckoutViewController: UIViewController {
    weak var coordinator: CheckoutCoordinator?
    private let cart: CartViewModel

    @IBOutlet weak var summaryLabel: UILabel!

    init(cart: CartViewModel) {
        self.cart = cart
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Checkout"
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .cancel, target: self, action: #selector(self.cancelTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Pay", style: .done, target: self, action: #selector(payTapped))
        summaryLabel.text = "\(cart.itemCount) items, \(cart.totalText)"
    }

    @IBAction func giftWrapTapped(_ sender: Any) {
        cart.add()
        summaryLabel.text = "\(cart.itemCount) items, \(cart.totalText)"
    }

    @objc func cancelTapped() {
        coordinator?.finish()
    }

    @objc func payTapped() {
        cart.pay()
        coordinator?.finish()
    }
}
