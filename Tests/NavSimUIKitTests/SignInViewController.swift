#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// A sign-in screen written as iOS code is: its layout built in `viewDidLoad` with a
/// stack view and anchors, its buttons wired with `UIAction`s, a cancel item in the bar.
final class SignInViewController: UIViewController {
    let emailField = UITextField()
    let passwordField = UITextField()
    let signInButton = UIButton(type: .system)
    let forgotPasswordButton = UIButton(configuration: .plain())
    let logoView = UIImageView(image: UIImage(systemName: "person.crop.circle"))
    private(set) var layoutConstraints: [NSLayoutConstraint] = []
    private(set) var signInAttempts: [String] = []
    var onForgotPassword: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
        view.backgroundColor = .systemBackground

        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.textContentType = .username
        emailField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password
        passwordField.borderStyle = .roundedRect

        signInButton.setTitle("Sign In", for: .normal)
        signInButton.setTitleColor(.white, for: .normal)
        signInButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        signInButton.backgroundColor = .systemBlue
        signInButton.layer.cornerRadius = 8
        signInButton.layer.borderColor = UIColor.systemBlue.cgColor
        signInButton.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.signInAttempts.append(self.emailField.text ?? "")
            }, for: .touchUpInside)

        var forgotConfiguration = UIButton.Configuration.plain()
        forgotConfiguration.title = "Forgot password?"
        forgotConfiguration.baseForegroundColor = .secondaryLabel
        forgotPasswordButton.configuration = forgotConfiguration
        forgotPasswordButton.addAction(
            UIAction { [weak self] _ in self?.onForgotPassword?() }, for: .primaryActionTriggered)

        logoView.contentMode = .scaleAspectFit
        logoView.tintColor = .systemBlue

        let welcomeLabel = UILabel()
        welcomeLabel.text = "Welcome back"
        welcomeLabel.font = .preferredFont(forTextStyle: .title2)
        welcomeLabel.textColor = .label
        welcomeLabel.textAlignment = .center
        welcomeLabel.numberOfLines = 0

        let stack = UIStackView(arrangedSubviews: [
            logoView, welcomeLabel, emailField, passwordField, signInButton, forgotPasswordButton,
        ])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .fill
        stack.distribution = .fill
        stack.setCustomSpacing(24, after: welcomeLabel)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        layoutConstraints = [
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 24),
            stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -24),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.topAnchor.constraint(greaterThanOrEqualTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            logoView.heightAnchor.constraint(equalToConstant: 64),
            logoView.widthAnchor.constraint(equalTo: logoView.heightAnchor, multiplier: 1),
            signInButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ]
        NSLayoutConstraint.activate(layoutConstraints)
        signInButton.setContentHuggingPriority(.defaultHigh, for: .vertical)

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .cancel,
            primaryAction: UIAction { [weak self] _ in
                self?.dismiss(animated: true)
            })
    }
}
