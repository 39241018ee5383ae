/// Details' ViewModel; its delegate is what keeps the Details coordinator alive.
@MainActor
class DetailsViewModel {
    var model = DetailsModel()
    let delegate: DetailsCoordinatorDelegate?

    init(delegate: DetailsCoordinatorDelegate?) {
        self.delegate = delegate
    }

    func gotoBack() {
        delegate?.controllerDismissed()
    }
}
