/// Login's ViewModel: signs in through the injected API client.
@MainActor
class LoginViewModel {
    var status = "idle"
    var user: String?
    var error: String?
    var apiClient: AuthApi?
    weak var navigator: LoginNavigator?

    func login(user: String) {
        guard !user.isEmpty else {
            status = "idle"
            self.user = nil
            error = "enter a user name"
            return
        }
        status = "signingIn"
        self.user = user
        error = nil
        apiClient?.login(user: user) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                status = "signedIn"
            case .failure(let failure):
                status = "failed"
                error = failure.message
            }
        }
    }

    func cancel() {
        navigator?.cancelLogin()
    }
}
