package import NavSimCore
import NavSimSimulator

/// Tapping outside a popover kept as a popover: UIKit dismisses it, asking and telling the
/// presentation controller's delegate as for a sheet swiped away, except where the tap lands
/// on one of the popover's `passthroughViews` (docs/uikit.md, "Popovers").
extension UIViewController {
    /// The user tapped outside the popover: refused as a sheet's swipe is
    /// (`isModalInPresentation`, `presentationControllerShouldDismiss`), with no event of its
    /// own, else dismissed: `viewWillDisappear`, `dismissed`, `viewDidDisappear`, and the
    /// delegate's `presentationControllerDidDismiss`.
    package func userTappedOutsidePopover() {
        guard let id = controllerID else { return }
        let screen = runtime.state.visibleScreen(of: id)
        guard userMayDismiss(showing: screen, refusal: nil) else { return }
        if runtime.isRunning, let screen { runtime.send(.viewWillDisappear, to: screen) }
        guard runtime.isRunning else { return }
        finishUserDismissal()
    }

    /// The controls of the presenter's screen that lie in the popover's `passthroughViews`:
    /// the user taps them with the popover up, and it stays.
    package var passthroughControls: [(screen: ScreenID, name: String, arguments: [JSONValue])] {
        guard let views = popoverPresentationController?.passthroughViews, !views.isEmpty,
            let presenterID = presenter?.controllerID, let screen = runtime.state.visibleScreen(of: presenterID),
            let controller = runtime.screen(screen) as? UIViewController
        else { return [] }
        return controller.tappableControls.compactMap { name, control in
            guard let view = (control as? UIView) ?? (control as? UIGestureRecognizer)?.view,
                views.contains(where: { view.isDescendant(of: $0) })
            else { return nil }
            return (screen, name, controller.sampleArguments(ofControl: name))
        }
    }
}
