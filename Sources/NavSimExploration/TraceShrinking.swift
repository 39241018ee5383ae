public import NavSimCore
import NavSimJournal
import NavSimReplay
public import NavSimSimulator

/// Shrinks a recorded trace's inputs to a 1-minimal input sequence that still shows one of
/// its findings: what `navsim shrink` does.
///
/// ```swift
/// @Test @MainActor func theWalksLeakShrinksToThreeInputs() throws {
///     let shrunk = try TraceShrinking { NotesApp.make(leaky: true) }.shrink(tracePath: "walk.navtrace")
///     #expect(shrunk.rule == "flowEndedButAlive" && shrunk.isOneMinimal)
///     #expect(shrunk.inputs.count == 3)   // Compose, Save, the service's answer
/// }
/// ```
///
/// The finding is one of those `navsim check` lists for the trace (the first by default),
/// identified as ``SystematicExploration`` identifies one: by its rule, its coordinator's
/// type and its screen's name, not its ids. The trace's inputs up to the step where it was
/// first seen become scenario steps (a tap names its screen, a back swipe or a sheet's swipe
/// down is one step); the later ones cannot matter and are dropped. Then delta debugging
/// (`ddmin`) removes chunks of ever finer size, and a last pass removes single inputs
/// until none can go: the result is **1-minimal**, removing any one of its inputs loses the
/// finding. It is not always a shortest sequence; ``SystematicExploration`` finds those.
///
/// A candidate (a sublist of the inputs, in order) **shows the finding** when, replayed as a
/// scenario from a fresh launch with the state checked after every input (as `explore`
/// checks), a problem with the same rule, coordinator type and screen name is seen before
/// any of its inputs is refused. An input is refused, and the candidate fails, when it no
/// longer fits: a tap whose screen is not in front (or whose control is not there or is
/// disabled), a back with nothing to go back from, a swipe without a navigation
/// controller, a sheet's swipe down without a sheet, a tab without a tab bar, an answer
/// to a service with no pending request. Inputs after the problem is seen are not sent.
///
/// Every candidate is a replay from launch, and their number is bounded by ``budget``:
/// when it runs out the result is the smallest found so far and
/// ``ShrunkTrace/isOneMinimal`` is `false`. The same trace and app give the same result.
public struct TraceShrinking {
    /// Which of the trace's findings to shrink for.
    public enum Choice: Hashable, Sendable {
        /// The finding with this number as `navsim check` lists them, from 1.
        case number(Int)
        /// The first finding of this rule, such as `deadInput`.
        case rule(String)

        /// The first finding of this rule, by its name before 0.1.0.
        @available(*, deprecated, renamed: "rule")
        public static func kind(_ rule: String) -> Self { .rule(rule) }
    }

    /// The most replays.
    public var budget: Int
    /// Makes a fresh app model for each replay: the app and variant the trace was recorded from.
    public var makeApp: @MainActor () -> any AppModel
    /// Told the number of replays so far after each one, for a progress line.
    public var replayed: @MainActor (_ replays: Int) -> Void = { _ in }
    /// Where each replay launches the app: with ``SystematicExploration/Launches/inFreshProcesses``
    /// every candidate runs in a child forked from this process, so that the app's globals,
    /// statics and singletons start over at each launch as on iOS, and this process launches
    /// the app once, for the shortest inputs.
    public var launches: SystematicExploration.Launches = .inThisProcess

    /// Describes a shrinking.
    ///
    /// - Parameters:
    ///   - budget: The most replays (each a candidate sequence run from launch).
    ///   - app: Makes the app model the trace was recorded from.
    public init(budget: Int = 20_000, app: @escaping @MainActor () -> any AppModel) {
        self.budget = budget
        makeApp = app
    }

    /// Shrinks the inputs of the trace at `path` (`.navtrace`) for one of its findings.
    ///
    /// - Throws: ``TraceShrinkingError``: the trace cannot be read, or the finding is not
    ///   there or does not show when its inputs are replayed.
    @MainActor
    public func shrink(tracePath path: String, finding choice: Choice = .number(1)) throws(TraceShrinkingError)
        -> ShrunkTrace
    {
        var events: [NavigationEvent] = []
        do {
            let reader = try TraceReader(path: path)
            while let event = try reader.nextEvent() { events.append(event) }
        } catch {
            throw .unreadable(reason: "\(path): \(error)")
        }
        return try shrink(events, finding: choice)
    }

