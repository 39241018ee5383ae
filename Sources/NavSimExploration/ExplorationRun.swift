import NavSimCore
import NavSimSimulator

/// One session of an exploration: the app, its events, and the problems seen after each
/// input (between inputs, once the app has answered, as `navsim check` looks).
@MainActor
final class ExplorationRun {
    /// What one attempt at an input led to.
    enum Outcome {
        /// The input was taken; these problems hold after it.
        case sent([Sighting])
        /// The input was not possible now (a step of a shrunk scenario that no longer fits).
        case refused
    }

    let session: Session
    private let log = EventLog()
    private let ignoredRules: Set<InvariantViolation.Rule>
    /// The app's own rules, checked with NavSim's.
    private let appInvariants: [AppInvariant]
    /// Those of them judged at events (output rules), which need the state each event follows.
    private let eventRules: [AppInvariant]
    /// The outputs those rules ask for: the only notes that tell two states apart.
    private let requiredOutputs: Set<String>
    /// How many of the log's events were looked at for ignored commands.
    private var checkedEvents = 0
    /// The state those events left, folded on through the next ones for `eventRules`.
    private var checkedState = NavigationState()
    /// NavSim's own rules, checked by one checker for the run: a leak a state shows again is
    /// not made again.
    private var checker = InvariantChecker()
    /// The link the app is launched with, if any.
    private let link: AppLink?
    /// Whether an input taken looks for problems after it (off in ``performUnchecked(_:)``).
    private var isChecking = true
    /// Whether the last ``replay(_:stepBeforeLast:following:)`` made the tracker's looks it
    /// was given.
    private(set) var followedLooks = true

    init(
        app: any AppModel, ignoring ignoredRules: Set<InvariantViolation.Rule>, texts: [String: [String]] = [:],
        launchingWith link: AppLink? = nil
    ) {
        session = Session(app: app, sink: log)
        session.sampleTexts = texts
        self.ignoredRules = ignoredRules
        appInvariants = app.invariants
        self.link = link
        eventRules = app.invariants.filter { $0.requiredOutput != nil }
        requiredOutputs = Set(app.invariants.compactMap(\.requiredOutput))
    }

    /// Launches the app, with the run's link if it has one.
    func launch() -> Outcome {
        attempt { session throws(SessionError) in try session.launch(with: link) }
    }

    /// The canonical form of the session's state, with the notes the app's output rules read
    /// and the text in the fields typed into.
    var canonicalForm: String {
        CanonicalState(session.state, keepingNotes: requiredOutputs, typedTexts: session.typedTexts).description
    }

    isolated deinit {
        session.close()
    }

    /// Does `input` and reports the problems after it; a session that stopped because the
    /// model broke a rule is a problem too.
    func attempt(_ input: (Session) throws(SessionError) -> Void) -> Outcome {
        do {
            try input(session)
        } catch {
            switch error {
            case .impossibleEvent, .sinkFailed: return .sent([Sighting(.sessionFailed(error), in: session.state)])
            default: return .refused
            }
        }
        return .sent(isChecking ? sightings() : [])
    }

    /// Performs `step` without looking for problems after it, for an input that brings the
    /// session back to a state whose checks then start afresh (``startChecksAfresh()``).
    ///
    /// - Returns: Whether the input was taken.
    func performUnchecked(_ step: Scenario.Step) -> Bool {
        isChecking = false
        defer { isChecking = true }
        guard case .sent = perform(step, until: { _ in false }) else { return false }
        return true
    }

    /// Launches `app` and performs `inputs` as a scenario, checking after each input, until
    /// a sighting `stop` accepts.
    ///
    /// - Returns: That sighting, or `nil` when none is seen or an input is refused first.
    static func firstSighting(
        of inputs: [Scenario.Step], on app: any AppModel, launchingWith link: AppLink? = nil,
        ignoring ignoredRules: Set<InvariantViolation.Rule>, where stop: (Sighting) -> Bool
    ) -> Sighting? {
        let run = ExplorationRun(app: app, ignoring: ignoredRules, launchingWith: link)
        guard case .sent(let launched) = run.launch() else { return nil }
        if let found = launched.first(where: stop) { return found }
        for step in inputs {
            guard case .sent(let sightings) = run.perform(step, until: stop) else { return nil }
            if let found = sightings.first(where: stop) { return found }
        }
        return nil
    }

    /// Launches the app and performs `steps` without checking between them, as a path
    /// already checked is reached again; later checks look only at what follows. Given the
    /// number of events the path recorded before its last step when the search took it, the
    /// ViewModel states (and what pending work holds) are recorded only before that step and
    /// after it (``Session/replay(_:launchingWith:stepBeforeLast:)``).
    ///
    /// Given `looks` too, the records of the tracker's looks in the launch and in each step but
    /// the last, the tracker looks only where those looks learnt something
    /// (``Session/replay(_:launchingWith:stepBeforeLast:following:)``); ``followedLooks`` then
    /// says whether the looks went that way.
    ///
    /// - Returns: Whether every step was taken.
    func replay(
        _ steps: [Scenario.Step], stepBeforeLast step: Int? = nil, following looks: [TrackerLooks.Record]? = nil
    ) -> Bool {
        defer {
            checkedEvents = log.events.count
            checkedState = session.state
        }
        do throws(ScenarioError) {
            if let step {
                followedLooks = try session.replay(steps, launchingWith: link, stepBeforeLast: step, following: looks)
            } else {
                try session.perform(steps, launchingWith: link)
            }
            return true
        } catch {
            return false
        }
    }

    /// Starts a record of what the coordinator tracker's looks do from now on (``lookRecord``).
    func startLookRecord() {
        session.runtime.trackerLooks.startRecord()
    }

