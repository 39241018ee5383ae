import NavSimCore
import NavSimSimulator

/// Swiping a sheet down (and tapping outside a popover, UIViewController+PopoverTap.swift),
/// with UIKit's questions to the presentation controller's delegate and the sheet's
/// lifecycle callbacks; the presenter stays in view and gets none.
extension UIViewController: SheetDriving {
    /// The user begins to pull the sheet down. `isModalInPresentation` or the delegate's
    /// `presentationControllerShouldDismiss` returning `false` refuses it: UIKit then tells
    /// the delegate `presentationControllerDidAttemptToDismiss`. Otherwise the delegate hears
    /// `presentationControllerWillDismiss` and the sheet's screen `viewWillDisappear`.
    package func userBeganSheetSwipe() {
        guard let id = controllerID else { return }
        let screen = runtime.state.visibleScreen(of: id)
        guard userMayDismiss(showing: screen, refusal: .sheetSwipeRefused(controller: id)) else { return }
        if runtime.isRunning, let screen { runtime.send(.viewWillDisappear, to: screen) }
    }

    /// Asks whether the user may dismiss this presented controller: `isModalInPresentation`
    /// or the delegate's `presentationControllerShouldDismiss` returning `false` refuses it,
    /// and then `refusal` is recorded (when given) and the delegate hears
    /// `presentationControllerDidAttemptToDismiss`. Otherwise the delegate hears
    /// `presentationControllerWillDismiss`.
    func userMayDismiss(showing screen: ScreenID?, refusal: NavigationEvent?) -> Bool {
        guard let presentationController else { return false }
        let delegate = presentationController.delegate
        let isAllowed =
            !refusesInteractiveDismissal(showing: screen)
            && delegate?.presentationControllerShouldDismiss(presentationController) != false
        runtime.observer?.appCodeRan()
        guard isAllowed else {
            if let refusal { runtime.emit(refusal) }
            guard runtime.isRunning else { return false }
            delegate?.presentationControllerDidAttemptToDismiss(presentationController)
            runtime.observer?.appCodeRan()
            return false
        }
        isBeingDismissed = true
        delegate?.presentationControllerWillDismiss(presentationController)
        runtime.observer?.appCodeRan()
        return true
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
        finishUserDismissal()
    }

    /// Dismisses the controller the user dismissed (a sheet swiped away, a popover tapped
    /// outside of): its screen gets `viewDidDisappear` and the delegate hears
    /// `presentationControllerDidDismiss`.
    func finishUserDismissal() {
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
