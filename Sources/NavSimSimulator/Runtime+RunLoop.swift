package import NavSimCore

/// The transitions one commit started together, with the screens and containers it sent
/// `will` callbacks.
@MainActor final class TransitionGroup {
    let transitions: [PendingTransition]
    let order: TransitionOrder
    let appearing: [ScreenID]
    let disappearing: [ScreenID]
    let containers: ContainerAppearance

    init(
        transitions: [PendingTransition], order: TransitionOrder, appearing: [ScreenID], disappearing: [ScreenID],
        containers: ContainerAppearance
    ) {
        self.transitions = transitions
        self.order = order
        self.appearing = appearing
        self.disappearing = disappearing
        self.containers = containers
    }

    /// Whether a custom animator of its transitions has not called `completeTransition(_:)`.
    var awaitsAnimator: Bool { transitions.contains(where: \.awaitsAnimator) }
}

/// The simulated main run loop: what happens after an input's handler returns.
///
/// UIKit starts a push, pop, presentation or dismissal after the code that asked for it
/// returns, in the Core Animation commit at the end of the run loop's turn, and finishes an
/// animated one when its animation ends (docs/architecture.md, "The run loop"). The session
/// turns the run loop after each input (``turnRunLoop()``); the input
/// ``NavigationEvent/animationsEnded`` finishes the transitions in flight
/// (``finishTransitionsInFlight()``).
extension Runtime {
    /// Whether an animated transition has started and not finished.
    package var isInFlight: Bool { !transitionsInFlight.isEmpty }

    /// The animator whose transition the app waits for: its animations are over and it has
    /// not called `completeTransition(_:)`, so UIKit ignores touches (``ignoreTouch(_:)``).
    package var isAwaitingAnimator: Bool { !transitionsAwaitingAnimators.isEmpty }
    /// Whether an animated presentation or dismissal was asked for and is not over: UIKit
    /// refuses to present or dismiss meanwhile.
    package var isModalTransitionUnderway: Bool {
        requestedTransitions.contains { $0.isModal && $0.isAnimated }
            || (transitionsInFlight + transitionsAwaitingAnimators).contains {
                $0.transitions.contains(where: \.isModal)
            }
    }

    /// Asks for `transition`: `change` records what UIKit changes at once, and the
    /// transition starts at the next commit.
    ///
    /// It runs at once, as every transition did before format 1.2, in the `.synchronous`
    /// mode, while the views of containers load (it is part of the transition that shows
    /// them), and when it changes nothing on screen (a stack not in a window yet): then only
    /// its work runs.
    package func request(_ transition: PendingTransition, _ change: () -> Void) {
        if transitionMode == .synchronous || transitionsDuringViewLoads != nil {
            self.transition(
                transition.order,
                betweenWillAndDid: { [self] in transition.start(in: self) },
                {
                    change()
                    for event in transition.deferredEvents { emit(event) }
                })
            transition.finish(in: self)
            return
        }
        let before = state.screensInView
        let containersBefore = state.containersInView
        change()
        guard isRunning else { return }
        if requestedTransitions.isEmpty, transitionsInFlight.isEmpty,
            inView(after: [transition]).screens == before
        {
            transition.start(in: self)
            for event in transition.deferredEvents { emit(event) }
            transition.finish(in: self)
            return
        }
        if requestedTransitions.isEmpty {
            screensBeforeRequests = before
            containersBeforeRequests = containersBefore
        }
        requestedTransitions.append(transition)
    }

    /// Turns the run loop until it would sleep: runs what the main queue holds and every
    /// job the app queued (until none is ready), records the timers they started, then
    /// commits the transitions asked for and lays out the views in a window that need it
    /// (``layOutViews()``), again while any did something (at most
    /// ``MainQueue/maximumPasses`` rounds); last, releases what UIKit autoreleased in the turn.
    package func turnRunLoop() {
        defer { drainAutoreleasePool() }
        for _ in 0..<MainQueue.maximumPasses {
            let ranBlocks = MainQueue.drain() > 0
            let ranJobs = runQueuedWork()
            if ranBlocks || ranJobs { observer?.appCodeRan() }
            recordNewTimers()
            guard isRunning else { return }
            let committed = commitTransitions()
            guard isRunning else { return }
            let laidOut = layOutViews()
            guard ranBlocks || ranJobs || committed || laidOut else { return }
        }
    }

