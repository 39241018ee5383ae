import NavSimCore

/// Which controllers' views are in a window's view hierarchy, hidden windows included.
extension NavigationState {
    /// Whether `controller` is in view: a navigation or tab bar controller among the
    /// containers in view, a screen among the screens in view.
    func hasInView(_ controller: ControllerID) -> Bool {
        switch controller {
        case .container(let id): containersInView.contains(id)
        case .screen(let id): screensInView.contains(id)
        }
    }

    /// This state with the hidden window that holds `controller` shown again, or `nil` when
    /// no hidden window holds it.
    ///
    /// A hidden window keeps its views, out of sight: `isHidden` hides a view without taking
    /// it out of its superview, so its subviews still have it as their `window`, and what is
    /// in its view hierarchy is what it shows once shown again (docs/uikit.md, "Windows").
    func hiddenWindowShown(holding controller: ControllerID) -> NavigationState? {
        guard let id = windowID(holding: controller), windows[id]?.isHidden == true else { return nil }
        return try? applying(.windowShown(id))
    }

    /// Whether the view of `controller` is in a window, shown or hidden: in view, or in
    /// view once its hidden window shows again.
    func isInWindow(_ controller: ControllerID) -> Bool {
        hasInView(controller) || hiddenWindowShown(holding: controller)?.hasInView(controller) == true
    }
}
