extension NavigationState {
    /// Where `controller` is held, or `nil` when it is held by nothing NavSim tracks.
    public func location(of controller: ControllerID) -> Location? {
        switch controller {
        case .screen(let id): screens[id]?.location
        case .container(let id): containers[id]?.location
        }
    }

    /// The window whose hierarchy holds `controller`, climbing through its containers.
    ///
    /// `nil` when the climb ends at a controller nothing holds, or goes round a cycle of
    /// containers holding each other. Asking for many controllers, `invariantViolations()`
    /// climbs through each container once with a `WindowLookup`.
    public func windowID(holding controller: ControllerID) -> WindowID? {
        var current = controller
        // A climb longer than there are controllers goes round a cycle.
        for _ in 0...(containers.count + screens.count) {
            switch location(of: current) {
            case .windowRoot(let id), .presented(let id): return id
            case .stack(let id), .tab(let id): current = .container(id)
            case .embedded(let id): current = .screen(id)
            case nil: return nil
            }
        }
        return nil
    }

    /// The layer of `window` that holds `controller`: 0 for the root, `n` for the n-th
    /// presentation.
    public func layer(of controller: ControllerID, in window: WindowNode) -> Int? {
        var current = controller
        for _ in 0...(containers.count + screens.count) {
            switch location(of: current) {
            case .windowRoot: return 0
            case .presented:
                // From the top: checking that a presenter is in front is then one comparison.
                return window.modals.lastIndex { $0.controller == current }.map { $0 + 1 }
            case .stack(let id), .tab(let id): current = .container(id)
            case .embedded(let id): current = .screen(id)
            case nil: return nil
            }
        }
        return nil
    }

    /// The screen a controller shows: itself, the top of a stack, or the selected tab's.
    public func visibleScreen(of controller: ControllerID) -> ScreenID? {
        var current = controller
        for _ in 0...containers.count {
            switch current {
            case .screen(let id): return id
            case .container(let id):
                guard let container = containers[id] else { return nil }
                switch container.style {
                case .navigation:
                    guard let top = container.stack.last else { return nil }
                    current = top
                case .tabBar:
                    guard container.tabs.indices.contains(container.selectedTab) else { return nil }
                    current = container.tabs[container.selectedTab]
                }
            }
        }
        return nil
    }

    /// The controller a user sees in front in `window`: the top-most presentation, else
    /// the root.
    public func frontController(of window: WindowNode) -> ControllerID? {
        window.modals.last?.controller ?? window.root
    }

    /// The window the user sees and touches, of those that show a controller: the one last
    /// ordered front (``NavigationEvent/windowOrderedFront(_:)``), else the last one made. A
    /// window made later covers those before it, as a scene delegate's own window covers the
    /// storyboard's, and a new window after logging out the old one; the simulator records
    /// `windowOrderedFront` where UIKit's order (`windowLevel` first, then the window last
    /// shown or made key and visible) differs from that. A window with no root, or hidden,
    /// shows nothing.
    public var frontWindow: WindowNode? {
        // One pass: a filter would make an array of the windows first.
        var front: WindowNode?
        for window in windows.values where window.showsController {
            if let current = front, !Self.isBehind(current, window) { continue }
            front = window
        }
        return front
    }

    /// Whether `window` was brought to the front before `other` (by id when neither was).
    private static func isBehind(_ window: WindowNode, _ other: WindowNode) -> Bool {
        (window.frontSince ?? 0, window.id) < (other.frontSince ?? 0, other.id)
    }

    /// The top-most presentation of the front window when the user can swipe it down: a
    /// sheet.
    public var frontSheet: Presentation? {
        guard let top = frontWindow?.modals.last, top.style.isSheet else { return nil }
        return top
    }

    /// The top-most presentation of the front window when the user can tap outside it to
    /// dismiss it: a popover kept as a popover.
    public var frontPopover: Presentation? {
        guard let top = frontWindow?.modals.last, top.style == .popover else { return nil }
        return top
    }

