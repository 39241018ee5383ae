#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

/// Home: back and next buttons (storyboard actions in the seed).
class HomeVC: UIViewController {
    let lblTitle = UILabel()
    let lblMessage = UILabel()

    var viewModel: HomeViewModel!

    override func viewDidLoad() {
        super.viewDidLoad()

        setupView()
    }

    func setupView() {
        lblTitle.text = viewModel.model.title
        lblMessage.text = viewModel.model.message
        let btnBack = UIButton(type: .system)
        btnBack.setTitle("Back", for: .normal)
        btnBack.accessibilityIdentifier = "back"
        btnBack.addAction(UIAction { [weak self] _ in self?.viewModel.gotoBack() }, for: .touchUpInside)
        let btnNext = UIButton(type: .system)
        btnNext.setTitle("Next", for: .normal)
        btnNext.accessibilityIdentifier = "next"
        btnNext.addAction(
            UIAction { [weak self] _ in self?.viewModel.gotoDetailsViewController() }, for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [lblTitle, lblMessage, btnBack, btnNext])
        stack.axis = .vertical
        view.addSubview(stack)
    }
}
