import NavSimCore
import NavSimSimulator

/// Modal presentation: `present`, `dismiss` and `show`, with UIKit's rules and warnings.
extension UIViewController {
    /// Presents `viewControllerToPresent` over this controller's layer; `completion` runs
    /// once the presentation is over.
    ///
    /// As in UIKit, a controller that is already presenting (also one covered by what its
    /// layer presents), or whose view is not in the window hierarchy (not in a window, also
    /// one not shown yet, in `viewDidLoad` or `viewWillAppear` before it appeared, in a tab
    /// not selected, below the top of a stack), cannot present, nor can any while a presentation or dismissal
    /// is in progress: the command is ignored with UIKit's warning and `completion` never
    /// runs. A controller in a hidden window presents there, out of sight.
    /// Presenting a controller that is already shown raises an exception: a recorded crash.
    /// The controller is recorded either way: the command involved it.
    ///
    /// From the call until it ends, the presenter and the presented controller (and their
    /// children) have a transition coordinator, whose completions run before `completion`.
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
        let root = presentationRoot
        // UIKit names the controller that would present and, when it is another, the one asked.
        let from = root === self ? "" : " (from <\(NavSimNames.className(of: self))>)"
        let notInWindow =
            "Attempt to present <\(NavSimNames.className(of: controller))> on <\(NavSimNames.className(of: root))>"
            + "\(from) whose view is not in the window hierarchy"
        guard let windowID = state.windowID(holding: presenterID), let window = state.windows[windowID] else {
            return runtime.ignore(command, because: notInWindow)
        }
        if let swiped = window.modals.last, swiped.isSwipingDown {
            return runtime.ignore(command, because: "\(swiped.controller) is being swiped down")
        }
        guard state.layer(of: presenterID, in: window) == window.modals.count else {
            return runtime.ignore(command, because: "\(presenterID) is already presenting")
        }
        guard viewIsInWindow(presenterID, in: state) else { return runtime.ignore(command, because: notInWindow) }
        if runtime.isModalTransitionUnderway {
            return runtime.ignore(command, because: "a presentation or dismissal is in progress")
        }
        let isShown = controller.controllerID.map { state.location(of: $0) != nil } ?? false
        guard controller.parent == nil, controller.presenter == nil, !isShown else {
            return runtime.crash(
                "Application tried to present modally a view controller \(NavSimNames.className(of: controller)) "
                    + "that is already presented or in a container")
        }
        let presenter = root
        let delegate = controller.transitioningDelegate
        let animator =
            flag ? delegate?.animationController(forPresented: controller, presenting: presenter, source: self) : nil
        let interaction = animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        let coordinator = ControllerTransition(
            from: presenter, to: controller, animated: flag, interactive: interaction?.wantsInteractiveStart == true,
            style: controller.modalPresentationStyle)
        let sides = [presenter, controller]
        for side in sides { side.modalTransition = coordinator }
        if controller.modalPresentationStyle == .custom,
            let custom = delegate?.presentationController(forPresented: controller, presenting: presenter, source: self)
        {
            controller.ownPresentationController = custom
        }
        runtime.observer?.appCodeRan()
        presenter.presented = controller
        controller.presenter = presenter
        controller.isBeingPresented = true
        controller.isAnimating = flag
        let style = controller.recordedPresentationStyle
        let transition = PendingTransition(.modal, animated: flag, modal: true, retaining: [presenter, controller])
        transition.didWork = [
            { [self] in
                controller.isBeingPresented = false
                endModalTransition(coordinator, of: sides)
                runCompletion(completion)
                endAnimation(of: animator, completed: true)
            }
        ]
        if let animator {
            _ = TransitionContext(
                of: transition, runtime: runtime, from: presenter, to: controller,
                style: controller.modalPresentationStyle, presentedSide: .to, movesOtherSide: style.hidesPresenter,
                animator: animator, interaction: interaction, coordinator: coordinator,
                interactionEnded: { coordinator.endInteraction(cancelled: $0) })
            // A cancelled presentation is undone: the controller is no longer presented.
            transition.undoWork = [
                { [self] in
                    runtime.emit(.dismissed(presentedID))
                    controller.isBeingPresented = false
                    controller.endPresentation()
                    presenter.presented = nil
                }
            ]
            transition.cancelWork = [
                { [self] in
                    endModalTransition(coordinator, of: sides, cancelled: true)
                    endAnimation(of: animator, completed: false)
                }
            ]
        }
        runtime.request(transition) {
            runtime.emit(.presented(presentedID, presenter: presenter.recordIfNeeded(), style: style))
        }
    }

    /// Dismisses what this controller presents, or this controller if it was presented,
    /// with everything presented above it; `completion` runs once it is over. From the call
    /// until then, the presenter and the dismissed controllers have a transition
    /// coordinator, as for a presentation.
    func performDismissal(animated flag: Bool, completion: (() -> Void)?) {
        runtime.observer?.appCodeRan()
        guard let host = dismissalHost, let target = host.presented else {
            let name = controllerID?.description ?? NavSimNames.className(of: self)
            return runtime.ignore("dismiss from \(name)", because: "nothing is presented")
        }
        var layers: [UIViewController] = [target]
        while let above = layers.last?.presented { layers.append(above) }
        if let top = layers.last?.controllerID, let windowID = runtime.state.windowID(holding: top),
            runtime.state.windows[windowID]?.modals.last?.isSwipingDown == true
        {
            return runtime.ignore("dismiss \(top)", because: "\(top) is being swiped down")
        }
        if runtime.isModalTransitionUnderway {
            let name = controllerID?.description ?? NavSimNames.className(of: self)
            return runtime.ignore("dismiss from \(name)", because: "a presentation or dismissal is in progress")
        }
        let top = layers[layers.count - 1]
        let animator = flag ? top.transitioningDelegate?.animationController(forDismissed: top) : nil
        let interaction = animator.flatMap { top.transitioningDelegate?.interactionControllerForDismissal(using: $0) }
        runtime.observer?.appCodeRan()
        let coordinator = ControllerTransition(
            from: top, to: host, animated: flag, interactive: interaction?.wantsInteractiveStart == true,
            style: top.modalPresentationStyle)
        let sides = [host] + layers
        for side in sides { side.modalTransition = coordinator }
        for layer in layers {
            layer.isBeingDismissed = true
            layer.isAnimating = flag
        }
        let dismissals = layers.reversed().compactMap { $0.controllerID }.map { NavigationEvent.dismissed($0) }
        // UIKit keeps `presentedViewController` until an animated dismissal is over.
        let transition = PendingTransition(
            .modal, animated: flag, modal: true, deferredEvents: flag ? dismissals : [], retaining: [host] + layers)
        let end = {
            for layer in layers { layer.endPresentation() }
            host.presented = nil
        }
        transition.didWork = [
            { [self] in
                if flag { end() }
                endModalTransition(coordinator, of: sides)
                runCompletion(completion)
                endAnimation(of: animator, completed: true)
            }
        ]
        if let animator {
            _ = TransitionContext(
                of: transition, runtime: runtime, from: top, to: host, style: top.modalPresentationStyle,
                presentedSide: .from, movesOtherSide: top.recordedPresentationStyle.hidesPresenter,
                animator: animator, interaction: interaction, coordinator: coordinator,
                interactionEnded: { coordinator.endInteraction(cancelled: $0) })
            // A cancelled dismissal leaves the presentation as it was.
            transition.undoWork = [{ for layer in layers { layer.isBeingDismissed = false } }]
            transition.cancelWork = [
                { [self] in
                    endModalTransition(coordinator, of: sides, cancelled: true)
                    endAnimation(of: animator, completed: false)
                }
            ]
        }
        runtime.request(transition) {
            guard !flag else { return }
            for event in dismissals { runtime.emit(event) }
            end()
        }
    }

    /// Lets go of the links of a presentation that is over: this controller is no longer
    /// presented nor presenting.
    func endPresentation() {
        isBeingDismissed = false
        presenter = nil
        presented = nil
    }

    /// The style the trace records: `modalPresentationStyle` as UIKit resolves it (a
    /// plain controller's `.automatic` is a page sheet, an alert's a custom presentation, a
    /// popover what it adapts to on NavSim's compact screen).
    var recordedPresentationStyle: ModalStyle {
        switch modalPresentationStyle {
        case .fullScreen: .fullScreen
        case .pageSheet: .pageSheet
        case .formSheet: .formSheet
        case .currentContext: .currentContext
        case .custom: .custom
        case .overFullScreen: .overFullScreen
        case .overCurrentContext: .overCurrentContext
        case .popover: popoverPresentationController?.adaptedStyle ?? .formSheet
        case .automatic, .none: self is UIAlertController ? .custom : .pageSheet
        }
    }

    /// Whether the view of `controller` is in its window's hierarchy, which UIKit checks
    /// before presenting from it: a screen's from its `viewDidAppear` until its
    /// `viewDidDisappear` (Apple: `viewWillAppear` comes before the view "is about to be
    /// added to a view hierarchy", `viewWillDisappear` before it "is about to be removed"),
    /// a navigation or tab bar controller's from its own `viewDidAppear` while it is in view,
    /// whatever it shows (a stack replaced in this turn, whose new top has not appeared),
    /// else while the screen it shows is (docs/architecture.md). In a hidden window, whose
    /// screens have disappeared but whose views stay in it, a controller's view is there
    /// while the window would show it (docs/uikit.md, "Windows").
    private func viewIsInWindow(_ controller: ControllerID, in state: NavigationState) -> Bool {
        if let shown = state.hiddenWindowShown(holding: controller) { return shown.hasInView(controller) }
        if case .container(let id) = controller, viewAppeared, state.containersInView.contains(id) { return true }
        guard let screen = state.visibleScreen(of: controller), state.screensInView.contains(screen) else {
            return false
        }
        let appearance = state.screens[screen]?.appearance
        return appearance == .appeared || appearance == .disappearing
    }

    /// Ends the presentation or dismissal `coordinator` coordinates for `sides`: runs the
    /// completions registered with it (told `isCancelled` when the transition was undone),
    /// then `sides` no longer have it as their transition coordinator.
    func endModalTransition(
        _ coordinator: ControllerTransition, of sides: [UIViewController], cancelled: Bool = false
    ) {
        if cancelled { coordinator.isCancelled = true }
        if runtime.isRunning, coordinator.complete() { runtime.observer?.appCodeRan() }
        for side in sides where side.modalTransition === coordinator { side.modalTransition = nil }
    }

    /// Tells a custom transition's animator, if any, that the transition ended.
    func endAnimation(of animator: (any UIViewControllerAnimatedTransitioning)?, completed: Bool) {
        guard runtime.isRunning, let animator else { return }
        animator.animationEnded(completed)
        runtime.observer?.appCodeRan()
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
