#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// Details: a back button.
class DetailsVC: UIViewController {
    let lblTitle = UILabel()

    var viewModel: DetailsViewModel!

    override func viewDidLoad() {
        super.viewDidLoad()
        lblTitle.text = viewModel.model.title
        let btnBack = UIButton(type: .system)
        btnBack.setTitle("Back", for: .normal)
        btnBack.accessibilityIdentifier = "back"
        btnBack.addAction(UIAction { [weak self] _ in self?.viewModel.gotoBack() }, for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [lblTitle, btnBack])
        stack.axis = .vertical
        view.addSubview(stack)
    }
}
