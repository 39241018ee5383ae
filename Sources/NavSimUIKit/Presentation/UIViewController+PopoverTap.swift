package import NavSimCore
import NavSimSimulator

/// Tapping outside a popover kept as a popover: UIKit dismisses it, asking and telling the
/// presentation controller's delegate as for a sheet swiped away, except where the tap lands
/// on one of the popover's `passthroughViews` (docs/uikit.md, "Popovers").
extension UIViewController {
    /// The user tapped outside the popover: refused as a sheet's swipe is
    /// (`isModalInPresentation`, `presentationControllerShouldDismiss`), with no event of its
    /// own, else dismissed: `viewWillDisappear`, `dismissed`, `viewDidDisappear`, the
    /// transition coordinator's completions, and the delegate's
    /// `presentationControllerDidDismiss`.
    package func userTappedOutsidePopover() {
        guard let id = controllerID else { return }
        let screen = runtime.state.visibleScreen(of: id)
        guard userMayDismiss(showing: screen, refusal: nil, interactive: false) else { return }
        if runtime.isRunning, let screen { runtime.send(.viewWillDisappear, to: screen) }
        guard runtime.isRunning else { return }
        finishUserDismissal()
    }

    /// The controls of the presenter's screen that a tap outside the popover reaches: those in
    /// its `passthroughViews`, and, for a popover anchored on a bar button item, the other
    /// items of the navigation bar that shows it (UIKit adds an anchor's "sibling bar button
    /// items", not the item itself, to the passthrough views). The user taps them with the
    /// popover up, and it stays.
    package var passthroughControls: [(screen: ScreenID, name: String, arguments: [JSONValue])] {
        guard let popover = popoverPresentationController, let presenterID = presenter?.controllerID,
            let screen = runtime.state.visibleScreen(of: presenterID),
            let controller = runtime.screen(screen) as? UIViewController
        else { return [] }
        let items = popover.barButtonItem.map { controller.navigationItem.barButtonItems(besides: $0) } ?? []
        let views = (popover.passthroughViews ?? []) + items.compactMap(\.customView)
        guard !views.isEmpty || !items.isEmpty else { return [] }
        return controller.tappableControls.compactMap { name, control in
            if let item = control as? UIBarButtonItem {
                guard items.contains(where: { $0 === item }) else { return nil }
            } else {
                guard let view = (control as? UIView) ?? (control as? UIGestureRecognizer)?.view,
                    views.contains(where: { view.isDescendant(of: $0) })
                else { return nil }
            }
            return (screen, name, controller.sampleArguments(ofControl: name))
        }
    }
}
