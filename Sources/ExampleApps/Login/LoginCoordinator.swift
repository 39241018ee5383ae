#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The login form in the sign-in scene (variants `strongParent`, `weakParent` and
/// `pageSheet`): the seed's `goToLogin()` on the scene's navigation controller.
@MainActor
final class LoginCoordinator: Coordinator, LoginNavigator {
    var parentCoordinator: Coordinator? {
        get { parent.coordinator }
        set { parent.coordinator = newValue }
    }
    var children: [Coordinator] = []
    var navigationController: UINavigationController
    private var parent: ParentReference
    private let authApi: AuthApi

    init(navCon: UINavigationController, authApi: AuthApi, variant: Variant) {
        self.navigationController = navCon
        self.authApi = authApi
        parent = ParentReference(isWeak: variant.holdsParentWeakly)
    }

    func start() {
        goToLogin()
    }

    func goToLogin() {
        navigationController.setViewControllers(
            [Self.makeLogin(apiClient: authApi, navigator: self)], animated: true)
    }

    func cancelLogin() {
        (parentCoordinator as? AuthCoordinator)?.loginDidEnd()
    }

    /// The seed's Login: the view controller, its ViewModel with the injected API client,
    /// and the navigator the ViewModel asks.
    static func makeLogin(apiClient: AuthApi, navigator: LoginNavigator) -> LoginViewController {
        let vc = LoginViewController()
        let vm = LoginViewModel()
        vm.apiClient = apiClient
        vm.navigator = navigator
        vc.viewModel = vm
        return vc
    }
}
