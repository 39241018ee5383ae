import NavSimCore
import NavSimSimulator

/// Modal presentation: `present`, `dismiss` and `show`, with UIKit's rules and warnings.
extension UIViewController {
    /// Presents `viewControllerToPresent` over this controller's layer; `completion` runs
    /// once the presentation is over.
    ///
    /// As in UIKit, a controller that is already presenting, or that is not in a window,
    /// cannot present: the command is ignored with a warning and `completion` never runs.
    /// Presenting a controller that is already shown raises an exception: a recorded crash.
    /// The controller is recorded either way: the command involved it.
    func performPresentation(
        of viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?
    ) {
        runtime.observer?.appCodeRan()
        guard isSameSession(as: viewControllerToPresent, in: "present") else { return }
        let controller = viewControllerToPresent
        let presenterID = recordIfNeeded()
        let presentedID = controller.recordIfNeeded()
        let command = "present \(presentedID) from \(presenterID)"
        let state = runtime.state
        guard let windowID = state.windowID(holding: presenterID), let window = state.windows[windowID] else {
            return runtime.ignore(command, because: "\(presenterID) is not in the window hierarchy")
        }
        guard state.layer(of: presenterID, in: window) == window.modals.count else {
            return runtime.ignore(command, because: "\(presenterID) is already presenting")
        }
        let isShown = controller.controllerID.map { state.location(of: $0) != nil } ?? false
        guard controller.parent == nil, controller.presenter == nil, !isShown else {
            return runtime.crash(
                "Application tried to present modally a view controller \(NavSimNames.className(of: controller)) "
                    + "that is already presented or in a container")
        }
        let presenter = presentationRoot
        presenter.presented = controller
        controller.presenter = presenter
        controller.isBeingPresented = true
        controller.isAnimating = flag
        let style: ModalStyle =
            switch controller.modalPresentationStyle {
            case .fullScreen, .currentContext: .fullScreen
            default: .pageSheet
            }
        runtime.transition(.modal) {
            runtime.emit(.presented(presentedID, presenter: presenter.recordIfNeeded(), style: style))
        }
        controller.isBeingPresented = false
        runCompletion(completion)
    }

    /// Dismisses what this controller presents, or this controller if it was presented,
    /// with everything presented above it; `completion` runs once it is over.
    func performDismissal(animated flag: Bool, completion: (() -> Void)?) {
        runtime.observer?.appCodeRan()
        guard let host = dismissalHost, let target = host.presented else {
            let name = controllerID?.description ?? NavSimNames.className(of: self)
            return runtime.ignore("dismiss from \(name)", because: "nothing is presented")
        }
        var layers: [UIViewController] = [target]
        while let above = layers.last?.presented { layers.append(above) }
        for layer in layers {
            layer.isBeingDismissed = true
            layer.isAnimating = flag
        }
        runtime.transition(.modal) {
            for layer in layers.reversed() {
                if let id = layer.controllerID { runtime.emit(.dismissed(id)) }
            }
        }
        // The presented controllers go when the transition is over, as in UIKit.
        for layer in layers {
            layer.isBeingDismissed = false
            layer.presenter = nil
            layer.presented = nil
        }
        host.presented = nil
        runCompletion(completion)
    }

    /// Runs a completion handler, then lets the simulator catch up with what it did.
    private func runCompletion(_ completion: (() -> Void)?) {
        guard runtime.isRunning, let completion else { return }
        completion()
        runtime.observer?.appCodeRan()
    }

    /// The outermost container of this controller's layer: UIKit presents from there.
    private var presentationRoot: UIViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }

    /// The controller whose presentation `dismiss()` ends.
    private var dismissalHost: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller.presented != nil { return controller }
            if let presenter = controller.presenter { return presenter }
            current = controller.parent
        }
        return nil
    }
}
