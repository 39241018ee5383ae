import NavSimCore
import NavSimSimulator

/// Swiping a sheet down (and tapping outside a popover, UIViewController+PopoverTap.swift),
/// with UIKit's questions to the presentation controller's delegate and the sheet's
/// lifecycle callbacks; the presenter stays in view and gets none.
extension UIViewController: SheetDriving {
    /// The user begins to pull the sheet down. `isModalInPresentation` or the delegate's
    /// `presentationControllerShouldDismiss` returning `false` refuses it: UIKit then tells
    /// the delegate `presentationControllerDidAttemptToDismiss`. Otherwise the delegate hears
    /// `presentationControllerWillDismiss` and the sheet's screen `viewWillDisappear`, with an
    /// interactive transition coordinator until the swipe ends.
    package func userBeganSheetSwipe() {
        guard let id = controllerID else { return }
        let screen = runtime.state.visibleScreen(of: id)
        guard userMayDismiss(showing: screen, refusal: .sheetSwipeRefused(controller: id), interactive: true) else {
            return
        }
        if runtime.isRunning, let screen { runtime.send(.viewWillDisappear, to: screen) }
    }

    /// Asks whether the user may dismiss this presented controller: `isModalInPresentation`
    /// or the delegate's `presentationControllerShouldDismiss` returning `false` refuses it,
    /// and then `refusal` is recorded (when given) and the delegate hears
    /// `presentationControllerDidAttemptToDismiss`. Otherwise the dismissal begins: this
    /// controller and its presenter get its transition coordinator (`interactive` while the
    /// user's finger drives it), which the delegate's `presentationControllerWillDismiss`
    /// can use, as Apple's page of that method says.
    func userMayDismiss(showing screen: ScreenID?, refusal: NavigationEvent?, interactive: Bool) -> Bool {
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
        let coordinator = ControllerTransition(
            from: self, to: presenter, animated: true, interactive: interactive, style: modalPresentationStyle)
        for side in userDismissalSides { side.modalTransition = coordinator }
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

    /// The user lets go early: the coordinator's `notifyWhenInteractionChanges` handlers
    /// run (cancelled), the sheet springs back and its screen appears again, then the
    /// coordinator's completions run.
    package func userCancelledSheetSwipe() {
        guard let id = controllerID else { return }
        isBeingDismissed = false
        let coordinator = modalTransition
        endUserInteraction(cancelled: true)
        if runtime.isRunning, let screen = runtime.state.visibleScreen(of: id) {
            runtime.send(.viewWillAppear, to: screen)
            runtime.send(.viewDidAppear, to: screen)
        }
        if let coordinator { endModalTransition(coordinator, of: userDismissalSides) }
    }

    /// The user swipes the sheet away: the coordinator's `notifyWhenInteractionChanges`
    /// handlers run, it is dismissed, its screen gets `viewDidDisappear`, the coordinator's
    /// completions run, and the delegate hears `presentationControllerDidDismiss`.
    package func userFinishedSheetSwipe() {
        endUserInteraction(cancelled: false)
        guard runtime.isRunning else { return }
        finishUserDismissal()
    }

    /// The user's finger left the sheet: the handlers registered with the coordinator's
    /// `notifyWhenInteractionChanges(_:)` run.
    private func endUserInteraction(cancelled: Bool) {
        if runtime.isRunning, modalTransition?.endInteraction(cancelled: cancelled) == true {
            runtime.observer?.appCodeRan()
        }
    }

    /// The controllers a dismissal by the user involves: this one and its presenter.
    private var userDismissalSides: [UIViewController] {
        [self] + (presenter.map { [$0] } ?? [])
    }

    /// Dismisses the controller the user dismissed (a sheet swiped away, a popover tapped
    /// outside of): its screen gets `viewDidDisappear`, the transition coordinator's
    /// completions run and the delegate hears `presentationControllerDidDismiss`.
    func finishUserDismissal() {
        guard let id = controllerID else { return }
        let screen = runtime.state.visibleScreen(of: id)
        let sides = userDismissalSides
        runtime.emit(.dismissed(id))
        if let screen, runtime.isRunning { runtime.send(.viewDidDisappear, to: screen) }
        presenter?.presented = nil
        endPresentation()
        if let coordinator = modalTransition { endModalTransition(coordinator, of: sides) }
        guard runtime.isRunning, let presentationController else { return }
        presentationController.delegate?.presentationControllerDidDismiss(presentationController)
        runtime.observer?.appCodeRan()
    }
}
