#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// Home: back and next buttons (storyboard actions in the seed).
class HomeVC: UIViewController {
    let lblTitle = UILabel()
    let lblMessage = UILabel()

    var viewModel: HomeViewModel!
    /// Called once Home has left its navigation controller, whichever way it left: set in
    /// the fixed variant, whose coordinator tells its parent then (the seed has no such hook).
    var onLeave: (() -> Void)?

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

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent == nil { onLeave?() }
    }
}
