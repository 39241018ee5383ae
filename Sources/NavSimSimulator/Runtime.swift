internal import CSimulatedTime
public import NavSimCore

/// The world a simulated app lives in: its state, its event sink, ids, clock and services.
///
/// Every simulated object (coordinators, screens, containers, windows) holds the runtime
/// and reports through it. The runtime keeps the one rule of NavSim: a change is first
/// appended to the event sink and then reaches ``state`` through
/// ``NavigationState/apply(_:)``, so the live state is always the fold of the events.
@MainActor
public final class Runtime {
    /// The current state: the fold of every event emitted so far.
    public private(set) var state = NavigationState()
    /// Virtual milliseconds since launch: what `Date()`, the clocks and `DispatchTime` read
    /// in app code, advanced only by ``NavigationEvent/timePassed(milliseconds:)``.
    public var now: Int { state.clock }
    /// Why the runtime stopped, if the sink failed or the model broke a rule of UIKit.
    public private(set) var failure: SessionError?

    private let sink: any EventSink
    private var isTornDown = false
    private var nextIDs = (coordinator: UInt32(1), screen: UInt32(1), container: UInt32(1), window: UInt32(1))
    private var nextRequest = 1
    private var screenObjects: [ScreenID: WeakScreen] = [:]
    private var containerObjects: [ContainerID: WeakContainer] = [:]
    /// The registered screens and containers in id order, screens first, worked out again
    /// only after a registration changed.
    private var orderedControllers: [WeakController]?
    /// The completions of the requests no input answered yet, by request number.
    private(set) var pendingResponses: [Int: (JSONValue) -> Void] = [:]
    private var typeNames: [ObjectIdentifier: String] = [:]
    /// The windows made so far, held weakly: the app keeps a window alive, not UIKit
    /// (docs/uikit.md, "Windows").
    private var windowReferences: [WeakWindow] = []
    /// The window made key last, while it lives (`makeKey()`, `makeKeyAndVisible()`).
    package weak var keyWindow: AnyObject?
    /// How many times a window was ordered in front of its level (shown, or made key and
    /// visible): each such window's place in the order.
    package var windowOrderings = 0
    /// The app layer's hooks at the boundaries between app code and the simulator.
    package weak var observer: (any RuntimeObserver)?
    /// While the views of containers coming into view load: the `betweenWillAndDid` work
    /// of the transitions their `viewDidLoad` started, which the showing transition runs.
    var transitionsDuringViewLoads: [() -> Void]?
    /// How transitions run: at the end of the run loop's turn (UIKit's way), or inside the
    /// call (traces written before format 1.2).
    public var transitionMode = TransitionMode.runLoop
    /// Whether the session records the events format 2.1 added: what the app's pending work
    /// holds at the end of each input (``NavigationEvent/pendingWorkHeld(coordinators:screens:)``)
    /// and a child embedded before its parent's others
    /// (``NavigationEvent/embeddedAt(_:parent:index:)``), and the `viewsChanged` note after an
    /// input that only changed views. Off to re-run a trace written before 2.1, whose
    /// recorder appended every embedded child and noted no view change.
    public var recordsFormat21Events = true
    /// Whether the screens' ViewModel states and what pending work holds are recorded at the
    /// end of each input; off while ``Session`` replays a path whose states in between no one
    /// looks at.
    package var recordsEachInputsEnd = true
    /// The coordinator tracker's looks: which changed what it knows, and which a replay runs.
    package var trackerLooks = TrackerLooks()
    /// How the app's objects are read: the coordinator tracker's walk and the ViewModel
    /// snapshots (``ObjectReading``). Set before launch; `NAVSIM_REFLECTION` by default.
    package internal(set) var objectReading = ObjectReading.fromEnvironment
    /// Whether the coordinator tracker also does, at every update, the full work its shortcuts
    /// spare (``CoordinatorTracker``'s in-place reads, kept fingerprint and kept plans) and counts in
    /// ``trackerShortcutMismatches`` each time a shortcut's result differs. For tests.
    package var checksTrackerShortcuts = false
    /// How many times a shortcut of the tracker's gave another result than the full work.
    package var trackerShortcutMismatches = 0
    /// What UIKit returned autoreleased in this turn of the run loop (``autorelease(_:)``).
    var autoreleasePool: [AnyObject] = []
    /// The views to lay out at the end of a turn, in the order they asked (``setNeedsLayout(_:)``).
    var viewsNeedingLayout: [WeakLaidOutView] = []
    /// The transitions asked for since the last commit, in call order.
    var requestedTransitions: [PendingTransition] = []
    /// The screens in view before the first of ``requestedTransitions`` changed anything.
    var screensBeforeRequests: [ScreenID] = []
    /// The containers in view before the first of ``requestedTransitions`` changed anything.
    var containersBeforeRequests: [ContainerID] = []
    /// The started animated transitions, by commit, oldest first.
    var transitionsInFlight: [TransitionGroup] = []
    /// The started transitions whose animations are over but whose custom animator has not
    /// called `completeTransition(_:)` yet: until it does, UIKit ignores touches.
    var transitionsAwaitingAnimators: [TransitionGroup] = []
    /// The transition whose animator runs now (`animateTransition(using:)`): the view
    /// animations it starts end with the transition's (``animationsEnded``).
    package var animatorTransition: PendingTransition?
    /// The jobs, blocks and timers the app queued (``SimulatedExecutors``).
    let jobs = JobQueue()
    /// The jobs run since the input began, against ``maximumJobsPerInput``.
    var jobsThisInput = 0
    /// The properties app code changed since the input began that the user sees or acts
    /// through (`isEnabled`, `isHidden`, a text, a switch's `isOn`): an input that changed
    /// only these is recorded as `viewsChanged`, not as a dead input.
    package var viewChangesThisInput: Set<String> = []
    /// The process's counts of outside work, by kind, when this runtime last looked.
    private var outsideWorkSeen = Runtime.outsideWork()
    /// What happened outside the model while app code ran, one line each (work queued by
    /// another thread, a deadline NavSim cannot make virtual): the trace may not reproduce.
    public private(set) var nondeterminism: [String] = []

