package import NavSimCore

extension Runtime {
    /// Runs a change of the view hierarchy and sends the lifecycle callbacks it causes,
    /// in UIKit's order: `viewDidLoad` for views shown for the first time, then
    /// `viewWillDisappear`, `viewWillAppear`, `viewDidDisappear`, `viewDidAppear`.
    ///
    /// Modal transitions and tab switches differ from that order (see ``TransitionOrder``).
    /// Navigation and tab bar controllers that come into view or leave it get the same
    /// callbacks, each right before the screens it shows (``ContainerAppearance``).
    /// `betweenWillAndDid` runs after the `will` callbacks and before the `did` ones: where
    /// UIKit calls a navigation controller delegate's `willShow`.
    ///
    /// Navigation and tab bar controllers that come into view load their views first, as
    /// UIKit loads a container's view before the views it shows: their `viewDidLoad` runs
    /// (unrecorded: containers have no lifecycle events) before any screen's callback. What
    /// that code changes in the hierarchy is part of this transition: its screens get their
    /// callbacks with the others, and its `betweenWillAndDid` work runs after this one's.
    package func transition(
        _ order: TransitionOrder = .navigation, betweenWillAndDid: (() -> Void)? = nil, _ change: () -> Void
    ) {
        if transitionsDuringViewLoads != nil {
            change()
            if let betweenWillAndDid { transitionsDuringViewLoads?.append(betweenWillAndDid) }
            return
        }
        let before = state.screensInView
        let containersBefore = state.containersInView
        change()
        let between = [betweenWillAndDid].compactMap { $0 } + loadContainerViews()
        let after = state.screensInView
        let containers = ContainerAppearance(before: containersBefore, after: state.containersInView)
        // Embedded screens follow their parents: `send` forwards the parents' callbacks, also
        // to the screens that embedded navigation controllers show, unless the parent stays.
        let disappearing = before.filter { !after.contains($0) && !followsParent($0, leaving: after) }
        let appearing = after.filter { !before.contains($0) && !followsParent($0, leaving: before) }
        sendWillCallbacks(order, appearing: appearing, disappearing: disappearing, containers: containers)
        for work in between where isRunning { work() }
        if order == .modal {
            send(.viewDidAppear, to: appearing, after: containers.appearing)
            send(.viewDidDisappear, to: disappearing, after: containers.disappearing)
        } else {
            send(.viewDidDisappear, to: disappearing, after: containers.disappearing)
            send(.viewDidAppear, to: appearing, after: containers.appearing)
        }
    }

    /// Sends `viewDidLoad` to the appearing screens never shown, then the `will` callbacks
    /// in `order`, to the containers too.
    func sendWillCallbacks(
        _ order: TransitionOrder, appearing: [ScreenID], disappearing: [ScreenID], containers: ContainerAppearance
    ) {
        for id in appearing where state.screens[id]?.appearance == .unloaded { send(.viewDidLoad, to: id) }
        if order == .tabSwitch {
            send(.viewWillAppear, to: appearing, after: containers.appearing)
            send(.viewWillDisappear, to: disappearing, after: containers.disappearing)
        } else {
            send(.viewWillDisappear, to: disappearing, after: containers.disappearing)
            send(.viewWillAppear, to: appearing, after: containers.appearing)
        }
    }

    /// Loads the views of the containers in view that have none yet, each before the
    /// containers it shows, until their `viewDidLoad` brings no more into view.
    ///
    /// - Returns: The `betweenWillAndDid` work of the transitions that code started.
    func loadContainerViews() -> [() -> Void] {
        transitionsDuringViewLoads = []
        defer { transitionsDuringViewLoads = nil }
        var checked: Set<ContainerID> = []
        while isRunning, let id = state.containersInView.first(where: { !checked.contains($0) }) {
            checked.insert(id)
            if container(id)?.loadViewForDisplay() == true { observer?.appCodeRan() }
        }
        return transitionsDuringViewLoads ?? []
    }

    /// Whether screen `id` gets its appearance callbacks from the screen it is embedded in: an
    /// embedded screen always; one a navigation controller embedded in a screen shows, when
    /// that screen changes too (it is not in `unchanged`, the screens in view on the other
    /// side of the transition), as a push inside the navigation controller does not.
    private func followsParent(_ id: ScreenID, leaving unchanged: [ScreenID]) -> Bool {
        if isEmbedded(id) { return true }
        guard let parent = screenEmbedding(navigationControllerOf: id) else { return false }
        return !unchanged.contains(parent)
    }

    /// Records a lifecycle callback, then lets the screen's code run; then forwards an
    /// appearance callback to what is embedded in it, parent first, in the order embedded: a
    /// screen, or the screen an embedded navigation controller shows (the controller first),
    /// as UIKit does when the parent's `shouldAutomaticallyForwardAppearanceMethods` is `true`.
    package func send(_ callback: LifecycleCallback, to id: ScreenID) {
        emit(.lifecycle(id, callback))
        guard isRunning else { return }
        let object = screen(id)
        object?.receive(callback)
        observer?.appCodeRan()
        guard callback != .viewDidLoad, object?.forwardsAppearanceToChildren ?? true else { return }
        for child in state.screens[id]?.embedded ?? [] where isRunning {
            switch child {
            case .screen(let screen): forward(callback, to: screen)
            case .container(let column): forward(callback, toContainer: column)
            }
        }
    }
}

/// The order in which a transition sends the appearance callbacks of the screens that
/// leave and the screens that come into view.
package enum TransitionOrder: Sendable {
    /// A push, a pop, a new root: `viewWillDisappear`, `viewWillAppear`,
    /// `viewDidDisappear`, `viewDidAppear`.
    case navigation
    /// A presentation or a dismissal: the screen that appears gets `viewDidAppear` before
    /// the one that leaves gets `viewDidDisappear`.
    case modal
    /// Another tab selected: the new tab's `viewWillAppear` comes first, then the old tab's
    /// `viewWillDisappear` and `viewDidDisappear`, then the new tab's `viewDidAppear`
    /// (docs/architecture.md cites the logs).
    case tabSwitch
}
