internal import CSimulatedTime
public import NavSimCore

/// Runs an app model on inputs and records everything it does.
///
/// A session checks each input the way a device would (only the front screen can be
/// tapped, only a screen above a root can go back), records it, and lets the app answer.
///
/// ```swift
/// let log = EventLog()
/// let session = Session(app: ChildrenApp(variant: .navigationDelegate), sink: log)
/// try session.send(.launched)
/// try session.tap("add")
/// print(session.state.invariantViolations())
/// ```
@MainActor
public final class Session {
    /// The runtime the app lives in.
    public let runtime: Runtime
    private var app: (any AppModel)?
    /// The most ``NavigationEvent/animationsEnded`` inputs ``send(_:settling:)`` sends
    /// after one input: an app whose completion handlers start transitions for ever stays
    /// in flight after them.
    public static let maximumSettlingRounds = 64
    /// Which touches ``availableInputs()`` offers while a transition animation runs.
    public var racingTouches = RacingTouches.sameControl
    /// The input that left the session in flight, for ``RacingTouches/sameControl``.
    var flightStarter: NavigationEvent?
    /// Text ``availableInputs()`` types into a text field beside the app's own
    /// (``AppModel/sampleTexts``), by the field's control name (`navsim explore --text`).
    public var sampleTexts: [String: [String]] = [:]
    /// The fields typed into, by screen and by the field's control name, while they live.
    private var typedFields: [ScreenID: [String: WeakTextEntry]] = [:]

    /// Creates a session for `app` that records to `sink`.
    ///
    /// - Parameters:
    ///   - app: The app to run.
    ///   - sink: Where the session's events go.
    ///   - objectReading: How the session reads the app's objects (which coordinator holds
    ///     which screen, a ViewModel's state); `NAVSIM_REFLECTION` in the environment by
    ///     default. Other sessions of the process keep their own.
    public init(app: any AppModel, sink: any EventSink, objectReading: ObjectReading = .fromEnvironment) {
        SealedSlate.reset()
        self.app = app
        runtime = Runtime(sink: sink)
        runtime.objectReading = objectReading
    }

    /// How this session reads the app's objects, chosen when it was made.
    public var objectReading: ObjectReading { runtime.objectReading }

    isolated deinit {
        close()
    }

    /// The current state: the fold of every event recorded so far.
    public var state: NavigationState { runtime.state }

    /// Whether a transition animation is running: only ``NavigationEvent/animationsEnded``
    /// and the racing inputs (``availableInputs()``) can come next.
    public var isInFlight: Bool { runtime.isInFlight }

    /// The text each field typed into holds now, by screen and by the field's control name
    /// (its `accessibilityIdentifier`, else its placeholder): what a form holds when the app
    /// reads it only later (a Sign in button), which an exploration keeps in a state's
    /// identity. Fields that hold no text, and fields released with their screens, are left
    /// out.
    public var typedTexts: [ScreenID: [String: String]] {
        var texts: [ScreenID: [String: String]] = [:]
        for (screen, fields) in typedFields {
            for (name, field) in fields {
                guard let text = field.object?.enteredText, !text.isEmpty else { continue }
                texts[screen, default: [:]][name] = text
            }
        }
        return texts
    }

    /// Sends one input and lets the app answer it: its handler runs, then the run loop
    /// turns (the main queue's blocks run and the transitions asked for start). With
    /// `settling`, if an animated transition is then running, the animations end:
    /// ``NavigationEvent/animationsEnded`` is sent, recorded as an input of its own, until
    /// none runs (at most ``maximumSettlingRounds`` times).
    ///
    /// - Parameters:
    ///   - input: The input.
    ///   - settling: Whether to let the animations the input started end; `false` leaves
    ///     the session in flight, where another input can race them.
    /// - Throws: ``SessionError`` when the input is impossible now (nothing is recorded),
    ///   or when recording failed or the app model broke a rule (the events before the
    ///   failure are recorded).
    public func send(_ input: NavigationEvent, settling: Bool = true) throws(SessionError) {
        try sendOne(input)
        guard settling else { return }
        var rounds = 0
        while runtime.isInFlight, runtime.isRunning, rounds < Self.maximumSettlingRounds {
            try sendOne(.animationsEnded)
            rounds += 1
        }
    }