    /// The events the session recorded.
    var events: [NavigationEvent] { log.events }

    /// What the tracker's looks did since ``startLookRecord()``.
    var lookRecord: TrackerLooks.Record? { session.runtime.trackerLooks.record }

    /// Forgets the checks so far, as a session replayed to its state has none: the next
    /// check looks only at what follows.
    func startChecksAfresh() {
        checker = InvariantChecker()
        checkedEvents = log.events.count
        checkedState = session.state
    }

    /// Performs one scenario step, checking after each input it sends: a back swipe or a
    /// sheet's swipe down stops after its first half when `stop` accepts a sighting there.
    func perform(_ step: Scenario.Step, until stop: (Sighting) -> Bool) -> Outcome {
        switch step {
        case .tap where session.isInFlight:
            // A racing tap may land on the screen a transition takes away.
            return attempt { session throws(SessionError) in try session.performStep(step) }
        case .tap(let action, let screen, let argument):
            let state = session.state
            if let screen, state.frontScreen.flatMap({ state.screens[$0]?.name }) != screen { return .refused }
            return attempt { session throws(SessionError) in try session.tap(action, argument: argument) }
        case .back(.button):
            return attempt { session throws(SessionError) in try session.tapBack() }
        case .columnBack(.button, let column):
            return attempt { session throws(SessionError) in
                try session.tapBack(in: session.columnNavigationController(column))
            }
        case .back(let gesture):
            let state = session.state
            guard let front = state.frontScreen, let container = state.navigationController(of: front) else {
                return .refused
            }
            return swipeBack(gesture, in: container, until: stop)
        case .columnBack(let gesture, let column):
            guard let container = try? session.columnNavigationController(column) else { return .refused }
            return swipeBack(gesture, in: container, until: stop)
        case .sheet(let gesture):
            guard let sheet = session.state.frontSheet?.controller else { return .refused }
            let began = attempt { session throws(SessionError) in try session.send(.sheetSwipeBegan(controller: sheet))
            }
            guard case .sent(let sightings) = began, !sightings.contains(where: stop),
                session.state.frontSheet?.isSwipingDown == true
            else { return began }
            let end: NavigationEvent =
                gesture == .swipeDown
                ? .sheetSwipeFinished(controller: sheet) : .sheetSwipeCancelled(controller: sheet)
            return attempt { session throws(SessionError) in try session.send(end) }
        case .popover(.tapOutside):
            return attempt { session throws(SessionError) in try session.tapOutsidePopover() }
        case .tab(let index):
            return attempt { session throws(SessionError) in try session.tapTab(index) }
        case .respond(let service, let response, let pending):
            return attempt { session throws(SessionError) in
                try session.respond(to: service, with: response, pending: pending)
            }
        case .open(let url):
            return attempt { session throws(SessionError) in try session.openURL(url) }
        case .shortcut(let type):
            return attempt { session throws(SessionError) in try session.performShortcut(type) }
        case .app(let target):
            return attempt { session throws(SessionError) in try session.moveApp(to: target) }
        case .waitForAnimations:
            return attempt { session throws(SessionError) in try session.waitForAnimations() }
        case .wait(let milliseconds):
            return attempt { session throws(SessionError) in try session.wait(milliseconds: milliseconds) }
        case .quick:
            return attempt { session throws(SessionError) in try session.performStep(step) }
        }
    }

    /// Swipes back in `container`, finished or let go early as `gesture` says, stopping after
    /// the swipe's first half when `stop` accepts a sighting there.
    private func swipeBack(
        _ gesture: Scenario.BackGesture, in container: ContainerID, until stop: (Sighting) -> Bool
    ) -> Outcome {
        let began = attempt { session throws(SessionError) in
            try session.send(.interactiveBackBegan(container: container))
        }
        guard case .sent(let sightings) = began, !sightings.contains(where: stop) else { return began }
        let end: NavigationEvent =
            gesture == .swipe
            ? .interactiveBackFinished(container: container) : .interactiveBackCancelled(container: container)
        return attempt { session throws(SessionError) in try session.send(end) }
    }

    /// The problems that hold now: the state's invariant violations (NavSim's and the
    /// app's), the commands UIKit ignored and the app's output rules broken since the last
    /// look, less the ignored rules. The leak rules wait for what pending work holds, as the
    /// state recorded it at the input's end (``NavSimCore/PendingWorkHolds``), so a check of
    /// the trace finds the same.
    private func sightings() -> [Sighting] {
        let state = session.state
        let violations = checker.check(state).all + appInvariants.compactMap { $0.violation(in: state) }
        var found = violations.map { Sighting(.violation($0), in: state) }
        let events = log.events[checkedEvents...]
        for event in events {
            if case .commandIgnored(let command, let reason) = event {
                found.append(Sighting(.violation(.ignored(command: command, reason: reason)), in: state))
            } else if case .transitionNested(let container, let reason) = event {
                found.append(Sighting(.violation(.nested(container: container, reason: reason)), in: state))
            }
            guard !eventRules.isEmpty else { continue }
            // Named in the state the event follows: a coordinator it deallocates is gone after.
            for violation in checkedState.invariantViolations(at: event, including: eventRules) {
                found.append(Sighting(.violation(violation), in: checkedState, seenAt: state.step))
            }
            // The session folded this event already, so this fold cannot fail.
            try? checkedState.apply(event)
        }
        if events.count == 1, let input = events.first, let dead = InvariantViolation.deadInput(input, in: state) {
            found.append(Sighting(.violation(dead), in: state))
        }
        checkedEvents = log.events.count
        checkedState = state
        return found.filter { sighting in
            if case .violation(let violation) = sighting.problem {
                !ignoredRules.contains(violation.rule)
            } else {
                true
            }
        }
    }
}