    init(sink: any EventSink) {
        self.sink = sink
        SimulatedExecutors.install
        navsim_simulation_count_sessions(1)
    }

    /// Makes this process count work queued from outside its sessions (another thread's
    /// blocks and jobs for the main queue or actor) as nondeterminism: for a process that
    /// runs nothing but sessions, as the `navsim` tool. In a test process, other tests'
    /// threads use the same queues and would be counted too, so it is off by default.
    nonisolated package static func watchOutsideWork() {
        navsim_simulation_watch_outside_work()
    }

    /// Gives the apps of this process a sealed folder for their files (home, documents,
    /// caches, temporary), emptied before every session: for a process that runs nothing but
    /// sessions. A test process's other tests write files there too, so it is off by default.
    nonisolated package static func sealFiles() {
        SealedSlate.sealFiles()
    }

    /// Registers `empty`, which empties the store of a framework stand-in (a keychain's
    /// items, which outlive a launch on iOS): every later session calls it before its app
    /// launches, so one run's items do not put the next on another screen.
    nonisolated package static func emptiesBeforeEachSession(_ empty: @escaping @Sendable () -> Void) {
        SealedSlate.register(empty)
    }

    // MARK: - The current session

    /// The runtime of the session that is launching its app or answering an input, `nil`
    /// between inputs and outside any session.
    ///
    /// A simulated object made without a runtime (`NavigationController()`,
    /// `super.init()` in a coordinator) belongs to it, so app code need not pass a runtime
    /// around, as UIKit code never does.
    public private(set) static var current: Runtime?

    /// The current runtime, for an object made without one; an object made outside a
    /// session would record into nothing, so that stops the program with a clear message.
    @usableFromInline package static var forNewObject: Runtime {
        guard let current else {
            fatalError(
                "a simulated object was created outside a session: create coordinators, controllers and "
                    + "windows while the session launches the app or answers an input")
        }
        return current
    }

