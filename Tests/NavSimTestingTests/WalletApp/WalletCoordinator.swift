#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The wallet's root coordinator: two tabs, each a navigation flow, and the lock flow it
/// starts when the app goes to the background. A link selects its tab and pushes its screen.
@MainActor final class WalletCoordinator {
    let tabBarController: UITabBarController
    private(set) var childCoordinators: [AnyObject] = []
    private let accounts = AccountsCoordinator(navigationController: UINavigationController())
    private let cards = CardsCoordinator(navigationController: UINavigationController())

    init(tabBarController: UITabBarController) {
        self.tabBarController = tabBarController
    }

    func start() {
        childCoordinators = [accounts, cards]
        accounts.start()
        cards.start()
        tabBarController.viewControllers = [accounts.navigationController, cards.navigationController]
    }

    /// Routes `vault://cards/42` (or `https://vault.example/cards/42`) to card 42 in the
    /// Cards tab, and `…/accounts` to the Accounts tab.
    func open(_ url: URL) {
        let parts = ([url.host ?? ""] + url.pathComponents).filter { $0 != "/" && $0 != "" && $0 != "vault.example" }
        switch parts.first {
        case "cards":
            tabBarController.selectedIndex = 1
            if let number = parts.dropFirst().first.flatMap({ Int($0) }) { cards.showCard(number) }
        case "accounts":
            tabBarController.selectedIndex = 0
        default:
            break
        }
    }

    /// The quick action `cards` opens the Cards tab.
    func perform(shortcut type: String) {
        if type == "cards" { tabBarController.selectedIndex = 1 }
    }

    /// Covers the wallet with the lock screen until the user unlocks it.
    func lock() {
        guard !childCoordinators.contains(where: { $0 is LockCoordinator }) else { return }
        var top: UIViewController = tabBarController
        while let presented = top.presentedViewController { top = presented }
        let child = LockCoordinator(presenter: top)
        child.onUnlock = { [weak self, weak child] in
            self?.childCoordinators.removeAll { $0 === child }
        }
        childCoordinators.append(child)
        child.start()
    }
}
