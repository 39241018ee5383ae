package import NavSimCore

extension Runtime {
    /// Records that screen `child` was embedded in screen `parent`, at `index` of its embedded
    /// children (after them when `nil`), and brings it to its
    /// parent's phase: a parent on screen makes the child appear now (`viewDidLoad` first
    /// if its view was never loaded), a parent between `viewWillAppear` and `viewDidAppear`
    /// gives it `viewWillAppear` (its `viewDidAppear` comes with the parent's), any other
    /// parent leaves it off screen until the parent appears.
    ///
    /// Nothing is sent when the parent does not forward appearance callbacks: its code
    /// calls `beginAppearanceTransition` itself.
    package func embed(_ child: ScreenID, in parent: ScreenID, at index: Int? = nil) {
        emit(embedding(.screen(child), in: parent, at: index) ?? .screenEmbedded(child, parent: parent))
        bringToPhase(of: parent) { forward($0, to: child) }
    }

    /// Takes screen `child` out of its parent: when the parent forwards appearance callbacks
    /// and the child is on screen (or appearing), it gets `viewWillDisappear` and
    /// `viewDidDisappear` first.
    package func unembed(_ child: ScreenID) {
        guard case .embedded(let parent)? = state.screens[child]?.location else { return }
        takeOutOfView(from: parent) { forward($0, to: child) }
        if isRunning { emit(.screenUnembedded(child)) }
    }

    /// Records that navigation controller `child` was embedded in screen `parent` (a column of
    /// an expanded split view controller), at `index` of its embedded children (after them when
    /// `nil`), and brings the screen it shows to its parent's phase, as ``embed(_:in:at:)``
    /// does for a screen: the navigation controller gets each callback right before that screen.
    package func embed(container child: ContainerID, in parent: ScreenID, at index: Int? = nil) {
        emit(embedding(.container(child), in: parent, at: index) ?? .containerEmbedded(child, parent: parent))
        bringToPhase(of: parent) { forward($0, toContainer: child) }
    }

    /// Takes navigation controller `child` out of its parent screen: the screen it shows
    /// disappears first when the parent forwards appearance callbacks.
    package func unembed(container child: ContainerID) {
        guard case .embedded(let parent)? = state.containers[child]?.location else { return }
        takeOutOfView(from: parent) { forward($0, toContainer: child) }
        if isRunning { emit(.containerUnembedded(child)) }
    }

    /// `embeddedAt` when `index` is before the end of `parent`'s embedded children; `nil` when
    /// the child goes after them, which `screenEmbedded` or `containerEmbedded` says, and when
    /// re-running a trace written before format 2.1 (``recordsFormat21Events``), whose
    /// recorder appended every child.
    private func embedding(_ child: ControllerID, in parent: ScreenID, at index: Int?) -> NavigationEvent? {
        guard recordsFormat21Events, let index, index < state.screens[parent]?.embedded.count ?? 0 else { return nil }
        return .embeddedAt(child, parent: parent, index: index)
    }

    /// Sends what was just embedded in `parent`, through `forward`, the appearance callbacks
    /// that bring it to the parent's phase, when the parent forwards them.
    private func bringToPhase(of parent: ScreenID, _ forward: (LifecycleCallback) -> Void) {
        guard isRunning, screen(parent)?.forwardsAppearanceToChildren ?? true else { return }
        switch state.screens[parent]?.appearance {
        case .appeared:
            forward(.viewWillAppear)
            forward(.viewDidAppear)
        case .appearing:
            forward(.viewWillAppear)
        default:
            break
        }
    }

    /// Sends what leaves `parent`, through `forward`, its disappearance, when the parent
    /// forwards appearance callbacks.
    private func takeOutOfView(from parent: ScreenID, _ forward: (LifecycleCallback) -> Void) {
        guard screen(parent)?.forwardsAppearanceToChildren ?? true else { return }
        forward(.viewWillDisappear)
        forward(.viewDidDisappear)
    }

    /// The screen whose embedded navigation controller shows screen `id` in its stack, if any.
    func screenEmbedding(navigationControllerOf id: ScreenID) -> ScreenID? {
        guard let container = state.navigationController(of: id),
            case .embedded(let parent)? = state.containers[container]?.location
        else { return nil }
        return parent
    }

    /// Sends `callback` to embedded navigation controller `id`, then to the screen it shows,
    /// when that screen is in order for it.
    func forward(_ callback: LifecycleCallback, toContainer id: ContainerID) {
        guard let shown = state.visibleScreen(of: .container(id)) else { return }
        if callback == .viewWillAppear, state.screens[shown]?.appearance == .unloaded {
            send(.viewDidLoad, to: shown)
            guard isRunning else { return }
        }
        guard state.screens[shown]?.appearance.after(callback).isInOrder == true else { return }
        send(callback, toContainer: id)
        if isRunning { send(callback, to: shown) }
    }

    /// Whether screen `id` is embedded in another screen.
    func isEmbedded(_ id: ScreenID) -> Bool {
        if case .embedded? = state.screens[id]?.location { true } else { false }
    }

    /// Sends `callback` to embedded screen `id` if it is in order for its phase; a
    /// `viewWillAppear` loads a view that was never loaded first.
    func forward(_ callback: LifecycleCallback, to id: ScreenID) {
        guard isRunning, let phase = state.screens[id]?.appearance else { return }
        if callback == .viewWillAppear, phase == .unloaded {
            send(.viewDidLoad, to: id)
            guard isRunning else { return }
        }
        guard state.screens[id]?.appearance.after(callback).isInOrder == true else { return }
        send(callback, to: id)
    }
}
