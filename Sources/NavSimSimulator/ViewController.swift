public import NavSimCore

/// The base of every simulated view controller: screens and containers.
///
/// It carries what UIKit gives every view controller: its parent container and modal
/// presentation (`present`, `dismiss`), with the same rules and warnings.
@MainActor
open class ViewController {
    /// The runtime the controller reports to.
    public let runtime: Runtime
    /// The controller's id in the trace.
    public let controllerID: ControllerID
    /// The container (navigation or tab bar controller) holding this one, if any.
    public internal(set) weak var parent: ViewController?
    /// The controller this one presents, held strongly as UIKit does.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one.
    public internal(set) weak var presentingViewController: ViewController?

    init(runtime: Runtime, id: ControllerID) {
        self.runtime = runtime
        controllerID = id
    }

    /// The nearest navigation controller above this controller.
    public var navigationController: NavigationController? {
        parent as? NavigationController ?? parent?.navigationController
    }

    /// The nearest tab bar controller above this controller.
    public var tabBarController: TabBarController? {
        parent as? TabBarController ?? parent?.tabBarController
    }

    // MARK: - Modal presentation

    /// Presents `controller` modally over this one's layer.
    ///
    /// As in UIKit, a controller that is already presenting, or that is not in a window,
    /// cannot present: the command is ignored with a warning.
    public func present(_ controller: ViewController, style: ModalStyle = .pageSheet, animated: Bool = true) {
        let command = "present \(controller.controllerID) from \(controllerID)"
        let state = runtime.state
        guard let windowID = state.windowID(holding: controllerID), let window = state.windows[windowID] else {
            return runtime.ignore(command, because: "\(controllerID) is not in the window hierarchy")
        }
        guard state.layer(of: controllerID, in: window) == window.modals.count else {
            return runtime.ignore(command, because: "\(controllerID) is already presenting")
        }
        guard controller.parent == nil, state.location(of: controller.controllerID) == nil else {
            return runtime.crash("Application tried to present \(controller.controllerID), which is already shown")
        }
        let presenter = presentationRoot
        presenter.presentedViewController = controller
        controller.presentingViewController = presenter
        runtime.transition(isModal: true) {
            runtime.emit(.presented(controller.controllerID, presenter: presenter.controllerID, style: style))
        }
    }

    /// Dismisses what this controller presents, or this controller if it was presented,
    /// together with everything presented above it.
    public func dismiss(animated: Bool = true) {
        guard let host = dismissalHost, let target = host.presentedViewController else {
            return runtime.ignore("dismiss from \(controllerID)", because: "nothing is presented")
        }
        var layers: [ViewController] = [target]
        while let above = layers.last?.presentedViewController { layers.append(above) }
        runtime.transition(isModal: true) {
            for layer in layers.reversed() { runtime.emit(.dismissed(layer.controllerID)) }
        }
        // The presented controllers go when the transition is over, as in UIKit.
        for layer in layers {
            layer.presentingViewController = nil
            layer.presentedViewController = nil
        }
        host.presentedViewController = nil
    }

    /// The outermost container of this controller's layer: UIKit presents from there.
    private var presentationRoot: ViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }

    /// The controller whose presentation `dismiss()` ends.
    private var dismissalHost: ViewController? {
        var current: ViewController? = self
        while let controller = current {
            if controller.presentedViewController != nil { return controller }
            if let presenter = controller.presentingViewController { return presenter }
            current = controller.parent
        }
        return nil
    }
}
