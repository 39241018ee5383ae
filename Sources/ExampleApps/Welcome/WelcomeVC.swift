#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The first screen (a storyboard scene in the seed; its outlets are made in code here).
class WelcomeVC: UIViewController {
    let lblTitle = UILabel()
    let lblMessage = UILabel()

    var viewModel: WelcomeViewModel!

    override func viewDidLoad() {
        super.viewDidLoad()

        setupView()
    }

    func setupView() {
        lblTitle.text = viewModel.welcome.title
        lblMessage.text = viewModel.welcome.message
        let btnGetStarted = UIButton(type: .system)
        btnGetStarted.setTitle("Get Started", for: .normal)
        btnGetStarted.accessibilityIdentifier = "getStarted"
        btnGetStarted.addAction(
            UIAction { [weak self] _ in self?.viewModel.gotoHomeViewController() }, for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [lblTitle, lblMessage, btnGetStarted])
        stack.axis = .vertical
        view.addSubview(stack)
    }
}
