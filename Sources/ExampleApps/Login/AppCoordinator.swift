#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// Creates every screen and its ViewModel and injects the `authApi` service; in two
/// variants the login form is a child flow's.
@MainActor
class AppCoordinator: Coordinator, LoginNavigator {
    var parentCoordinator: Coordinator?
    var children: [Coordinator] = []
    var navigationController: UINavigationController
    let authApi = AuthApi()
    let variant: Variant

    init(navCon: UINavigationController, variant: Variant) {
        self.navigationController = navCon
        self.variant = variant
    }

    func start() {
        navigationController.pushViewController(makeMain(), animated: true)
    }

    func makeMain() -> MainViewController {
        let vc = MainViewController()
        let vm = MainViewModel()
        vm.navigator = self
        vc.viewModel = vm
        return vc
    }

    func goToLogin() {
        if variant.startsAuthFlow { return startAuthFlow() }
        let vc = LoginCoordinator.makeLogin(apiClient: authApi, navigator: self)
        navigationController.setViewControllers([vc], animated: true)
    }

    /// Starts the sign-in scene as a child (variants `strongParent`, `weakParent` and `pageSheet`).
    func startAuthFlow() {
        let auth = AuthCoordinator(authApi: authApi, variant: variant)
        auth.parentCoordinator = self
        children.append(auth)
        auth.start()
    }

    /// The sign-in scene is over: it goes from `children`, and its screens are dismissed.
    func authDidFinish(_ auth: AuthCoordinator) {
        // The seed's protocol is not class-bound: no `===` on `children`' elements.
        children.removeAll { $0 as AnyObject === auth }
        navigationController.dismiss(animated: true)
    }

    func cancelLogin() {
        if variant == .popOnCancel {
            // Login became the root through setViewControllers: UIKit ignores this pop.
            navigationController.popViewController(animated: true)
        } else {
            navigationController.setViewControllers([makeMain()], animated: true)
        }
    }
}
