/// Welcome's ViewModel; its delegate is what keeps the Welcome coordinator alive.
@MainActor
class WelcomeViewModel {
    var welcome: WelcomeModel
    let delegate: WelcomeCoordinatorDelegate

    init(delegate: WelcomeCoordinatorDelegate) {
        self.welcome = WelcomeModel()
        self.delegate = delegate
    }

    func gotoHomeViewController() {
        delegate.gotoHomeViewControler()
    }
}
