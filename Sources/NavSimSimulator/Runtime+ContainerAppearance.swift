import NavSimCore

/// Appearance callbacks of navigation and tab bar controllers.
///
/// A container that comes into view or leaves it gets `viewWillAppear`, `viewDidAppear`,
/// `viewWillDisappear` and `viewDidDisappear` as a screen does, right before the first of
/// the screens it shows gets the same callback (a parent's callback comes before its
/// children's, docs/architecture.md). They are not events: containers have no lifecycle
/// events, as their `viewDidLoad` is none; what their code does is recorded.
extension Runtime {
    /// Sends `callback` to `screens` in order, each screen for which `sends` is true after
    /// the containers of `containers` that hold it and had no `callback` yet (outermost
    /// first), then to the containers of `containers` left (those showing none of
    /// `screens`).
    func send(
        _ callback: LifecycleCallback, to screens: [ScreenID], after containers: [ContainerID],
        where sends: (ScreenID) -> Bool = { _ in true }
    ) {
        var pending = containers
        for id in screens where isRunning {
            if !pending.isEmpty {
                for container in enclosingContainers(of: id) where pending.contains(container) {
                    pending.removeAll { $0 == container }
                    send(callback, toContainer: container)
                }
            }
            if isRunning, sends(id) { send(callback, to: id) }
        }
        for container in pending where isRunning { send(callback, toContainer: container) }
    }

    /// Lets the container `id`'s code answer an appearance callback, unrecorded.
    func send(_ callback: LifecycleCallback, toContainer id: ContainerID) {
        guard let container = container(id) else { return }
        container.receive(callback)
        if container.isAppSubclass { observer?.appCodeRan() }
    }

    /// The containers that hold screen `id` (through the screens it is embedded in),
    /// outermost first.
    private func enclosingContainers(of id: ScreenID) -> [ContainerID] {
        var found: [ContainerID] = []
        var current = ControllerID.screen(id)
        // A climb longer than there are controllers goes round a cycle.
        climb: for _ in 0...(state.containers.count + state.screens.count) {
            switch state.location(of: current) {
            case .stack(let container), .tab(let container):
                found.append(container)
                current = .container(container)
            case .embedded(let parent): current = .screen(parent)
            case .windowRoot, .presented, nil: break climb
            }
        }
        return found.reversed()
    }
}
