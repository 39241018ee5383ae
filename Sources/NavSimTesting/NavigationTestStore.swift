import Foundation
public import NavSimCore
import NavSimReplay
public import NavSimSimulator
public import Testing

/// Drives an app in a Swift Testing or XCTest test and asserts exactly what each input did, as the
/// Composable Architecture's `TestStore` does.
///
/// Each input (``tap(_:argument:sourceLocation:_:)``, ``tapBack(sourceLocation:_:)``, …) is
/// sent to a fresh `Session` of the app. The store is exhaustive by default: the events an
/// input produced must be asserted with `expectEvents(_:)` (or
/// skipped with ``skipEvents()``) before the next input and before the store goes away, or
/// the test fails with the events nobody looked at. Failures are recorded with
/// the running framework (`TestFailure`) at the line of the call that failed, with a diff of expected and actual.
///
/// An input whose app code runs longer than ``inputLimit`` (a handler that never returns)
/// cannot be stopped: the store records the hang as an issue at the input's line, says it on
/// standard error and ends the test process with status 124, rather than hang the test run.
///
/// ```swift
/// @Test @MainActor func favouriting() {
///     let store = NavigationTestStore { ShopApp.make() }
///     store.launch()
///     store.skipEvents()
///     store.tap("Favourite")
///     store.expectEvents([
///         "userTapped Favourite on s1",
///         "viewModelStateChanged s1 to {\"favourites\":1}",
///     ])
/// }
/// ```
@MainActor
public final class NavigationTestStore {
    private let log = EventLog()
    private let session: Session
    /// The app's own rules, which ``expectFindings(_:sourceLocation:)`` checks with NavSim's.
    let appInvariants: [AppInvariant]
    private let exhaustive: Bool
    /// The longest one input may run, in wall-clock time, before the app counts as hung;
    /// `nil` for no limit.
    public let inputLimit: Duration?
    private let creation: SourceLocation
    /// How many of the log's events have been asserted or skipped.
    private var asserted = 0
    /// The number of inputs sent, and how the last one is named in messages.
    private var inputs = 0
    private var lastInput: String?
    /// The events the store would complain about if it went away now, readable by `deinit`.
    private let outstanding = Outstanding()

    /// Creates a store for the app that `app` makes; nothing is sent until ``launch(with:sourceLocation:_:)``.
    ///
    /// - Parameters:
    ///   - exhaustive: Whether an input's events must be asserted before the next input
    ///     (the default); when `false`, unasserted events are skipped silently.
    ///   - inputLimit: The longest one input may run before the app counts as hung
    ///     (``defaultInputLimit``, as `navsim`'s `--input-limit`); `nil` for no limit.
    ///   - sourceLocation: Where the store is made: the line that unasserted events at the
    ///     end of the test are reported at.
    ///   - app: Makes the app model, for example `{ NavSimApp(sceneDelegate: SceneDelegate.init) }`.
    public init(
        exhaustive: Bool = true, inputLimit: Duration? = defaultInputLimit,
        sourceLocation: SourceLocation = #_sourceLocation, app: @MainActor () -> any AppModel
    ) {
        let model = app()
        session = Session(app: model, sink: log)
        appInvariants = model.invariants
        self.exhaustive = exhaustive
        self.inputLimit = inputLimit
        creation = sourceLocation
    }

    /// The input limit of a store that is given none: 10 seconds.
    public static let defaultInputLimit: Duration = .seconds(10)

    // Not an isolated deinit: that runs without the test's task-local values, so the issue
    // would belong to no test; this one runs where the test releases the store.
    deinit {
        if let (input, events) = outstanding.take() {
            TestFailure.record(Self.unasserted(events, of: input, before: nil), at: creation)
        }
    }

    /// The current state: the fold of every event so far.
    public var state: NavigationState { session.state }

    /// Every event recorded so far, asserted or not.
    public var events: [NavigationEvent] { log.events }