    /// Lets `milliseconds` of virtual time pass: one ``NavigationEvent/timePassed(milliseconds:)``
    /// to each timer deadline on the way and one for the rest, each followed by what the
    /// timers due then do.
    ///
    /// - Throws: ``SessionError/timeCannotPass(milliseconds:next:)`` for no time, or what
    ///   ``send(_:settling:)`` throws.
    public func wait(milliseconds: Int) throws(SessionError) {
        guard milliseconds > 0 else { throw .timeCannotPass(milliseconds: milliseconds, next: nil) }
        var left = milliseconds
        while left > 0 {
            let step = min(left, state.timers.first.map { $0 - state.clock } ?? left)
            try send(.timePassed(milliseconds: step))
            left -= step
        }
    }

    /// What ran outside the model during this session, one line each
    /// (``Runtime/nondeterminism``): when there is any, a re-run may record another trace.
    public var nondeterminism: [String] { runtime.nondeterminism }

    /// Turns the run loop after app code that ran outside any input (a test's direct
    /// calls), then lets the animations it started end, as ``send(_:settling:)`` does.
    package func settle() throws(SessionError) {
        try runtime.makingCurrent { () throws(SessionError) in
            runtime.turnRunLoop()
            if let failure = runtime.failure { throw failure }
        }
        var rounds = 0
        while runtime.isInFlight, runtime.isRunning, rounds < Self.maximumSettlingRounds {
            try sendOne(.animationsEnded)
            rounds += 1
        }
    }

    private func sendOne(_ input: NavigationEvent) throws(SessionError) {
        // The control a tap taps, found by the check: held no longer than the tap, so that
        // what it keeps alive dies when it would have.
        var control = try check(input)
        let wasInFlight = runtime.isInFlight
        runtime.jobsThisInput = 0
        runtime.viewChangesThisInput = []
        navsim_simulation_input_began()
        defer { navsim_simulation_input_ended() }
        let appState = runtime.state.appState
        try runtime.makingCurrent { () throws(SessionError) in
            runtime.emit(input)
            let inputStep = runtime.state.step
            if runtime.isRunning, runtime.isAwaitingAnimator, input.isTouch {
                control = nil
                runtime.ignoreTouch(input)
            } else if runtime.isRunning {
                dispatch(input, from: appState, tapping: control)
                control = nil
                runtime.observer?.appCodeRan()
                runtime.turnRunLoop()
                runtime.observer?.inputEnded()
                if runtime.state.step == inputStep { recordViewChanges(after: input) }
                if runtime.recordsEachInputsEnd { runtime.recordPendingWorkHolds() }
            }
            if let failure = runtime.failure { throw failure }
        }
        if !runtime.isInFlight {
            flightStarter = nil
        } else if !wasInFlight {
            flightStarter = input
        }
    }

    /// Ends the session: objects are released without recording, as when an app is killed.
    public func close() {
        runtime.tearDown()
        app = nil
    }

    var appDeepLinks: [String] { app?.sampleDeepLinks ?? [] }

    var appShortcuts: [String] { app?.sampleShortcuts ?? [] }

    var appSamplesStates: Bool { app?.samplesAppStates ?? false }

    func appResponses(for service: String) -> [JSONValue] { app?.sampleResponses(for: service) ?? [] }

