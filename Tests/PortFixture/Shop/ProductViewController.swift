import UIKit

/// A product, from Main.storyboard: its name, "Add to cart", and a segue to its reviews.
class ProductViewController: UIViewController {
    weak var coordinator: AppCoordinator?
    private let name: String
    private let cart: CartViewModel

    @IBOutlet weak var nameLabel: UILabel!

    init?(coder: NSCoder, name: String, cart: CartViewModel) {
        self.name = name
        self.cart = cart
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = name
        nameLabel.text = name
    }

    @IBAction func addTapped(_ sender: UIButton) {
        cart.add()
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showReviews", let reviews = segue.destination as? ReviewsViewController {
            reviews.productName = name
        }
    }
}