    /// The inputs a user could give now, as `Session.availableInputs()` lists them.
    public var availableInputs: [NavigationEvent] { session.availableInputs() }

    /// The current state by name: the screen in front, the stacks, the modals, the live
    /// coordinators and the ViewModel states.
    public var snapshot: NavigationSnapshot { NavigationSnapshot(state) }

    // MARK: - Assertions

    /// Asserts the descriptions of the events since the last assertion (the last input's),
    /// in order, exactly: `"pushed s4 onto k1"`, as `navsim log` prints them.
    public func expectEvents(_ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        compareEvents(expected, log.events[asserted...].map(\.description), render: { $0 }, at: sourceLocation)
    }

    /// Asserts the events since the last assertion (the last input's), in order, exactly.
    @_disfavoredOverload
    public func expectEvents(_ expected: [NavigationEvent], sourceLocation: SourceLocation = #_sourceLocation) {
        compareEvents(expected, Array(log.events[asserted...]), render: \.description, at: sourceLocation)
    }

    /// Marks the events since the last assertion as seen without asserting them.
    public func skipEvents() {
        asserted = log.events.count
        outstanding.set(nil)
    }

    /// Asserts the whole state as its outline (`NavigationState.outline`): windows,
    /// stacks, modals, ViewModel states, coordinators and invariant violations.
    public func expectOutline(_ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let diff = LineDiff(expected: lines(of: expected), actual: lines(of: state.outline))
        recordDifference("The state after \(lastInputName) differs from the outline expected", diff, at: sourceLocation)
    }

    /// Asserts the whole state.
    public func expectState(_ expected: NavigationState, sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = state
        guard actual != expected else { return }
        var diff = LineDiff(expected: lines(of: expected.outline), actual: lines(of: actual.outline))
        if diff.isEmpty {
            // The same outline: the difference is in what it leaves out; the state JSON has it all.
            diff = LineDiff(expected: [expected.jsonValue.description], actual: [actual.jsonValue.description])
        }
        recordDifference("The state after \(lastInputName) differs from the state expected", diff, at: sourceLocation)
    }

