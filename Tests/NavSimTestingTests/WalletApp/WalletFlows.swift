#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The Accounts tab.
@MainActor final class AccountsCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.viewControllers = [AccountsViewController()]
    }
}

/// The Cards tab: the list, and a card's details pushed onto it.
@MainActor final class CardsCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.viewControllers = [CardsViewController()]
    }

    func showCard(_ number: Int) {
        navigationController.pushViewController(CardViewController(number: number), animated: true)
    }
}

/// The list of accounts.
final class AccountsViewController: UIViewController {}

/// The list of cards.
final class CardsViewController: UIViewController {}

/// A card's details.
final class CardViewController: UIViewController {
    let number: Int

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
        title = "Card"
    }

    required init?(coder: NSCoder) { nil }
}

/// The lock flow: a full-screen lock screen whose Unlock button (standing for Face ID)
/// dismisses it and ends the flow.
@MainActor final class LockCoordinator {
    private weak var presenter: UIViewController?
    var onUnlock: () -> Void = {}

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() {
        let lock = WalletLockViewController()
        lock.onUnlock = { [weak self, weak lock] in
            lock?.dismiss(animated: true)
            self?.onUnlock()
        }
        lock.modalPresentationStyle = .fullScreen
        presenter?.present(lock, animated: false)
    }
}

/// The lock screen.
final class WalletLockViewController: UIViewController {
    var onUnlock: () -> Void = {}

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Locked"
        let unlock = UIButton()
        unlock.setTitle("Unlock", for: .normal)
        unlock.addAction(UIAction { [weak self] _ in self?.onUnlock() }, for: .touchUpInside)
        view.addSubview(unlock)
    }
}
