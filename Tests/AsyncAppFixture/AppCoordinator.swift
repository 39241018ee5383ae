import Foundation

#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

/// The root: sign-in until a user is remembered, then the tabs.
@MainActor
final class AppCoordinator {
    let window: UIWindow
    let leaksArticles: Bool
    var childCoordinators: [AnyObject] = []

    init(window: UIWindow, leaksArticles: Bool) {
        self.window = window
        self.leaksArticles = leaksArticles
    }

    func start() {
        if let user = UserDefaults.standard.string(forKey: "user") {
            print("app: welcome back, \(user)")
            showTabs()
        } else {
            showSignIn()
        }
    }

    func showSignIn() {
        let viewModel = SignInViewModel()
        viewModel.onSignedIn = { [weak self] name in
            UserDefaults.standard.set(name, forKey: "user")
            self?.showTabs()
        }
        window.rootViewController = SignInViewController(viewModel: viewModel)
    }

    func showTabs() {
        let newsNavigation = UINavigationController()
        newsNavigation.tabBarItem = UITabBarItem(title: "News", image: nil, tag: 0)
        let news = NewsCoordinator(navigationController: newsNavigation, leaksArticles: leaksArticles)
        news.onSignOut = { [weak self] in
            UserDefaults.standard.removeObject(forKey: "user")
            self?.childCoordinators.removeAll()
            self?.showSignIn()
        }
        childCoordinators = [news]
        news.start()
        let search = SearchViewController(viewModel: SearchViewModel())
        search.tabBarItem = UITabBarItem(title: "Search", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [newsNavigation, search]
        window.rootViewController = tabs
    }
}
