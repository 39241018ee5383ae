#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The vault's sign-in form when it signs in with a button (the teller app): typing the password changes nothing the screen records; the Sign in
/// button reads it, opening the safe when it is right and counting a failed attempt
/// otherwise.
final class TellerFormViewController: UIViewController {
    weak var coordinator: VaultCoordinator?
    let viewModel = TellerFormViewModel()
    let password = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        password.placeholder = "password"
        password.isSecureTextEntry = true
        view.addSubview(password)
        let signIn = UIButton(type: .system)
        signIn.setTitle("Sign in", for: .normal)
        signIn.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                if password.text == "opensesame" { coordinator?.unlocked() } else { viewModel.failedAttempts += 1 }
            }, for: .touchUpInside)
        view.addSubview(signIn)
    }
}

/// What the sign-in form shows.
final class TellerFormViewModel {
    var failedAttempts = 0
}
