public import NavSimCore
public import NavSimReplay
public import NavSimSimulator

/// The result of re-running an app model on the inputs of a recorded trace.
public enum Verification: Hashable, Sendable {
    /// The model produced exactly the recorded events (those before an interruption).
    case reproduced(steps: Int)
    /// The model parted from the recording.
    case diverged(Divergence)

    /// The number of events reproduced, or `nil` when the model diverged.
    package var reproducedSteps: Int? {
        if case .reproduced(let steps) = self { steps } else { nil }
    }

    /// Where and how a re-run parted from the recording.
    public struct Divergence: Hashable, Sendable {
        /// The 1-based step of the first event that differs.
        public let step: Int
        /// The recorded event there (`nil`: the recording had ended).
        public let recorded: NavigationEvent?
        /// The event the model produced there (`nil`: it produced nothing more).
        public let produced: NavigationEvent?
        /// Why the model could not go on, when it refused a recorded input.
        public let refusal: SessionError?
        /// The recorded state after `recorded` against the model's after `produced`.
        public let difference: StateDifference

        /// The recorded event, as `verify` prints it; where the recording had ended, what
        /// that means: every event before it was reproduced, and a recording cut short
        /// within an input ends so.
        public var recordedDescription: String {
            recorded.map(\.description)
                ?? "(the trace ends here, within an input's events, as a recording cut short does: "
                + "a killed record, a torn write; every event before it was reproduced)"
        }
    }

    /// Runs `app` on the inputs read from `source` and compares every event it produces
    /// with the recorded one. The same trace verifies identically every time.
    ///
    /// The inputs are sent without settling: the trace holds every
    /// ``NavigationEvent/animationsEnded`` the recording sent. A recording cut short by
    /// ``NavigationEvent/interrupted(signal:)`` is reproduced when the model produces every
    /// event before it: what the model does after that point is not compared.
    ///
    /// - Parameters:
    ///   - transitions: How the recording ran transitions: `.synchronous` for a trace
    ///     written before format 1.2 (``TraceManifest/recordsRunLoop`` is `false`).
    ///   - format21Events: Whether the recording has the events format 2.1 added (what
    ///     pending work holds, a child embedded before others): `false` for a trace written
    ///     before format 2.1 (``TraceManifest/recordsFormat21Events`` is `false`).
    /// - Throws: What `source` throws when the trace cannot be read.
    @MainActor
    public init(
        replaying source: some EventSource, with app: any AppModel, transitions: TransitionMode = .runLoop,
        format21Events: Bool = true
    ) throws {
        let sink = ComparingSink(source)
        Session.labelInputs(0, 0, 0)
        let session = Session(app: app, sink: sink)
        session.runtime.transitionMode = transitions
        session.runtime.recordsFormat21Events = format21Events
        defer { session.close() }
        while let next = try sink.peek() {
            if sink.reachedInterruption { break }
            guard next.isInput else {
                // The model stopped short of an output the recording has.
                self = .diverged(sink.divergence(producing: nil, state: session.state))
                return
            }
            do {
                try session.send(next, settling: false)
            } catch {
                if let readError = sink.readError { throw readError }
                if sink.reachedInterruption { break }
                if let divergence = sink.found {
                    self = .diverged(divergence)
                } else {
                    self = .diverged(sink.divergence(producing: nil, state: session.state, refusal: error))
                }
                return
            }
        }
        self = .reproduced(steps: sink.recorded.step)
    }

    /// Compares a run that app code ended after it reproduced `step` events (a trap ended its
    /// process) with the recording: the run produced those events, then `ending` (the
    /// `crashed` event a trace of it ends with), then nothing.
    ///
    /// - Throws: What `source` throws when the trace cannot be read.
    package init(replaying source: some EventSource, endedAfter step: Int, with ending: NavigationEvent) throws {
        let sink = ComparingSink(source)
        while sink.recorded.step < step, let next = try sink.peek(), !sink.reachedInterruption {
            try sink.append(next)
        }
        do {
            if !sink.reachedInterruption { try sink.append(ending) }
        } catch {
            if let readError = sink.readError { throw readError }
            if !sink.reachedInterruption {
                self = .diverged(sink.found ?? sink.divergence(producing: ending, state: sink.recorded))
                return
            }
        }
        if try sink.peek() != nil, !sink.reachedInterruption {
            // The recording goes on where the run had ended.
            self = .diverged(sink.divergence(producing: nil, state: sink.recorded))
            return
        }
        self = .reproduced(steps: sink.recorded.step)
    }
}

/// An event sink that checks each produced event against the next recorded one.
private final class ComparingSink<Source: EventSource>: EventSink {
    private var source: Source
    private var lookahead: NavigationEvent?
    /// The fold of the recorded events consumed so far.
    private(set) var recorded = NavigationState()
    private(set) var found: Verification.Divergence?
    private(set) var readError: (any Error)?

    struct Diverged: Error {}
    /// The recording ends here, cut short: the model's next event is not compared.
    struct Interrupted: Error {}

    init(_ source: Source) { self.source = source }

    func peek() throws -> NavigationEvent? {
        if lookahead == nil { lookahead = try source.nextEvent() }
        return lookahead
    }

    func append(_ event: NavigationEvent) throws {
        let expected: NavigationEvent?
        do {
            expected = try peek()
        } catch {
            readError = error
            throw error
        }
        if case .interrupted? = expected { throw Interrupted() }
        guard let expected, expected == event else {
            var produced = recorded
            try? produced.apply(event)
            found = divergence(producing: event, state: produced)
            throw Diverged()
        }
        lookahead = nil
        try? recorded.apply(expected)
        // A trap record of a child that verifies says how many events it reproduced.
        Session.labelInputs(0, 0, recorded.step)
    }

    /// Whether the next recorded event is an interruption, which ends the comparison: the
    /// steps reproduced are the events before it.
    var reachedInterruption: Bool {
        if case .interrupted? = lookahead { true } else { false }
    }

    /// The divergence at the next recorded event, against the model's `state`.
    func divergence(
        producing event: NavigationEvent?, state: NavigationState, refusal: SessionError? = nil
    ) -> Verification.Divergence {
        var expectedState = recorded
        if let lookahead { try? expectedState.apply(lookahead) }
        return Verification.Divergence(
            step: recorded.step + 1, recorded: lookahead, produced: event, refusal: refusal,
            difference: StateDifference(from: expectedState, to: state))
    }
}
