/// Home's ViewModel; its delegate is what keeps the Home coordinator alive.
@MainActor
class HomeViewModel {
    var model: HomeModel!
    var delegate: HomeCoordinatorDelegate

    init(delegate: HomeCoordinatorDelegate) {
        self.model = HomeModel()
        self.delegate = delegate
    }

    func gotoBack() {
        delegate.controllerDismissed()
    }

    func gotoDetailsViewController() {
        delegate.gotoDetailsViewController()
    }
}
