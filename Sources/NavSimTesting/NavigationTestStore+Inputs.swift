public import NavSimCore
public import NavSimSimulator
public import Testing

/// Inputs by what a person does, each checked to be possible now; a refused input is
/// recorded as an issue at the caller's line.
///
/// Each input takes, last, an optional closure that changes the ``NavigationSnapshot`` before
/// the input into the one expected after it, as the Composable Architecture's
/// `TestStore.send` does: `store.tap("Compose") { $0.front = "Editor" }`. A difference fails
/// at the input's line with the paths that differ; the state then stands for the input's
/// events, which need not be asserted too.
extension NavigationTestStore {
    /// Launches the app, with `link` when the system launches it with one.
    public func launch(
        with link: AppLink? = nil, sourceLocation: SourceLocation = #_sourceLocation,
        _ changes: ((inout NavigationSnapshot) throws -> Void)? = nil
    ) {
        input(link.map { "launch with \($0)" } ?? "launch", changes: changes, at: sourceLocation) {
            session throws(SessionError) in
            try session.launch(with: link)
        }
    }

    /// Sends one input event as it would appear in a trace, such as
    /// `.tabTapped(container: ContainerID(2), index: 1)`.
    public func send(
        _ event: NavigationEvent, sourceLocation: SourceLocation = #_sourceLocation,
        _ changes: ((inout NavigationSnapshot) throws -> Void)? = nil
    ) {
        input(event.description, changes: changes, at: sourceLocation) { session throws(SessionError) in
            try session.send(event)
        }
    }

    /// Taps the control `action` of the front screen, with `argument` (text typed, a row chosen).
    public func tap(
        _ action: String, argument: JSONValue = .null, sourceLocation: SourceLocation = #_sourceLocation,
        _ changes: ((inout NavigationSnapshot) throws -> Void)? = nil
    ) {
        let name = "tap " + JSONValue.string(action).description + (argument == .null ? "" : " with \(argument)")
        input(name, changes: changes, at: sourceLocation) { session throws(SessionError) in
            try session.tap(action, argument: argument)
        }
    }

    /// Taps the back button of the front screen's navigation controller.
    public func tapBack(
        sourceLocation: SourceLocation = #_sourceLocation,
        _ changes: ((inout NavigationSnapshot) throws -> Void)? = nil
    ) {
        input("back", changes: changes, at: sourceLocation) { session throws(SessionError) in try session.tapBack() }
    }

    /// Swipes back on the front screen, all the way or (`completing: false`) letting go early.
    public func swipeBack(
        completing: Bool = true, sourceLocation: SourceLocation = #_sourceLocation,
        _ changes: ((inout NavigationSnapshot) throws -> Void)? = nil
    ) {
        input(completing ? "back swipe" : "cancelled back swipe", changes: changes, at: sourceLocation) {
            session throws(SessionError) in
            try session.swipeBack(completing: completing)
        }
    }

    /// Swipes the sheet in front down, all the way or (`completing: false`) letting go
    /// early; the app may refuse the swipe (`sheetSwipeRefused`).
    public func swipeDownSheet(
        completing: Bool = true, sourceLocation: SourceLocation = #_sourceLocation,
        _ changes: ((inout NavigationSnapshot) throws -> Void)? = nil
    ) {
        input(completing ? "sheet swipe down" : "cancelled sheet swipe down", changes: changes, at: sourceLocation) {
            session throws(SessionError) in
            try session.swipeDownSheet(completing: completing)
        }
    }

    /// Taps outside the popover in front; the app may refuse (`isModalInPresentation`, its
    /// presentation controller's delegate), and the popover stays.
    public func tapOutsidePopover(
        sourceLocation: SourceLocation = #_sourceLocation, _ changes: ((inout NavigationSnapshot) throws -> Void)? = nil
    ) {
        input("tap outside popover", changes: changes, at: sourceLocation) { session throws(SessionError) in
            try session.tapOutsidePopover()
        }
    }

    /// Taps tab `index` (from 0) of the tab bar in front.
    public func tapTab(
        _ index: Int, sourceLocation: SourceLocation = #_sourceLocation,
        _ changes: ((inout NavigationSnapshot) throws -> Void)? = nil
    ) {
        input("tab \(index)", changes: changes, at: sourceLocation) { session throws(SessionError) in
            try session.tapTab(index)
        }
    }

    /// Answers the oldest pending request to `service` with `response`.
    public func respond(
        to service: String, with response: JSONValue, sourceLocation: SourceLocation = #_sourceLocation,
        _ changes: ((inout NavigationSnapshot) throws -> Void)? = nil
    ) {
        input("respond to \(service) with \(response)", changes: changes, at: sourceLocation) {
            session throws(SessionError) in
            try session.respond(to: service, with: response)
        }
    }

    /// Opens the app with a deep link.
    public func open(
        _ url: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ changes: ((inout NavigationSnapshot) throws -> Void)? = nil
    ) {
        input("open " + JSONValue.string(url).description, changes: changes, at: sourceLocation) {
            session throws(SessionError) in
            try session.openURL(url)
        }
    }

    /// Chooses the Home Screen quick action `type`.
    public func performShortcut(
        _ type: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ changes: ((inout NavigationSnapshot) throws -> Void)? = nil
    ) {
        input("quick action " + JSONValue.string(type).description, changes: changes, at: sourceLocation) {
            session throws(SessionError) in
            try session.performShortcut(type)
        }
    }

    /// Moves the app to `state` in its life cycle.
    public func moveApp(
        to state: AppState, sourceLocation: SourceLocation = #_sourceLocation,
        _ changes: ((inout NavigationSnapshot) throws -> Void)? = nil
    ) {
        input("app \(state.rawValue)", changes: changes, at: sourceLocation) { session throws(SessionError) in
            try session.moveApp(to: state)
        }
    }

    // MARK: - Scenarios

    /// Runs a scenario's inputs, launching the app first if needed, as one input of the
    /// store: the events of all its inputs are then the ones to assert.
    ///
    /// The scenario's `example` and `variant` are not looked at: the store runs its own app.
    public func run(
        _ scenario: Scenario, sourceLocation: SourceLocation = #_sourceLocation,
        _ changes: ((inout NavigationSnapshot) throws -> Void)? = nil
    ) {
        run(
            scenario.inputs, launchingWith: scenario.launch, named: "the scenario's \(scenario.inputs.count) inputs",
            changes: changes, at: sourceLocation)
    }

    /// Reads a scenario file (docs/scenarios.md) and runs it; an unreadable or invalid file
    /// is recorded as an issue and nothing is sent.
    ///
    /// - Returns: The scenario read, or `nil` when the file could not be read.
    @discardableResult
    public func run(
        scenarioAt path: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ changes: ((inout NavigationSnapshot) throws -> Void)? = nil
    ) -> Scenario? {
        do throws(ScenarioFileError) {
            let scenario = try ScenarioFile.read(path)
            run(
                scenario.inputs, launchingWith: scenario.launch,
                named: "the \(scenario.inputs.count) inputs of \(path)",
                changes: changes, at: sourceLocation)
            return scenario
        } catch {
            record(error.description, nil, at: sourceLocation)
            return nil
        }
    }
}
