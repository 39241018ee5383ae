#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

final class AddressViewController: UIViewController {
    weak var coordinator: CheckoutCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        let next = UIButton(type: .system)
        next.setTitle("Continue", for: .normal)
        next.addAction(UIAction { [weak self] _ in self?.coordinator?.confirm() }, for: .touchUpInside)
        view.addSubview(next)
    }
}

final class ConfirmationViewController: UIViewController {
    weak var coordinator: CheckoutCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.coordinator?.finish() })
        let done = UIButton(type: .system)
        done.setTitle("Done", for: .normal)
        done.addAction(UIAction { [weak self] _ in self?.coordinator?.finish() }, for: .touchUpInside)
        view.addSubview(done)
    }
}
