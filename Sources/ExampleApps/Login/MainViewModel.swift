/// Main's ViewModel: its title, and the way to Login.
@MainActor
class MainViewModel {
    var title = "Welcome"
    weak var navigator: LoginNavigator?

    func goToLogin() {
        navigator?.goToLogin()
    }
}
