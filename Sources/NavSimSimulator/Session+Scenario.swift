public import NavSimCore

extension Session {
    /// Performs the scenario's inputs in order, after launching the app if needed.
    ///
    /// - Parameters:
    ///   - link: The link to launch the app with, if it is not launched yet.
    ///   - afterEach: Called after each input with its 1-based number.
    /// - Throws: ``ScenarioError`` naming the first input that could not be performed.
    public func perform(
        _ inputs: [Scenario.Step], launchingWith link: AppLink? = nil, afterEach: (Int) -> Void = { _ in }
    ) throws(ScenarioError) {
        if state.step == 0 {
            do throws(SessionError) {
                try launch(with: link)
            } catch {
                throw ScenarioError(step: 0, problem: .refused(error))
            }
        }
        for (index, step) in inputs.enumerated() {
            do throws(ScenarioError.Problem) {
                try perform(step)
            } catch {
                throw ScenarioError(step: index + 1, problem: error)
            }
            afterEach(index + 1)
        }
    }

    /// Performs `inputs` as ``perform(_:launchingWith:afterEach:)`` does, for a path a session
    /// took before whose states in between no one looks at again: up to the last input, the
    /// screens' ViewModel states and what pending work holds are recorded only once, before
    /// it, and the events are then numbered as that session numbered them, `stepBeforeLast`
    /// in all. The states reached are the ones it reached (each live screen's state and the
    /// holds are what they are now either way; a screen gone had no say), so the last input,
    /// recorded in full, records what it recorded: a crash, at the same step.
    ///
    /// Given `looks`, the records of the coordinator tracker's looks in the launch and in each
    /// input but the last as that session made them, the tracker looks up to the last input
    /// only where that session's looks changed what it knew (``TrackerLooks``).
    ///
    /// - Returns: Whether the tracker's looks went as `looks` said; when not, the replay may
    ///   have recorded other events than that session, and should be done again without them.
    /// - Throws: ``ScenarioError`` naming the first input that could not be performed.
    @discardableResult
    package func replay(
        _ inputs: [Scenario.Step], launchingWith link: AppLink?, stepBeforeLast: Int,
        following looks: [TrackerLooks.Record]? = nil
    ) throws(ScenarioError) -> Bool {
        guard let last = inputs.last else {
            try perform(inputs, launchingWith: link)
            return true
        }
        runtime.recordsEachInputsEnd = false
        defer { runtime.recordsEachInputsEnd = true }
        if let looks { runtime.trackerLooks.follow(looks) }
        try perform(Array(inputs.dropLast()), launchingWith: link)
        let followedLooks = runtime.trackerLooks.endPlan()
        runtime.recordsEachInputsEnd = true
        runtime.asCurrent {
            runtime.observer?.recordViewModelStates()
            runtime.recordPendingWorkHolds()
        }
        runtime.renumberEvents(asAt: stepBeforeLast)
        do throws(ScenarioError.Problem) {
            try perform(last)
        } catch {
            throw ScenarioError(step: inputs.count, problem: error)
        }
        return followedLooks
    }

    /// Performs one scenario step.
    ///
    /// - Throws: ``SessionError`` when the session refuses it, ``SessionError/nothingInFront``
    ///   when the step names a screen that is not in front.
    public func performStep(_ step: Scenario.Step) throws(SessionError) {
        do throws(ScenarioError.Problem) {
            try perform(step)
        } catch {
            guard case .refused(let refusal) = error else { throw .nothingInFront }
            throw refusal
        }
    }

    private func perform(_ step: Scenario.Step, settling: Bool = true) throws(ScenarioError.Problem) {
        do throws(SessionError) { try checkRunning() } catch { throw .refused(error) }
        if case .quick(let step) = step { return try perform(step, settling: false) }
        if case .tap(let action, let screen?, let argument) = step {
            let front = state.frontScreen.flatMap { state.screens[$0]?.name }
            if front != screen, isInFlight, let racing = racingScreen(named: screen) {
                // A quick second tap lands on the screen going away.
                do throws(SessionError) {
                    try send(.userTapped(screen: racing, action: action, argument: argument), settling: settling)
                } catch {
                    throw .refused(error)
                }
                return
            }
            guard front == screen else { throw .wrongScreen(expected: screen, actual: front) }
        }
        do throws(SessionError) {
            switch step {
            case .quick: break  // handled above
            case .waitForAnimations: try waitForAnimations(settling: settling)
            case .wait(let milliseconds): try wait(milliseconds: milliseconds)
            case .tap(let action, _, let argument):
                try tap(action, argument: argument, settling: settling)
            case .back(.button): try tapBack(settling: settling)
            case .back(.swipe): try swipeBack(completing: true)
            case .back(.cancelledSwipe): try swipeBack(completing: false)
            case .columnBack(.button, let column):
                try tapBack(in: columnNavigationController(column), settling: settling)
            case .columnBack(let gesture, let column):
                try swipeBack(in: columnNavigationController(column), completing: gesture == .swipe)
            case .sheet(let gesture): try swipeDownSheet(completing: gesture == .swipeDown)
            case .popover(.tapOutside): try tapOutsidePopover()
            case .tab(let index): try tapTab(index)
            case .respond(let service, let response, let pending):
                try respond(to: service, with: response, pending: pending, settling: settling)
            case .open(let url): try openURL(url, settling: settling)
            case .shortcut(let type): try performShortcut(type, settling: settling)
            case .app(let state): try moveApp(to: state, settling: settling)
            }
        } catch {
            throw .refused(error)
        }
    }
}

extension Session {
    /// The screen named `name` that a transition is taking away, while one animates.
    fileprivate func racingScreen(named name: String) -> ScreenID? {
        state.screens.values.filter { $0.appearance == .disappearing && $0.name == name }.map(\.id).min()
    }
}
