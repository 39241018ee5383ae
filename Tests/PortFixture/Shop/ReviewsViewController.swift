import UIKit

/// A product's reviews, shown by the storyboard's segue.
class ReviewsViewController: UIViewController {
    var productName = ""

    @IBOutlet private weak var summaryLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        summaryLabel.text = "No reviews of \(productName) yet"
    }
}