    /// Keeps `object` until the run loop's turn ends, as the autorelease pool UIKit wraps
    /// each event in keeps an object a UIKit method returns autoreleased (a storyboard's
    /// new view controller): an app may hold it only weakly until it is shown.
    package func autorelease(_ object: AnyObject) { autoreleasePool.append(object) }

    /// Releases the autoreleased objects, and lets the app's observer see what that ended.
    private func drainAutoreleasePool() {
        guard !autoreleasePool.isEmpty else { return }
        autoreleasePool.removeAll()
        if isRunning { observer?.appCodeRan() }
    }

    /// The most jobs one input may run: an app that queues work for ever (a loop of
    /// `Task.yield()`) never becomes idle, and NavSim records that as a crash.
    package static let maximumJobsPerInput = 100_000

    /// Runs the app's queued jobs and blocks, those they queue included, until none is
    /// ready; whether any ran.
    private func runQueuedWork() -> Bool {
        var ran = 0
        while isRunning, let work = jobs.takeReady() {
            SimulatedExecutors.run(work)
            ran += 1
            jobsThisInput += 1
            if jobsThisInput == Self.maximumJobsPerInput {
                crash("the app never became idle: \(Self.maximumJobsPerInput) jobs ran in one input")
            }
        }
        return ran > 0
    }

    /// Records a ``NavigationEvent/timerScheduled(milliseconds:source:)`` for each timer
    /// queued since the last look.
    func recordNewTimers() {
        for timer in jobs.takeNewTimers() {
            emit(.timerScheduled(milliseconds: timer.milliseconds, source: timer.source))
        }
    }

    /// Makes the timers due at the state's clock ready: the input
    /// ``NavigationEvent/timePassed(milliseconds:)`` moved it there.
    package func fireDueTimers() {
        jobs.advance(to: state.clock)
    }

    /// Finishes the transitions in flight in the order they started: the input
    /// ``NavigationEvent/animationsEnded``.
    ///
    /// A group a custom animator runs waits for it: the completions of the view animations
    /// the animator started run (they usually call `completeTransition(true)`, which ends
    /// the group there), and a group still waiting after them waits until the animator
    /// calls it, from a queued block or a timer, or for ever.
    package func finishTransitionsInFlight() {
        let groups = transitionsInFlight
        transitionsInFlight = []
        for group in groups where isRunning {
            guard group.transitions.contains(where: { $0.animation != nil }) else {
                finish(group)
                continue
            }
            transitionsAwaitingAnimators.append(group)
            for transition in group.transitions where isRunning { transition.endAnimations(in: self) }
            finishIfAnimatorsDone(group)
        }
    }

    /// The animator of `transition` called `completeTransition(didComplete)`: the transition
    /// ends there if its animations are over (``cancel`` undoes it when `didComplete` is
    /// `false`); a second call does nothing.
    package func animatorCompleted(_ transition: PendingTransition, didComplete: Bool) {
        guard transition.completeAnimation(didComplete: didComplete),
            let group = transitionsAwaitingAnimators.first(where: { $0.transitions.contains { $0 === transition } })
        else { return }
        finishIfAnimatorsDone(group)
    }

    /// Records a touch that UIKit drops because a custom animator has not ended its
    /// transition: the app looks frozen.
    package func ignoreTouch(_ input: NavigationEvent) {
        let waiting = transitionsAwaitingAnimators.flatMap(\.transitions).filter(\.awaitsAnimator)
        let names = waiting.compactMap(\.animatorName).joined(separator: ", ")
        ignore(
            input.description,
            because: "a transition is not over: its animator \(names) never called completeTransition(_:)")
    }

    /// Finishes `group`, waiting for its animators, once none waits.
    private func finishIfAnimatorsDone(_ group: TransitionGroup) {
        guard !group.awaitsAnimator, let index = transitionsAwaitingAnimators.firstIndex(where: { $0 === group })
        else { return }
        transitionsAwaitingAnimators.remove(at: index)
        finish(group)
    }

