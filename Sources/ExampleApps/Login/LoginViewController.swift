#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The login form: the user name field signs in when Return is pressed; cancel leaves.
class LoginViewController: UIViewController {
    var viewModel: LoginViewModel!
    let userField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Login"
        userField.placeholder = "alice"
        userField.accessibilityIdentifier = "login"
        userField.returnKeyType = .go
        userField.autocapitalizationType = .none
        userField.addAction(
            UIAction { [weak self] _ in self?.viewModel.login(user: self?.userField.text ?? "") },
            for: .editingDidEndOnExit)
        let cancel = UIButton(type: .system)
        cancel.setTitle("Cancel", for: .normal)
        cancel.accessibilityIdentifier = "cancel"
        cancel.addAction(UIAction { [weak self] _ in self?.viewModel.cancel() }, for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [userField, cancel])
        stack.axis = .vertical
        view.addSubview(stack)
    }
}
