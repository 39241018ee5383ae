#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

final class ProductViewController: UIViewController {
    weak var coordinator: AppCoordinator?
    let productName: String

    init(productName: String) {
        self.productName = productName
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = productName
    }
}
