import Foundation

#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The root: sign-in until a user is remembered (in the standard defaults, the widget's
/// suite, or a file in the documents folder), then the tabs.
@MainActor
final class AppCoordinator {
    let window: UIWindow
    let leaksArticles: Bool
    var childCoordinators: [AnyObject] = []

    init(window: UIWindow, leaksArticles: Bool) {
        self.window = window
        self.leaksArticles = leaksArticles
    }

    private static let widget = UserDefaults(suiteName: "group.news.widget")
    private static var rememberedFile: URL? {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first?
            .appendingPathComponent("user.txt")
    }

    private static var rememberedUser: String? {
        UserDefaults.standard.string(forKey: "user") ?? widget?.string(forKey: "user")
            ?? rememberedFile.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
    }

    private static func remember(_ user: String?) {
        UserDefaults.standard.set(user, forKey: "user")
        widget?.set(user, forKey: "user")
        guard let file = rememberedFile else { return }
        if let user {
            try? FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? user.write(to: file, atomically: true, encoding: .utf8)
        } else {
            try? FileManager.default.removeItem(at: file)
        }
    }

    func start() {
        if let user = Self.rememberedUser {
            print("app: welcome back, \(user)")
            showTabs()
        } else {
            showSignIn()
        }
    }

    func showSignIn() {
        let viewModel = SignInViewModel()
        viewModel.onSignedIn = { [weak self] name in
            Self.remember(name)
            self?.showTabs()
        }
        window.rootViewController = SignInViewController(viewModel: viewModel)
    }

    func showTabs() {
        let newsNavigation = UINavigationController()
        newsNavigation.tabBarItem = UITabBarItem(title: "News", image: nil, tag: 0)
        let news = NewsCoordinator(navigationController: newsNavigation, leaksArticles: leaksArticles)
        news.onSignOut = { [weak self] in
            Self.remember(nil)
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