    /// The screen in front of the front window: the only one a user can tap.
    public var frontScreen: ScreenID? {
        guard let window = frontWindow, let front = frontController(of: window) else { return nil }
        return visibleScreen(of: front)
    }

    /// The navigation controller that holds `screen` in its stack, if any: directly, or in
    /// a tab of a tab bar controller on its stack.
    public func navigationController(of screen: ScreenID) -> ContainerID? {
        stackEntry(holding: screen)?.container
    }

    /// The navigation controller that holds `screen` in its stack and the entry of the stack
    /// that holds it: the screen itself, or a tab bar controller pushed with it in a tab.
    public func stackEntry(holding screen: ScreenID) -> (entry: ControllerID, container: ContainerID)? {
        var current = ControllerID.screen(screen)
        for _ in 0...containers.count {
            switch location(of: current) {
            case .stack(let id): return (current, id)
            case .tab(let id): current = .container(id)
            default: return nil
            }
        }
        return nil
    }

    /// The tab bar controller above `controller`, if any.
    public func tabBarController(above controller: ControllerID) -> ContainerID? {
        var current = controller
        for _ in 0...(containers.count + screens.count) {
            switch location(of: current) {
            case .tab(let id): return id
            case .stack(let id): current = .container(id)
            case .embedded(let id): current = .screen(id)
            default: return nil
            }
        }
        return nil
    }
}

extension NavigationState {
    /// The screens UIKit shows, window by window and layer by layer from the back: the
    /// screens that should be between `viewDidAppear` and `viewWillDisappear`.
    ///
    /// A full-screen (or current-context) presentation hides every layer below it; a sheet,
    /// a popover or an over-full-screen presentation does not. The screens embedded in a
    /// screen in view follow it, each before its own embedded screens, in the order they
    /// were embedded; an embedded navigation controller shows its top screen there.
    public var screensInView: [ScreenID] {
        var shown: [ScreenID] = []
        var pending: [ScreenID] = []
        for layer in layersInView {
            guard let screen = visibleScreen(of: layer) else { continue }
            pending.append(screen)
            while let next = pending.popLast() {
                shown.append(next)
                guard let embedded = screens[next]?.embedded else { continue }
                for controller in embedded.reversed() {
                    if let screen = visibleScreen(of: controller) { pending.append(screen) }
                }
            }
        }
        return shown
    }

    /// The navigation and tab bar controllers UIKit shows, in the order of
    /// ``screensInView``, each before the containers it holds: the containers whose views
    /// UIKit has loaded.
    public var containersInView: [ContainerID] {
        var shown: [ContainerID] = []
        for layer in layersInView {
            var current = layer
            climb: for _ in 0...containers.count {
                guard case .container(let id) = current, let container = containers[id] else { break }
                shown.append(id)
                switch container.style {
                case .navigation:
                    guard let top = container.stack.last else { break climb }
                    current = top
                case .tabBar:
                    guard container.tabs.indices.contains(container.selectedTab) else { break climb }
                    current = container.tabs[container.selectedTab]
                }
            }
        }
        return shown
    }

    /// The controllers at the bottom of the layers in view: each window's root and
    /// presentations, from the last one that hides its presenter up. A window with no root
    /// shows nothing, and a hidden one keeps its root and presentations out of view.
    private var layersInView: [ControllerID] {
        var shown: [ControllerID] = []
        func appendLayers(of window: WindowNode) {
            guard window.showsController else { return }
            // Appended one by one: arrays of the layers made and joined cost a third of
            // `screensInView`, asked several times an input.
            let hidden = window.modals.lastIndex { $0.style.hidesPresenter }
            if hidden == nil, let root = window.root { shown.append(root) }
            for modal in window.modals[(hidden ?? 0)...] { shown.append(modal.controller) }
        }
        if windows.count == 1 {
            for window in windows.values { appendLayers(of: window) }
        } else {
            for id in windows.keys.sorted() { if let window = windows[id] { appendLayers(of: window) } }
        }
        return shown
    }
}
