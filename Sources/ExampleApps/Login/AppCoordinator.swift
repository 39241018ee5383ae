#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

/// Creates every screen and its ViewModel and injects the `authApi` service.
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
        let vc = LoginViewController()
        let vm = LoginViewModel()
        vm.apiClient = authApi
        vm.navigator = self
        vc.viewModel = vm
        navigationController.setViewControllers([vc], animated: true)
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
