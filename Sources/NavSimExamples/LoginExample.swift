import NavSimCore
import NavSimSimulator

/// Seed 000 (a Russian note after codeswift.ru): the coordinator creates each screen and
/// its ViewModel, injects the `authApi` service, and the ViewModel navigates through a
/// `LoginNavigator` protocol, so it knows no coordinator. `goToLogin` replaces the stack,
/// so Login becomes the root: a cancel that pops has nothing to pop.
enum LoginExample {
    static let example = Example(
        name: "login", seed: "000",
        summary: "AppCoordinator builds Main, then Login with an injected authApi; setViewControllers",
        variants: [
            .init(
                name: "navigator",
                summary: "ViewModels navigate through the LoginNavigator protocol (the seed's improvement)", bug: nil),
            .init(
                name: "popOnCancel", summary: "Login's cancel pops, as if Login had been pushed",
                bug: "setViewControllers made Login the root: UIKit ignores the pop and cancel does nothing"),
        ],
        build: { variant in App(cancelPops: variant == "popOnCancel") })

    // MARK: - The seed's protocols

    @MainActor protocol Coordinator: BaseCoordinator {
        var parentCoordinator: (any Coordinator)? { get set }
        var children: [any Coordinator] { get set }
        var navigationController: NavigationController { get set }
        func start()
    }

    /// What the ViewModels may ask for, instead of holding the coordinator.
    @MainActor protocol LoginNavigator: AnyObject {
        func goToLogin()
        func cancelLogin()
    }

    // MARK: - AppDelegate

    final class App: AppModel {
        let cancelPops: Bool
        var window: Window?
        var appCoordinator: AppCoordinator?

        init(cancelPops: Bool) { self.cancelPops = cancelPops }

        func didFinishLaunching(runtime: Runtime) {
            window = Window(runtime: runtime)
            let navigationCon = NavigationController(runtime: runtime)
            appCoordinator = AppCoordinator(navCon: navigationCon, cancelPops: cancelPops)
            appCoordinator?.start()
            window?.rootViewController = navigationCon
            window?.makeKeyAndVisible()
        }

        func sampleResponses(for service: String) -> [JSONValue] {
            [["ok": true, "token": "t-1"], ["ok": false, "error": "wrong password"]]
        }
    }

    // MARK: - Coordinator

    final class AppCoordinator: BaseCoordinator, Coordinator, LoginNavigator {
        weak var parentCoordinator: (any Coordinator)?
        var children: [any Coordinator] = [] {
            didSet { childrenDidChange(from: oldValue, to: children) }
        }
        var navigationController: NavigationController
        let authApi: AuthApi
        let cancelPops: Bool

        init(navCon: NavigationController, cancelPops: Bool) {
            navigationController = navCon
            authApi = AuthApi(runtime: navCon.runtime)
            self.cancelPops = cancelPops
            super.init(runtime: navCon.runtime)
        }

        override func start() {
            super.start()
            navigationController.pushViewController(makeMain(), animated: true)
        }

        func makeMain() -> MainViewController {
            let vc = MainViewController(owner: self)
            let vm = MainViewModel()
            vm.navigator = self
            vc.viewModel = vm
            return vc
        }

        func goToLogin() {
            let vc = LoginViewController(owner: self)
            let vm = LoginViewModel()
            vm.apiClient = authApi
            vm.navigator = self
            vc.viewModel = vm
            navigationController.setViewControllers([vc], animated: true)
        }

        func cancelLogin() {
            if cancelPops {
                navigationController.popViewController(animated: true)
            } else {
                navigationController.setViewControllers([makeMain()], animated: true)
            }
        }
    }

    // MARK: - Services

    /// The authentication API: each call is a request the session answers later.
    @MainActor final class AuthApi {
        let runtime: Runtime
        init(runtime: Runtime) { self.runtime = runtime }

        func login(user: String, completion: @escaping (JSONValue) -> Void) {
            runtime.request("authApi", payload: ["user": .string(user)], completion: completion)
        }
    }

    // MARK: - Main

    struct MainState: Codable, Equatable {
        var title = "Welcome"
    }

    final class MainViewModel: ViewModel<MainState> {
        weak var navigator: (any LoginNavigator)?
        init() { super.init(state: MainState()) }
        func goToLogin() { navigator?.goToLogin() }
    }

    final class MainViewController: Screen {
        init(owner: AppCoordinator) {
            super.init(name: "Main", runtime: owner.runtime, owner: owner)
            addAction("goToNext") { [weak self] _ in (self?.viewModel as? MainViewModel)?.goToLogin() }
        }
    }

    // MARK: - Login

    struct LoginState: Codable, Equatable {
        var status = "idle"
        var user: String?
        var error: String?
    }

    final class LoginViewModel: ViewModel<LoginState> {
        var apiClient: AuthApi?
        weak var navigator: (any LoginNavigator)?
        init() { super.init(state: LoginState()) }

        func login(user: String) {
            guard !user.isEmpty else {
                state = LoginState(status: "idle", error: "enter a user name")
                return
            }
            state = LoginState(status: "signingIn", user: user)
            apiClient?.login(user: user) { [weak self] response in
                guard let self else { return }
                if response["ok"] == .bool(true) {
                    state.status = "signedIn"
                } else {
                    state = LoginState(status: "failed", user: user, error: response["error"]?.stringValue)
                }
            }
        }
    }

    final class LoginViewController: Screen {
        init(owner: AppCoordinator) {
            super.init(name: "Login", runtime: owner.runtime, owner: owner)
            addAction("login", arguments: ["alice", ""]) { [weak self] argument in
                (self?.viewModel as? LoginViewModel)?.login(user: argument.stringValue ?? "")
            }
            addAction("cancel") { [weak self] _ in (self?.viewModel as? LoginViewModel)?.navigator?.cancelLogin() }
        }
    }
}