    /// Whether this thread runs a session now (inside ``makingCurrent(_:)`` or
    /// ``asCurrent(_:)``, so on the main actor): what code that is not isolated checks before
    /// it records into ``current``.
    nonisolated package static var isCurrentOnThisThread: Bool { navsim_simulation_queue() != nil }

    /// The number of the session this thread carries, if it carries one (``session``).
    nonisolated package static var sessionOnThisThread: UInt64? { SimulatedExecutors.currentJobs?.session }

    /// A number no other session in the process has, for what its app keeps outside it.
    package var session: UInt64 { jobs.session }

    /// Takes `step` as the number of events emitted so far (``NavigationState``'s
    /// `renumber(asAt:)`): for a replay that recorded fewer events than the run it repeats.
    package func renumberEvents(asAt step: Int) {
        state.renumber(asAt: step)
    }

    /// Runs `body` with this runtime as ``current``, on this thread's virtual clock and
    /// simulated executors (``SimulatedExecutors``).
    package func makingCurrent<Result>(_ body: () throws(SessionError) -> Result) throws(SessionError) -> Result {
        let scope = enterScope()
        defer { leaveScope(scope) }
        return try body()
    }

    /// Runs `body` with this runtime as ``current``, for tests that make objects directly.
    package func asCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        let scope = enterScope()
        defer { leaveScope(scope) }
        return try body()
    }

    /// What ``makingCurrent(_:)`` restores.
    private struct Scope {
        let runtime: Runtime?
        let queue: UnsafeMutableRawPointer?
    }

    private func enterScope() -> Scope {
        let scope = Scope(
            runtime: Self.current,
            queue: navsim_simulation_enter(Unmanaged.passUnretained(jobs).toOpaque(), Int64(jobs.now) * 1_000_000))
        Self.current = self
        return scope
    }

    private func leaveScope(_ scope: Scope) {
        lookForOutsideWork()
        Self.current = scope.runtime
        let time = scope.queue.map { Int64(Unmanaged<JobQueue>.fromOpaque($0).takeUnretainedValue().now) } ?? 0
        navsim_simulation_enter(scope.queue, time * 1_000_000)
    }

    /// The process's counts of outside work, by kind.
    private static func outsideWork() -> [UInt64] {
        (0..<Int32(navsim_outside_kinds)).map { navsim_simulation_outside_work($0) }
    }

    /// What each kind of outside work is, for people.
    private static let outsideWorkKinds = [
        "a block for the main queue came from another thread (a queue or a Thread of the app's)",
        "a Swift job came from another thread",
        "work was queued with a deadline NavSim cannot make virtual (on the wall clock, for a background "
            + "queue, or of a clock of the app's own)",
    ]

    /// How every reason that names work queued from outside the sessions ends: a fresh
    /// process per launch cannot put such work in order.
    package nonisolated static let outsideWorkEnding = ": its order is not NavSim's"

    /// Notes each kind of work queued from outside the sessions since the last look.
    private func lookForOutsideWork() {
        let outsideWork = Self.outsideWork()
        for (kind, count) in outsideWork.enumerated() where count != outsideWorkSeen[kind] {
            noteNondeterminism("by step \(state.step), \(Self.outsideWorkKinds[kind])\(Self.outsideWorkEnding)")
        }
        outsideWorkSeen = outsideWork
    }

    /// Records a reason the trace may not reproduce (the first few are kept).
    private func noteNondeterminism(_ reason: String) {
        if nondeterminism.count < 8 { nondeterminism.append(reason) }
    }

    /// Whether events are still recorded: not crashed, not failed, not torn down. Kept as
    /// those change rather than worked out, as it is asked before every event and callback.
    public private(set) var isRunning = true

    // MARK: - Emitting

    /// Appends `event` to the sink, then folds it into ``state``.
    package func emit(_ event: NavigationEvent) {
        guard isRunning else { return }
        do {
            try sink.append(event)
        } catch {
            failure = .sinkFailed(String(describing: error))
            isRunning = false
            return
        }
        do {
            try state.apply(event)
            if case .crashed = event { isRunning = false }
        } catch {
            failure = .impossibleEvent(error)
            isRunning = false
        }
    }

    /// Records that UIKit refused `command` and only logged a warning.
    public func ignore(_ command: String, because reason: String) {
        emit(.commandIgnored(command: command, reason: reason))
    }

    /// Simulates a crash (a `fatalError`, an uncaught exception): it is recorded, and
    /// nothing the app does afterwards is.
    public func crash(_ reason: String, coordinator: CoordinatorID? = nil) {
        emit(.crashed(reason: reason, coordinator: coordinator))
    }

    /// What the process does when app code calls `exit()` while a session answers an
    /// input, once the session has recorded it as a crash and before the process ends:
    /// the `navsim` tool closes its trace and says so.
    package static var whenAppExits: ((Runtime, Int32) -> Void)?

    /// The reason of the `crashed` event of app code that called `exit(status)`.
    package static func exitReason(status: Int32) -> String { "the app called exit(\(status))" }

    /// App code called `exit(status)` on the current session's thread.
    static func appExits(status: Int32) {
        guard let runtime = current else { return }
        runtime.crash(exitReason(status: status))
        whenAppExits?(runtime, status)
    }

    // MARK: - Ids

    package func makeCoordinatorID() -> CoordinatorID {
        defer { nextIDs.coordinator += 1 }
        return CoordinatorID(nextIDs.coordinator)
    }

    package func makeScreenID() -> ScreenID {
        defer { nextIDs.screen += 1 }
        return ScreenID(nextIDs.screen)
    }

    package func makeContainerID() -> ContainerID {
        defer { nextIDs.container += 1 }
        return ContainerID(nextIDs.container)
    }

    package func makeWindowID() -> WindowID {
        defer { nextIDs.window += 1 }
        return WindowID(nextIDs.window)
    }

    // MARK: - Objects

    /// The class name of `object`, worked out once per class.
    package func typeName(of object: AnyObject) -> String {
        let type = ObjectIdentifier(Swift.type(of: object))
        if let name = typeNames[type] { return name }
        let name = _typeName(Swift.type(of: object), qualified: false)
        typeNames[type] = name
        return name
    }

    /// How many times a screen, container or window was registered or a controller
    /// unregistered: what ``appendLiveWindows(to:)`` and ``appendLiveControllers(to:)`` list
    /// changes with, besides deaths.
    @exclusivity(unchecked) package private(set) var registrationChanges = 0

    package func register(_ screen: any ScreenDriving, as id: ScreenID) {
        screenObjects[id] = WeakScreen(object: screen)
        orderedControllers = nil
        registrationChanges += 1
    }
    package func register(_ container: any ContainerDriving, as id: ContainerID) {
        containerObjects[id] = WeakContainer(object: container)
        orderedControllers = nil
        registrationChanges += 1
    }
    package func register(window: AnyObject) {
        windowReferences.removeAll { $0.object == nil }
        windowReferences.append(WeakWindow(object: window))
        registrationChanges += 1
    }

    /// The windows alive, oldest first.
    package var windows: [AnyObject] { windowReferences.compactMap(\.object) }

    /// Appends the windows alive to `objects`, oldest first, as ``windows`` lists them.
    package func appendLiveWindows(to objects: inout [AnyObject]) {
        for window in windowReferences {
            if let object = window.object { objects.append(object) }
        }
    }

    /// Room for what ``appendLiveWindows(to:)`` and ``appendLiveControllers(to:)`` append:
    /// the windows and recorded controllers, alive or not.
    package var liveObjectCapacity: Int { windowReferences.count + screenObjects.count + containerObjects.count }

    package func unregister(_ controller: ControllerID) {
        switch controller {
        case .screen(let id): screenObjects[id] = nil
        case .container(let id): containerObjects[id] = nil
        }
        orderedControllers = nil
        registrationChanges += 1
    }

    /// The live screen object with `id`.
    package func screen(_ id: ScreenID) -> (any ScreenDriving)? { screenObjects[id]?.object }

    /// The live container object with `id`.
    package func container(_ id: ContainerID) -> (any ContainerDriving)? { containerObjects[id]?.object }

    /// The live controller `id` as the navigation bar above it shows it.
    package func stackEntry(_ id: ControllerID) -> (any StackEntryDriving)? {
        switch id {
        case .screen(let id): screen(id)
        case .container(let id): container(id)
        }
    }

    /// The presented controller `id` as the session swipes it down.
    package func sheet(_ id: ControllerID) -> (any SheetDriving)? {
        switch id {
        case .screen(let screen): self.screen(screen) as? any SheetDriving
        case .container(let container): self.container(container) as? any SheetDriving
        }
    }

    /// Appends the live recorded screens and containers to `objects`, screens first, each
    /// kind by id: what the app's object graph hangs from.
    package func appendLiveControllers(to objects: inout [AnyObject]) {
        if orderedControllers == nil {
            orderedControllers =
                screenObjects.keys.sorted().map { WeakController(object: screenObjects[$0]?.object) }
                + containerObjects.keys.sorted().map { WeakController(object: containerObjects[$0]?.object) }
        }
        let controllers = orderedControllers ?? []
        objects.reserveCapacity(objects.count + controllers.count)
        for controller in controllers {
            if let object = controller.object { objects.append(object) }
        }
    }

    /// The next ids of coordinators, screens and containers: what changes when one is made.
    package var madeSoFar: [UInt32] { [nextIDs.coordinator, nextIDs.screen, nextIDs.container] }

    /// The live recorded screens and containers that have no owner yet, screens first, each
    /// kind by id.
    package func ownerlessControllers() -> [(id: ControllerID, object: AnyObject)] {
        var found: [(id: ControllerID, object: AnyObject)] = []
        for id in screenObjects.keys.sorted() where state.screens[id]?.owner == nil {
            if let object = screenObjects[id]?.object { found.append((.screen(id), object)) }
        }
        for id in containerObjects.keys.sorted() where state.containers[id]?.owner == nil {
            if let object = containerObjects[id]?.object { found.append((.container(id), object)) }
        }
        return found
    }

    // MARK: - Services

    /// Sends a request to a simulated service; `completion` runs when the session
    /// receives the matching ``NavigationEvent/serviceResponded(service:request:response:)``.
    ///
    /// - Returns: The request number.
    @discardableResult
    public func request(
        _ service: String, payload: JSONValue = .null, completion: @escaping (JSONValue) -> Void
    ) -> Int {
        let number = nextRequest
        nextRequest += 1
        emit(.serviceRequested(service: service, request: number, payload: payload))
        if isRunning { pendingResponses[number] = completion }
        return number
    }

    package func deliverResponse(_ response: JSONValue, to request: Int) {
        pendingResponses.removeValue(forKey: request)?(response)
    }

    // MARK: - Teardown

    /// Stops recording and lets every object go, the way a killed process does.
    func tearDown() {
        if !isTornDown {
            lookForOutsideWork()
            navsim_simulation_count_sessions(-1)
        }
        isTornDown = true
        isRunning = false
        SessionWorker.release(jobs)
        jobs.removeAll()
        autoreleasePool = []
        pendingResponses = [:]
        requestedTransitions = []
        transitionsInFlight = []
        transitionsAwaitingAnimators = []
    }
}

/// A weak reference to a screen, for the registry that must not keep screens alive.
private struct WeakScreen {
    weak var object: (any ScreenDriving)?
}

/// A weak reference to a window.
private struct WeakWindow {
    weak var object: AnyObject?
}

/// A weak reference to a container.
private struct WeakContainer {
    weak var object: (any ContainerDriving)?
}

/// A weak reference to a screen or a container, for the ordered list of both.
private struct WeakController {
    weak var object: AnyObject?
}
