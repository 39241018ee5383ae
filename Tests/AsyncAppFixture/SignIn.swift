#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// Signs in through the async auth service.
@MainActor
final class SignInViewModel {
    private(set) var isSigningIn = false
    var onSignedIn: ((String) -> Void)?

    func signIn() {
        isSigningIn = true
        print("sign-in: asking the service")
        Task {
            let name = await AuthService.signIn()
            isSigningIn = false
            print("sign-in: signed in as \(name)")
            onSignedIn?(name)
        }
    }
}

final class SignInViewController: UIViewController {
    let viewModel: SignInViewModel

    init(viewModel: SignInViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let signIn = UIButton(type: .system)
        signIn.setTitle("Sign In", for: .normal)
        signIn.accessibilityIdentifier = "signIn"
        // Disabled while the service answers: a second tap cannot land.
        signIn.addAction(
            UIAction { [weak self, weak signIn] _ in
                signIn?.isEnabled = false
                self?.viewModel.signIn()
            }, for: .touchUpInside)
        view.addSubview(signIn)
    }
}
