#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The lock: a password field that opens the safe on Return when the password is right,
/// and counts the failed attempts otherwise.
final class LockViewController: UIViewController {
    weak var coordinator: VaultCoordinator?
    let viewModel = LockViewModel()
    let password = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        password.placeholder = "password"
        password.isSecureTextEntry = true
        password.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                if password.text == "opensesame" { coordinator?.unlocked() } else { viewModel.failedAttempts += 1 }
            }, for: .editingDidEndOnExit)
        view.addSubview(password)
    }
}

/// What the lock screen shows.
final class LockViewModel {
    var failedAttempts = 0
}