    /// Shrinks the inputs of a trace's events for one of its findings.
    ///
    /// - Throws: ``TraceShrinkingError``: an impossible event, no such finding, or one that
    ///   the trace's inputs replayed as a scenario do not show.
    @MainActor
    public func shrink(_ events: [NavigationEvent], finding choice: Choice = .number(1)) throws(TraceShrinkingError)
        -> ShrunkTrace
    {
        let (number, finding) = try Self.finding(choice, in: events, invariants: makeApp().invariants)
        let target = Self.target(of: finding, in: events)
        let crashes = events.compactMap { event in if case .crashed(let reason, _) = event { reason } else { nil } }
        if finding.violation.rule == .crashed, let reason = crashes.last {
            return try shrinkCrash(number: number, finding: finding, target: target, reason: reason)
        }
        let matches = { (sighting: Sighting) in sighting.signature == target.signature }
        var replays = 0
        let replay = { (inputs: [Scenario.Step]) in
            defer {
                replays += 1
                replayed(replays)
            }
            return ExplorationRun.firstSighting(
                of: inputs, on: makeApp(), launchingWith: target.launch, ignoring: [], where: matches)
        }
        // In a child when launches are fresh; here when it fails there, to fail as it would
        // have, unless the app trapped or exited there: such a candidate does not show the finding.
        var trap: String?
        let shows = { (inputs: [Scenario.Step]) in
            let outcome: FreshProcess.Outcome<Bool> =
                launches == .inFreshProcesses ? FreshProcess.outcome { replay(inputs) != nil } : .failed
            switch outcome {
            case .finished(let shown):
                replays += 1
                replayed(replays)
                return shown
            case .ended(_, let crash?):
                replays += 1
                replayed(replays)
                trap = crash
                return false
            case .ended(_, nil), .failed: return replay(inputs) != nil
            }
        }
        guard shows(target.inputs) else {
            if let trap {
                throw .trapped(finding: finding.violation.description, reason: trap)
            }
            throw .notReproduced(finding: finding.violation.description)
        }
        var debugging = DeltaDebugging<Scenario.Step>(budget: budget) { shows($0) }
        let shortest = debugging.shrink(target.inputs)
        guard let sighting = replay(shortest) else {
            // Every list the search keeps was seen to show the finding; the replay is deterministic.
            throw .notReproduced(finding: finding.violation.description)
        }
        return ShrunkTrace(
            number: number, rule: target.signature.rule, coordinator: target.signature.coordinatorType,
            screen: target.signature.screenName, traceInputs: target.traceInputs, inputsToFinding: target.inputs.count,
            launch: target.launch, inputs: shortest, problem: sighting.problem, step: sighting.step,
            replays: debugging.calls + 2,
            isOneMinimal: debugging.isOneMinimal, endedProcess: false)
    }

    // MARK: - A crash

    /// Shrinks the inputs of a trace whose finding is its crash, `reason` (a trap or an
    /// `exit` of app code ends the process that replays it): each candidate is replayed in a
    /// child forked from this process, whatever ``launches``, and shows the finding when its
    /// app crashes with the same reason in the same input as the trace's (its last), or
    /// records the crash as the trace did.
    ///
    /// A candidate whose child hangs or cannot be forked (the app's threads are running) is
    /// replayed here, where it fails as it would have.
    ///
    /// - Throws: ``TraceShrinkingError/trapped(finding:reason:)`` when the app crashes
    ///   otherwise or earlier, and
    ///   ``TraceShrinkingError/notReproduced(finding:)`` when the inputs do not crash it.
    @MainActor private func shrinkCrash(
        number: Int, finding: InvariantReport.Finding,
        target: (signature: Sighting.Signature, launch: AppLink?, inputs: [Scenario.Step], traceInputs: Int),
        reason: String
    ) throws(TraceShrinkingError) -> ShrunkTrace {
        var replays = 0
        var otherCrash: String?
        /// The step and problem of the last candidate that crashed as the trace did.
        var ending: (step: Int, problem: ExplorationFinding.Problem)?
        let matches = { (sighting: Sighting) in sighting.signature == target.signature }
        /// Whether `inputs` crash as the trace did: the app crashes with the same reason in
        /// their last input, the trace's, or the crash is recorded (`ending` is then `nil`).
        let shows = { (inputs: [Scenario.Step]) -> Bool in
            ending = nil
            let outcome = FreshProcess.outcome { () -> Bool in
                let run = ExplorationRun(app: makeApp(), ignoring: [], launchingWith: target.launch)
                Session.labelInputs(0, -1, 0)
                guard case .sent(let launched) = run.launch() else { return false }
                if launched.contains(where: matches) { return true }
                for (index, step) in inputs.enumerated() {
                    Session.labelInputs(0, index, run.session.state.step)
                    guard case .sent(let sightings) = run.perform(step, until: matches) else { return false }
                    if sightings.contains(where: matches) { return true }
                }
                return false
            }
            replays += 1
            replayed(replays)
            switch outcome {
            case .finished(let shown): return shown
            case .ended(let label, let crash?)
            where crash == reason && label.1 == inputs.count - 1 && inputs.last == target.inputs.last:
                let message = "the app crashed at step \(label.2 + 1): \(crash)"
                ending = (
                    label.2 + 1,
                    .violation(InvariantViolation(rule: .crashed, coordinator: nil, screen: nil, message: message))
                )
                return true
            case .ended(_, let crash?):
                otherCrash = otherCrash ?? crash
                return false
            case .ended(_, nil), .failed:
                // Here when it hangs or fails there, to fail as it would have.
                return ExplorationRun.firstSighting(
                    of: inputs, on: makeApp(), launchingWith: target.launch, ignoring: [], where: matches) != nil
            }
        }
        guard shows(target.inputs) else {
            if let otherCrash { throw .trapped(finding: finding.violation.description, reason: otherCrash) }
            throw .notReproduced(finding: finding.violation.description)
        }
        var debugging = DeltaDebugging<Scenario.Step>(budget: budget) { shows($0) }
        let shortest = debugging.shrink(target.inputs)
        // Every list the search keeps was seen to crash so; the replay is deterministic. A
        // crash recorded without ending the child is replayed here for its sighting.
        guard shows(shortest),
            let shown = ending
                ?? ExplorationRun.firstSighting(
                    of: shortest, on: makeApp(), launchingWith: target.launch, ignoring: [], where: matches
                ).map({ ($0.step, $0.problem) })
        else { throw .notReproduced(finding: finding.violation.description) }
        return ShrunkTrace(
            number: number, rule: target.signature.rule, coordinator: target.signature.coordinatorType,
            screen: target.signature.screenName, traceInputs: target.traceInputs, inputsToFinding: target.inputs.count,
            launch: target.launch, inputs: shortest, problem: shown.problem, step: shown.step,
            replays: debugging.calls + 2, isOneMinimal: debugging.isOneMinimal, endedProcess: ending != nil)
    }

