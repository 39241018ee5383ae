/// The delegate UIKit gives a navigation controller's `interactivePopGestureRecognizer`
/// (`_UINavigationInteractiveTransition` in UIKit): it lets the swipe begin only where the
/// top controller shows the system back button, so a custom left item, `hidesBackButton`
/// or a hidden bar turn the swipe off. An app that sets a delegate of its own (or `nil`)
/// decides instead, which is how apps keep the swipe beside a custom back button.
@MainActor
final class PopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController, navigationController.viewControllers.count > 1,
            let top = navigationController.topViewController
        else { return false }
        return !top.hidesBackButton
    }
}
