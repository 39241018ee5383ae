#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The first screen: a title and a button bound to `goToNext`.
class MainViewController: UIViewController {
    var viewModel: MainViewModel!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.title
        let next = UIButton(type: .system)
        next.setTitle("Next", for: .normal)
        next.accessibilityIdentifier = "goToNext"
        next.addAction(UIAction { [weak self] _ in self?.goToNext() }, for: .touchUpInside)
        view.addSubview(next)
    }

    private func goToNext() {
        viewModel.goToLogin()
    }
}