    /// Checks that the last input's events were asserted; the store does this itself when
    /// it goes away, at the line that created it.
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        checkAsserted(before: nil, at: sourceLocation)
    }

    // MARK: - Internals

    /// Sends one input (or the inputs of a gesture or scenario) after checking that the
    /// previous input's events were asserted; a refusal is recorded as an issue. With
    /// `changes`, the state after it is asserted (`expectChanges(from:_:at:)`).
    func input(
        _ name: String, changes: ((inout NavigationSnapshot) throws -> Void)?, at location: SourceLocation,
        perform: (Session) throws(SessionError) -> Void
    ) {
        checkAsserted(before: name, at: location)
        let before = changes.map { _ in snapshot }
        inputs += 1
        lastInput = "input \(inputs) (\(name))"
        let refusal = limited(at: location) { () -> SessionError? in
            do throws(SessionError) {
                try perform(session)
                return nil
            } catch {
                return error
            }
        }
        if let refusal { record("\(lastInputName) was refused: \(refusal)", nil, at: location) }
        if let changes, let before { expectChanges(from: before, changes, at: location) }
        noteOutstanding()
    }

    /// Runs scenario steps as one input of the store, asserting the state after them with `changes`.
    func run(
        _ steps: [Scenario.Step], launchingWith link: AppLink?, named name: String,
        changes: ((inout NavigationSnapshot) throws -> Void)?, at location: SourceLocation
    ) {
        checkAsserted(before: name, at: location)
        let before = changes.map { _ in snapshot }
        inputs += 1
        lastInput = "input \(inputs) (\(name))"
        let failure = limited(at: location) { () -> (any Error)? in
            do {
                try session.perform(steps, launchingWith: link)
                return nil
            } catch {
                return error
            }
        }
        if let failure { record("\(lastInputName) stopped at \(failure)", nil, at: location) }
        if let changes, let before { expectChanges(from: before, changes, at: location) }
        noteOutstanding()
    }

    /// Asserts that the snapshot now is `before` with `changes` made, as a structural diff of
    /// the paths that differ. The state stands for the input's events: they count as seen.
    private func expectChanges(
        from before: NavigationSnapshot, _ changes: (inout NavigationSnapshot) throws -> Void,
        at location: SourceLocation
    ) {
        asserted = log.events.count
        var expected = before
        do {
            try changes(&expected)
        } catch {
            return record("The expected state of \(lastInputName) could not be made: \(error)", nil, at: location)
        }
        let diff = StructuralDiff(expected: expected.jsonValue, actual: snapshot.jsonValue)
        guard !diff.isEmpty else { return }
        record(
            "The state after \(lastInputName) differs from the state expected (− expected, + actual)", diff.text,
            at: location)
    }

    /// Runs `body`, the last input, under ``inputLimit``.
    private func limited<Result>(at location: SourceLocation, _ body: () -> Result) -> Result {
        InputWatchdog.shared.limiting(
            inputLimit,
            hang: .init(
                message: "\(lastInputName) hung: the app did not return within "
                    + "\(inputLimit.map(Session.seconds) ?? "") (inputLimit); a hung input cannot be stopped, "
                    + "so the test process ends with status \(Session.hangExitStatus)",
                location: location),
            body)
    }

    /// Records `headline` with `detail` below it, at `location`.
    func record(_ headline: String, _ detail: String?, at location: SourceLocation) {
        TestFailure.record(detail.map { headline + ":\n" + $0 } ?? headline, at: location)
    }

    private var lastInputName: String { lastInput ?? "the start" }

    private func checkAsserted(before next: String?, at location: SourceLocation) {
        let pending = Array(log.events[asserted...])
        asserted = log.events.count
        outstanding.set(nil)
        guard exhaustive, !pending.isEmpty else { return }
        TestFailure.record(Self.unasserted(pending, of: lastInputName, before: next), at: location)
    }

    /// Keeps the events not asserted yet where `deinit` can read them.
    private func noteOutstanding() {
        guard exhaustive, asserted < log.events.count else { return outstanding.set(nil) }
        outstanding.set((lastInputName, Array(log.events[asserted...])))
    }

    /// The failure for `events` of `input` left unasserted before the input `next` (or the end).
    private nonisolated static func unasserted(_ events: [NavigationEvent], of input: String, before next: String?)
        -> String
    {
        let when = next.map { "before \($0)" } ?? "by the end of the test"
        return "\(events.count) event(s) of \(input) were not asserted \(when) "
            + "(assert them with expectEvents, or skip them with skipEvents):\n"
            + LineDiff(expected: [], actual: events).text(\.description)
    }

    private func compareEvents<Element: Equatable>(
        _ expected: [Element], _ actual: [Element], render: (Element) -> String, at location: SourceLocation
    ) {
        asserted = log.events.count
        outstanding.set(nil)
        let diff = LineDiff(expected: expected, actual: actual)
        recordDifference(
            "The events of \(lastInputName) differ from those expected", diff, render: render, at: location)
    }

    /// Records `diff` below `headline` unless it is empty.
    private func recordDifference<Element>(
        _ headline: String, _ diff: LineDiff<Element>, render: (Element) -> String = { "\($0)" },
        at location: SourceLocation
    ) {
        guard !diff.isEmpty else { return }
        record(headline + " (− expected, + actual)", diff.text(render), at: location)
    }

    private func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// The events a store has not seen asserted, behind a lock: its `deinit` may run on any thread.
private final class Outstanding: @unchecked Sendable {
    private let lock = NSLock()
    private var value: (input: String, events: [NavigationEvent])?

    func set(_ value: (input: String, events: [NavigationEvent])?) {
        lock.withLock { self.value = value }
    }

    /// The events, once: taking them leaves none.
    func take() -> (input: String, events: [NavigationEvent])? {
        lock.withLock {
            defer { value = nil }
            return value
        }
    }
}