    /// The arguments to try on the control `action`: its own samples, and for a control that
    /// takes text (one with a string sample) the app's and the session's texts for it first,
    /// each once.
    func arguments(_ samples: [JSONValue], of action: String) -> [JSONValue] {
        guard let text = samples.firstIndex(where: { $0.stringValue != nil }) else { return samples }
        let typed = (app?.sampleTexts[action] ?? []) + (sampleTexts[action] ?? [])
        guard !typed.isEmpty else { return samples }
        var arguments = Array(samples[..<text])
        for argument in typed.map(JSONValue.string) + samples[text...] where !arguments.contains(argument) {
            arguments.append(argument)
        }
        return arguments
    }

    /// Records what app code changed in views during `input`, which no event followed, when
    /// the input is one that would otherwise be dead: an `annotated` event named
    /// `viewsChanged` with the properties (a tap that only enabled a button beneath is
    /// something happening, on a device as in the trace that `check` reads). Not when
    /// re-running a trace written before format 2.1, whose recorder did not note it.
    private func recordViewChanges(after input: NavigationEvent) {
        let changes = runtime.viewChangesThisInput
        guard runtime.recordsFormat21Events, !changes.isEmpty,
            InvariantViolation.deadInput(input, in: runtime.state) != nil
        else { return }
        let properties = JSONValue.array(changes.sorted().map(JSONValue.string))
        runtime.emit(.annotated(name: "viewsChanged", coordinator: nil, payload: ["changed": properties]))
    }

    /// Runs the app's code for `input`; `appState` is where the app stood before it, and
    /// `control` the control a tap taps (``check(_:)`` found it).
    private func dispatch(_ input: NavigationEvent, from appState: AppState, tapping control: AnyObject?) {
        switch input {
        case .launched:
            app?.didFinishLaunching(runtime: runtime)
        case .launchedWith(let link):
            app?.didFinishLaunching(with: link, runtime: runtime)
        case .userTapped(let screen, let action, let argument):
            guard let control else { break }
            runtime.screen(screen)?.tap(control, argument: argument)
            if argument.stringValue != nil, let field = control as? any TextEntryDriving {
                typedFields[screen, default: [:]][action] = WeakTextEntry(object: field)
            }
        case .backTapped(let container):
            runtime.container(container)?.userTappedBack()
        case .interactiveBackBegan(let container):
            runtime.container(container)?.userBeganBackSwipe()
        case .interactiveBackCancelled(let container):
            runtime.container(container)?.userCancelledBackSwipe()
        case .interactiveBackFinished(let container):
            runtime.container(container)?.userFinishedBackSwipe()
        case .sheetSwipeBegan(let controller):
            runtime.sheet(controller)?.userBeganSheetSwipe()
        case .sheetSwipeCancelled(let controller):
            runtime.sheet(controller)?.userCancelledSheetSwipe()
        case .sheetSwipeFinished(let controller):
            runtime.sheet(controller)?.userFinishedSheetSwipe()
        case .tappedOutsidePopover(let controller):
            runtime.sheet(controller)?.userTappedOutsidePopover()
        case .tabTapped(let container, let index):
            runtime.container(container)?.userTappedTab(index)
        case .deepLinkOpened(let url):
            app?.open(url, runtime: runtime)
        case .shortcutPerformed(let type):
            app?.performShortcut(type, runtime: runtime)
        case .appStateChanged(let state):
            app?.move(from: appState, to: state, runtime: runtime)
        case .serviceResponded(_, let request, let response):
            runtime.deliverResponse(response, to: request)
        case .animationsEnded:
            runtime.finishTransitionsInFlight()
        case .timePassed:
            runtime.fireDueTimers()
        default:
            break
        }
    }
}

extension NavigationEvent {
    /// Whether the input is a touch that can come while a custom animator keeps its
    /// transition going: a tap or the back button, which UIKit drops then.
    fileprivate var isTouch: Bool {
        switch self {
        case .userTapped, .backTapped: true
        default: false
        }
    }
}

/// A weak reference to a field typed into, which must not keep it alive.
private struct WeakTextEntry {
    weak var object: (any TextEntryDriving)?
}
