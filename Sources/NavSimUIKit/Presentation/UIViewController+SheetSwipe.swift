import NavSimCore
import NavSimSimulator

/// Swiping a sheet down, with UIKit's questions to the presentation controller's delegate
/// and the sheet's lifecycle callbacks; the presenter stays in view and gets none.
extension UIViewController: SheetDriving {
    /// The user begins to pull the sheet down. `isModalInPresentation` or the delegate's
    /// `presentationControllerShouldDismiss` returning `false` refuses it: UIKit then tells
    /// the delegate `presentationControllerDidAttemptToDismiss`. Otherwise the delegate hears
    /// `presentationControllerWillDismiss` and the sheet's screen `viewWillDisappear`.
    package func userBeganSheetSwipe() {
        guard let id = controllerID, let presentationController else { return }
        let delegate = presentationController.delegate
        let screen = runtime.state.visibleScreen(of: id)
        let isAllowed =
            !refusesInteractiveDismissal(showing: screen)
            && delegate?.presentationControllerShouldDismiss(presentationController) != false
        runtime.observer?.appCodeRan()
        guard isAllowed else {
            runtime.emit(.sheetSwipeRefused(controller: id))
            guard runtime.isRunning else { return }
            delegate?.presentationControllerDidAttemptToDismiss(presentationController)
            runtime.observer?.appCodeRan()
            return
        }
        isBeingDismissed = true
        delegate?.presentationControllerWillDismiss(presentationController)
        runtime.observer?.appCodeRan()
        if runtime.isRunning, let screen { runtime.send(.viewWillDisappear, to: screen) }
    }

    /// Whether this controller, or one it shows, sets `isModalInPresentation`: UIKit honours
    /// it on the content of a presented navigation controller too (Apple's sample
    /// "Disabling the pull-down gesture for a sheet" sets it on the navigation controller's
    /// root).
    private func refusesInteractiveDismissal(showing screen: ScreenID?) -> Bool {
        var current = screen.flatMap { runtime.screen($0) as? UIViewController }
        while let controller = current, controller !== self {
            if controller.isModalInPresentation { return true }
            current = controller.parent
        }
        return isModalInPresentation
    }

    /// The user lets go early: the sheet springs back and its screen appears again.
    package func userCancelledSheetSwipe() {
        guard let id = controllerID else { return }
        isBeingDismissed = false
        guard let screen = runtime.state.visibleScreen(of: id) else { return }
        runtime.send(.viewWillAppear, to: screen)
        runtime.send(.viewDidAppear, to: screen)
    }

    /// The user swipes the sheet away: it is dismissed, its screen gets `viewDidDisappear`,
    /// and the delegate hears `presentationControllerDidDismiss`.
    package func userFinishedSheetSwipe() {
        guard let id = controllerID else { return }
        let screen = runtime.state.visibleScreen(of: id)
        runtime.emit(.dismissed(id))
        if let screen, runtime.isRunning { runtime.send(.viewDidDisappear, to: screen) }
        presenter?.presented = nil
        endPresentation()
        guard runtime.isRunning, let presentationController else { return }
        presentationController.delegate?.presentationControllerDidDismiss(presentationController)
        runtime.observer?.appCodeRan()
    }
}
