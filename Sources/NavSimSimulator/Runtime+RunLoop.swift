import NavSimCore

/// The transitions one commit started together, with the screens and containers it sent
/// `will` callbacks.
struct TransitionGroup {
    let transitions: [PendingTransition]
    let order: TransitionOrder
    let appearing: [ScreenID]
    let disappearing: [ScreenID]
    let containers: ContainerAppearance
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

    /// Whether an animated presentation or dismissal was asked for and is not over: UIKit
    /// refuses to present or dismiss meanwhile.
    package var isModalTransitionUnderway: Bool {
        requestedTransitions.contains { $0.isModal && $0.isAnimated }
            || transitionsInFlight.contains { $0.transitions.contains(where: \.isModal) }
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
    /// commits the transitions asked for, again while any did something (at most
    /// ``MainQueue/maximumPasses`` rounds).
    package func turnRunLoop() {
        for _ in 0..<MainQueue.maximumPasses {
            let ranBlocks = MainQueue.drain() > 0
            let ranJobs = runQueuedWork()
            if ranBlocks || ranJobs { observer?.appCodeRan() }
            recordNewTimers()
            guard isRunning else { return }
            let committed = commitTransitions()
            guard ranBlocks || ranJobs || committed else { return }
        }
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
    package func finishTransitionsInFlight() {
        let groups = transitionsInFlight
        transitionsInFlight = []
        for group in groups where isRunning { finish(group) }
    }

    /// Starts the transitions asked for, unless animations are running (a transition asked
    /// for meanwhile waits for them); finishes them at once when none is animated.
    ///
    /// - Returns: Whether it started any.
    private func commitTransitions() -> Bool {
        guard transitionsInFlight.isEmpty, !requestedTransitions.isEmpty else { return false }
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
        let isAnimated = transitions.contains(where: \.isAnimated) && !(appearing.isEmpty && disappearing.isEmpty)
        if isAnimated, isRunning {
            transitionsInFlight.append(group)
        } else {
            finish(group)
        }
        return true
    }

    /// Records the deferred events, sends the `did` callbacks to the screens that got the
    /// `will` ones and are still between the two, then runs each transition's last work.
    private func finish(_ group: TransitionGroup) {
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