    // MARK: - The finding

    /// The finding chosen among those `check` lists (with the app's `invariants`), with its number.
    private static func finding(
        _ choice: Choice, in events: [NavigationEvent], invariants: [AppInvariant]
    ) throws(TraceShrinkingError) -> (Int, InvariantReport.Finding) {
        var source = events.makeIterator()
        let report: InvariantReport
        do {
            report = try InvariantReport(checking: &source, invariants: invariants)
        } catch {
            throw .unreadable(reason: "\(error)")
        }
        if let impossible = report.impossibleEvent { throw .impossibleEvent(reason: "\(impossible)") }
        let findings = report.findings
        guard !findings.isEmpty else { throw .noFinding(events: events.count) }
        switch choice {
        case .number(let number):
            guard findings.indices.contains(number - 1) else {
                throw .noSuchFinding(number: number, count: findings.count)
            }
            return (number, findings[number - 1])
        case .rule(let rule):
            guard let index = findings.firstIndex(where: { $0.violation.kind == rule }) else {
                var rules: [String] = []
                for finding in findings where !rules.contains(finding.violation.kind) {
                    rules.append(finding.violation.kind)
                }
                throw .noFindingOfRule(rule, found: rules)
            }
            return (index + 1, findings[index])
        }
    }

    /// What identifies the finding, the link the trace's app was launched with, the trace's
    /// inputs before the finding as scenario steps, and how many inputs the whole trace has.
    private static func target(of finding: InvariantReport.Finding, in events: [NavigationEvent]) -> (
        signature: Sighting.Signature, launch: AppLink?, inputs: [Scenario.Step], traceInputs: Int
    ) {
        var state = NavigationState()
        var before = state
        var transcript = StepTranscript()
        var signature = Sighting(.violation(finding.violation), in: state).signature
        var inputs: [Scenario.Step] = []
        /// Names the finding in the state at its step, or, for a coordinator its event
        /// deallocated (an output rule's finding), in the state that event followed.
        func noteFinding() {
            let isGone = finding.violation.coordinator.map { state.coordinators[$0] == nil } ?? false
            signature = Sighting(.violation(finding.violation), in: isGone ? before : state).signature
            inputs = transcript.steps
        }
        for event in events {
            if state.step == finding.step { noteFinding() }
            if event.isInput { transcript.note(event, in: state) }
            before = state
            // The events were checked: none is impossible.
            try? state.apply(event)
        }
        if state.step == finding.step { noteFinding() }
        let launch: AppLink? = if case .launchedWith(let link)? = events.first { link } else { nil }
        return (signature, launch, inputs, transcript.steps.count)
    }
}