    /// Starts the transitions asked for, unless animations are running (a transition asked
    /// for meanwhile waits for them); finishes them at once when none is animated.
    ///
    /// - Returns: Whether it started any.
    private func commitTransitions() -> Bool {
        guard transitionsInFlight.isEmpty, transitionsAwaitingAnimators.isEmpty, !requestedTransitions.isEmpty
        else { return false }
        let transitions = requestedTransitions
        requestedTransitions = []
        let before = screensBeforeRequests
        let between = loadContainerViews()
        let after = inView(after: transitions)
        let disappearing = before.filter { !after.screens.contains($0) && !isEmbedded($0) }
        let appearing = after.screens.filter { !before.contains($0) && !isEmbedded($0) }
        let containers = ContainerAppearance(before: containersBeforeRequests, after: after.containers)
        let order = transitions[0].order
        let group = TransitionGroup(
            transitions: transitions, order: order, appearing: appearing, disappearing: disappearing,
            containers: containers)
        sendWillCallbacks(order, appearing: appearing, disappearing: disappearing, containers: containers)
        for transition in transitions where isRunning { transition.start(in: self) }
        for work in between where isRunning { work() }
        // A custom animator's transition animates while the view animations it started
        // run, and ends when the animator says so.
        let changes = !(appearing.isEmpty && disappearing.isEmpty)
        let isAnimated =
            transitions.contains { $0.isAnimated && $0.animation == nil } && changes
            || transitions.contains { !$0.animationCompletions.isEmpty }
        if !isRunning {
            return true
        } else if isAnimated {
            transitionsInFlight.append(group)
        } else if group.awaitsAnimator {
            transitionsAwaitingAnimators.append(group)
        } else {
            finish(group)
        }
        return true
    }

    /// Records the deferred events, sends the `did` callbacks to the screens that got the
    /// `will` ones and are still between the two, then runs each transition's last work.
    private func finish(_ group: TransitionGroup) {
        if group.transitions.contains(where: \.wasCancelled) { return cancel(group) }
        for transition in group.transitions {
            for event in transition.deferredEvents { emit(event) }
        }
        let appeared = { [self] in
            send(.viewDidAppear, to: group.appearing, after: group.containers.appearing) {
                state.screens[$0]?.appearance == .appearing
            }
        }
        let disappeared = { [self] in
            send(.viewDidDisappear, to: group.disappearing, after: group.containers.disappearing) {
                state.screens[$0]?.appearance == .disappearing
            }
        }
        if group.order == .modal {
            appeared()
            disappeared()
        } else {
            disappeared()
            appeared()
        }
        for transition in group.transitions { transition.finish(in: self) }
    }

    /// Ends `group`, which an animator cancelled (`completeTransition(false)`): the cancelled
    /// transitions undo what they recorded (``PendingTransition/undoWork``), then the
    /// screens that were to appear and are out of view again get `viewWillDisappear` and
    /// `viewDidDisappear`, and those that were to leave and are in view again
    /// `viewWillAppear` and `viewDidAppear`, as in a cancelled back swipe; screens whose
    /// move stands get their `did` callback; last, each transition's last work.
    private func cancel(_ group: TransitionGroup) {
        for transition in group.transitions where !transition.wasCancelled {
            for event in transition.deferredEvents { emit(event) }
        }
        for transition in group.transitions where transition.wasCancelled { transition.undo(in: self) }
        let inView = state.screensInView
        let returned = group.appearing.filter { !inView.contains($0) }
        let restored = group.disappearing.filter { inView.contains($0) }
        let appearance = { [self] (id: ScreenID) in state.screens[id]?.appearance }
        send(.viewWillDisappear, to: returned, after: []) { appearance($0) == .appearing }
        send(.viewDidDisappear, to: returned, after: []) { appearance($0) == .disappearing }
        send(.viewDidDisappear, to: group.disappearing, after: []) {
            !inView.contains($0) && appearance($0) == .disappearing
        }
        send(.viewWillAppear, to: restored, after: []) { appearance($0) == .disappearing }
        send(.viewDidAppear, to: restored, after: []) { appearance($0) == .appearing }
        send(.viewDidAppear, to: group.appearing, after: []) { inView.contains($0) && appearance($0) == .appearing }
        for transition in group.transitions { transition.finish(in: self) }
    }

    /// The screens and containers in view once `transitions` have recorded their deferred
    /// events.
    private func inView(after transitions: [PendingTransition]) -> (screens: [ScreenID], containers: [ContainerID]) {
        let deferred = transitions.flatMap(\.deferredEvents)
        guard !deferred.isEmpty else { return (state.screensInView, state.containersInView) }
        var future = state
        for event in deferred { try? future.apply(event) }
        return (future.screensInView, future.containersInView)
    }
}
