public import NavSimCore

extension Runtime {
    /// Runs a change of the view hierarchy and sends the lifecycle callbacks it causes,
    /// in UIKit's order: `viewDidLoad` for views shown for the first time, then
    /// `viewWillDisappear`, `viewWillAppear`, `viewDidDisappear`, `viewDidAppear`.
    ///
    /// A modal presentation or dismissal (`isModal`) ends the other way round: the screen
    /// that appears gets `viewDidAppear` before the one that leaves gets `viewDidDisappear`.
    /// `betweenWillAndDid` runs after the `will` callbacks and before the `did` ones: where
    /// UIKit calls a navigation controller delegate's `willShow`.
    package func transition(isModal: Bool = false, betweenWillAndDid: (() -> Void)? = nil, _ change: () -> Void) {
        let before = state.screensInView
        change()
        let after = state.screensInView
        let disappearing = before.filter { !after.contains($0) }
        let appearing = after.filter { !before.contains($0) }
        for id in appearing where state.screens[id]?.appearance == .unloaded { send(.viewDidLoad, to: id) }
        for id in disappearing { send(.viewWillDisappear, to: id) }
        for id in appearing { send(.viewWillAppear, to: id) }
        if isRunning { betweenWillAndDid?() }
        if isModal {
            for id in appearing { send(.viewDidAppear, to: id) }
            for id in disappearing { send(.viewDidDisappear, to: id) }
        } else {
            for id in disappearing { send(.viewDidDisappear, to: id) }
            for id in appearing { send(.viewDidAppear, to: id) }
        }
    }

    /// Records a lifecycle callback, then lets the screen's code run.
    package func send(_ callback: LifecycleCallback, to id: ScreenID) {
        emit(.lifecycle(id, callback))
        guard isRunning else { return }
        screen(id)?.receive(callback)
        observer?.appCodeRan()
    }
}
