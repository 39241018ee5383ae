import NavSimCore
import NavSimSimulator

extension UIView {
    /// The window the view is in, or `nil` when it is in none: the window itself, or the
    /// window of the view controller whose view is at the root of this view's tree, when
    /// that controller is in view (`NavigationState.screensInView`, or a
    /// navigation or tab bar controller in view), or would be once its hidden window shows
    /// again: a hidden window keeps its views, out of sight.
    ///
    /// As in UIKit, a view that is not in a window's view hierarchy has none: a screen under
    /// the top of a stack, covered by a full-screen presentation, popped, or not shown yet.
    /// Where NavSim differs: a screen is in its window from the start of the transition that
    /// brings it into view to the end of the one that takes it away (UIKit adds its view during
    /// the transition, so `window` can still be `nil` in `viewWillAppear`).
    public var window: UIWindow? {
        var root = self
        while let superview = root.superview { root = superview }
        if let window = root as? UIWindow { return window }
        guard let controller = root.owningController, let id = controller.controllerID else { return nil }
        let state = controller.runtime.state
        guard state.isInWindow(id), let windowID = state.windowID(holding: id) else { return nil }
        return UIWindow.window(windowID, in: controller.runtime)
    }
}
